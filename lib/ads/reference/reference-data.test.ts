import { test } from "node:test";
import assert from "node:assert/strict";
import { CONTENT_CATEGORIES, iabCategory } from "@/lib/targeting/values";
import { ADVERTISER_BUSINESS_CATEGORIES, checkBusinessCategories } from "./business-categories";
import { PUBLISHERS } from "./publishers";
import { CURATED_CATEGORIES } from "../curated-categories/data";
import { findValue } from "@/lib/targeting/values";

test("advertiser business categories name IAB categories of the one taxonomy", () => {
  for (const b of ADVERTISER_BUSINESS_CATEGORIES)
    for (const id of b.iab_categories) assert.ok(iabCategory(id), `${b.id}: ${id}`);
  assert.equal(
    new Set(ADVERTISER_BUSINESS_CATEGORIES.map((b) => b.id)).size,
    ADVERTISER_BUSINESS_CATEGORIES.length,
  );
});

test("publishers name content categories that exist; curated categories name ISO countries", () => {
  const content = new Set(CONTENT_CATEGORIES.map((c) => c.id));
  for (const p of PUBLISHERS)
    for (const id of p.content_category_ids) assert.ok(content.has(id), p.id);
  for (const c of CURATED_CATEGORIES)
    for (const code of c.country_codes)
      assert.equal(findValue("LOCATION", code)?.location_type, "COUNTRIES", `${c.id}: ${code}`);
});

test("categories: one or two known ones on PREROLL_VIEWS, none elsewhere", () => {
  assert.doesNotThrow(() => checkBusinessCategories("PREROLL_VIEWS", ["abc-1"]));
  assert.doesNotThrow(() => checkBusinessCategories("PREROLL_VIEWS", ["abc-1", "abc-2"]));
  assert.doesNotThrow(() => checkBusinessCategories("REACH", []));
  assert.throws(() => checkBusinessCategories("PREROLL_VIEWS", []), /one or two/);
  assert.throws(
    () => checkBusinessCategories("PREROLL_VIEWS", ["abc-1", "abc-2", "abc-3"]),
    /one or two/,
  );
  assert.throws(() => checkBusinessCategories("PREROLL_VIEWS", ["nope"]), /nope/);
  assert.throws(() => checkBusinessCategories("REACH", ["abc-1"]), /only by PREROLL_VIEWS/);
});
