import { test } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import type { Call } from "./call";
import { AdsError } from "./errors";
import { catalogPage, defineCatalog } from "./catalog";

type Place = { targeting_value: string; name: string; country_code: string };
const PLACES: Place[] = [
  { targeting_value: "de", name: "Germany", country_code: "DE" },
  { targeting_value: "de-by", name: "Bavaria, Germany", country_code: "DE" },
  { targeting_value: "fr", name: "France", country_code: "FR" },
  { targeting_value: "gb", name: "United Kingdom", country_code: "GB" },
  { targeting_value: "us", name: "United States", country_code: "US" },
];

const locations = defineCatalog({
  family: "targeting options",
  path: "/targeting_criteria/locations",
  summary: "Locations",
  record: z.object({ targeting_value: z.string(), name: z.string(), country_code: z.string() }),
  rows: () => PLACES,
  key: "targeting_value",
  search: (p) => [p.name],
  filters: {
    shape: { country_code: z.string().length(2).optional() },
    match: (p, f) => !f.country_code || p.country_code === f.country_code,
  },
  count: { default: 2, max: 3 },
  example: { params: { country_code: "DE" } },
});

// The catalog's handler reads only the parameters; the rest of the call is the server's business.
const run = (raw: Record<string, unknown>) => locations.run({ raw } as unknown as Call);

test("pages follow the key of the last row; the last page has no cursor", () => {
  const first = catalogPage(PLACES, "targeting_value", { count: 2 });
  assert.deepEqual(
    first.data.map((p) => p.targeting_value),
    ["de", "de-by"],
  );
  const second = catalogPage(PLACES, "targeting_value", { count: 2, cursor: first.next_cursor! });
  assert.deepEqual(
    second.data.map((p) => p.targeting_value),
    ["fr", "gb"],
  );
  const last = catalogPage(PLACES, "targeting_value", { count: 2, cursor: second.next_cursor! });
  assert.deepEqual(
    last.data.map((p) => p.targeting_value),
    ["us"],
  );
  assert.equal(last.next_cursor, null);
});

test("a cursor that is not ours is refused on the cursor parameter", () => {
  assert.throws(
    () => catalogPage(PLACES, "targeting_value", { count: 2, cursor: "bm90IG91cnM" }),
    (e) => e instanceof AdsError && e.items[0].parameter === "cursor",
  );
});

test("q matches the start of any word; filters and count bounds come from the declaration", async () => {
  const byWord = await run({ q: "germ", count: "3" });
  assert.deepEqual(
    (byWord.data as Place[]).map((p) => p.targeting_value),
    ["de", "de-by"],
  );
  const states = await run({ q: "united" });
  assert.equal((states.data as Place[]).length, 2);
  const german = await run({ country_code: "DE" });
  assert.deepEqual(
    (german.data as Place[]).map((p) => p.name),
    ["Germany", "Bavaria, Germany"],
  );
  await assert.rejects(run({ count: "4" }), (e) => e instanceof AdsError && e.status === 400);
  assert.equal(locations.path, "/targeting_criteria/locations");
  assert.equal(locations.response, "list");
});
