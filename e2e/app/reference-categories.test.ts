import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, idsOf, sandboxSuite, type Ads, type AnyRecord } from "../support/ads-helpers";
import { lineItemOf } from "../support/attach-helpers";

/**
 * Category reference data (document 2) and line item curated categories; tracking tags' PUT changes
 * only the URL.
 */
let srv: TestServer, ads: Ads, account: string, fi: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
});
after(() => srv?.stop());

test("advertiser business categories, content categories, publishers: whole lists tied to IAB ids", async () => {
  const abc = await ads.get("advertiser_business_categories");
  assert.equal(abc.status, 200, JSON.stringify(abc.body));
  assert.ok(abc.body.data.length >= 10);
  const iab = await ads.get("iab_categories", { count: 1000 });
  const iabIds = new Set(idsOf(iab));
  for (const b of abc.body.data as AnyRecord[])
    assert.ok(
      b.iab_categories.every((i: string) => iabIds.has(i)),
      b.id,
    );
  const cc = await ads.get("content_categories");
  assert.ok(cc.body.data.length > 0);
  for (const c of cc.body.data as AnyRecord[])
    assert.ok(
      c.iab_categories.every((i: string) => iabIds.has(i)),
      c.id,
    );
  const pubs = await ads.get("publishers");
  const ccIds = new Set(idsOf(cc));
  for (const p of pubs.body.data as AnyRecord[])
    assert.ok(
      p.content_category_ids.every((i: string) => ccIds.has(i)),
      p.id,
    );
});

test("iab_categories: count, cursor, with_total_count; tier-2 entries name their parent", async () => {
  const all = await ads.get("iab_categories", { count: 1000, with_total_count: true });
  assert.equal(all.body.total_count, all.body.data.length);
  assert.equal(all.body.next_cursor, null);
  const first = await ads.get("iab_categories", { count: 5 });
  assert.equal(first.body.data.length, 5);
  const second = await ads.get("iab_categories", { count: 5, cursor: first.body.next_cursor });
  assert.deepEqual([...idsOf(first), ...idsOf(second)], idsOf(all).slice(0, 10));
  const sub = all.body.data.find((c: AnyRecord) => c.id === "IAB2-1");
  assert.equal(sub.parent_id, "IAB2");
  expectError(await ads.get("iab_categories", { count: 0 }), 400, "INVALID_PARAMETER", "count");
  expectError(
    await ads.get("iab_categories", { cursor: "junk" }),
    400,
    "INVALID_PARAMETER",
    "cursor",
  );
  expectError(
    await ads.get("iab_categories", { cursor: first.body.next_cursor, with_total_count: true }),
    400,
    "EXCLUSIVE_PARAMETERS",
  );
});

test("curated categories: country_codes required (ISO, at most 200), cursor; one by id", async () => {
  const base = `accounts/${account}/curated_categories`;
  expectError(await ads.get(base), 400, "MISSING_PARAMETER", "country_codes");
  expectError(
    await ads.get(base, { country_codes: "XX" }),
    400,
    "INVALID_PARAMETER",
    "country_codes",
  );
  expectError(
    await ads.get(base, { country_codes: "USA" }),
    400,
    "INVALID_PARAMETER",
    "country_codes",
  );
  const many = Array.from({ length: 201 }, () => "US").join(",");
  expectError(
    await ads.get(base, { country_codes: many }),
    400,
    "INVALID_PARAMETER",
    "country_codes",
  );
  const pk = await ads.get(base, { country_codes: "pk" });
  assert.equal(pk.status, 200, JSON.stringify(pk.body));
  assert.ok(pk.body.data.length >= 1);
  for (const c of pk.body.data as AnyRecord[]) assert.ok(c.country_codes.includes("PK"));
  const us = await ads.get(base, { country_codes: "US,JP", count: 3 });
  const next = await ads.get(base, {
    country_codes: "US,JP",
    count: 3,
    cursor: us.body.next_cursor,
  });
  assert.equal(next.status, 200);
  assert.equal(new Set([...idsOf(us), ...idsOf(next)]).size, 6);
  const one = await ads.get(`${base}/${pk.body.data[0].id}`);
  assert.deepEqual(one.body.data, pk.body.data[0]);
  expectError(await ads.get(`${base}/nope`), 404, "CURATED_CATEGORY_NOT_FOUND");
});

test("line item curated categories: must exist, one per line item, available in the targeted countries", async () => {
  const path = (id = "") => `accounts/${account}/line_item_curated_categories${id ? `/${id}` : ""}`;
  const li = await lineItemOf(ads, account, fi);
  expectError(
    await ads.post(path(), { line_item_id: li.id, curated_category_id: "cc0" }),
    400,
    "INVALID_PARAMETER",
    "curated_category_id",
  );
  const r = await ads.post(path(), { line_item_id: li.id, curated_category_id: "cc1005" });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const lcc = r.body.data;
  assert.deepEqual([lcc.line_item_id, lcc.curated_category_id], [li.id, "cc1005"]);
  expectError(
    await ads.post(path(), { line_item_id: li.id, curated_category_id: "cc1010" }),
    400,
    "INVALID_PARAMETER",
  );
  const put = await ads.put(path(lcc.id), { curated_category_id: "cc1010" });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.equal(put.body.data.curated_category_id, "cc1010");
  assert.deepEqual(idsOf(await ads.get(path(), { line_item_ids: li.id })), [lcc.id]);
  // A line item targeting Germany only: cricket (not available there) is refused.
  const de = await lineItemOf(ads, account, fi);
  const { db } = await import("../../lib/db/client");
  const { targetingCriteria } = await import("../../lib/db/schema");
  const now = new Date();
  await db()
    .insert(targetingCriteria)
    .values({
      id: "8" + Date.now(),
      account_id: account,
      line_item_id: de.id,
      targeting_type: "LOCATION",
      targeting_value: "DE",
      name: "Germany",
      created_at: now,
      updated_at: now,
    });
  const err = expectError(
    await ads.post(path(), { line_item_id: de.id, curated_category_id: "cc1005" }),
    400,
    "INVALID_PARAMETER",
    "curated_category_id",
  );
  assert.match(err.message, /DE/);
  assert.equal(
    (await ads.post(path(), { line_item_id: de.id, curated_category_id: "cc1001" })).status,
    201,
  );
  assert.equal((await ads.delete(path(lcc.id))).body.data.deleted, true);
  expectError(await ads.get(path(lcc.id)), 404, "LINE_ITEM_CURATED_CATEGORY_NOT_FOUND");
});

test("tracking tags: PUT changes only tracking_tag_url (required), never the type or line item", async () => {
  const li = await lineItemOf(ads, account, fi);
  const other = await lineItemOf(ads, account, fi);
  const path = `accounts/${account}/tracking_tags`;
  const tag = (
    await ads.post(path, {
      line_item_id: li.id,
      tracking_tag_type: "IMPRESSION_TAG",
      tracking_tag_url: "https://t.example/a",
    })
  ).body.data;
  const put = await ads.put(`${path}/${tag.id}`, {
    tracking_tag_url: "https://t.example/b",
    tracking_tag_type: "CLICK_TRACKER",
    line_item_id: other.id,
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.deepEqual(
    [put.body.data.tracking_tag_url, put.body.data.tracking_tag_type, put.body.data.line_item_id],
    ["https://t.example/b", "IMPRESSION_TAG", li.id],
  );
  expectError(
    await ads.put(`${path}/${tag.id}`, { tracking_tag_type: "CLICK_TRACKER" }),
    400,
    "MISSING_PARAMETER",
    "tracking_tag_url",
  );
});
