import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import {
  campaign,
  demoClient,
  fundingInstrument,
  sandboxSuite,
  type Ads,
} from "../support/ads-helpers";
import {
  dropDatabase,
  freshPostgresUrl,
  sharedServer,
  startServer,
  type TestServer,
} from "../support/server";
import type { AdsResponse } from "../support/ads";

/**
 * The record cache (lib/ads-kernel/record-cache.ts) made observable: list pages of resources with
 * cacheRecords answer `server-timing: cache;desc="hit"|"miss"`. A GET by id reads its row directly and
 * never uses the cache, so a page filtered to one id (`campaign_ids=<id>`) is how one record is watched.
 */
const timing = (r: AdsResponse) => r.headers.get("server-timing");
const HIT = 'cache;desc="hit"';
const MISS = 'cache;desc="miss"';

async function watch(ads: Ads, account: string, id: string) {
  const r = await ads.get(`accounts/${account}/campaigns`, { campaign_ids: id });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.data.length, 1);
  return { timing: timing(r), name: r.body.data[0].name as string };
}

test("first read of a page misses, the second hits, after an update it misses again", async () => {
  const { ads, account, fi } = await sandboxSuite();
  const c = await campaign(ads, account, fi);
  assert.equal((await watch(ads, account, c.id)).timing, MISS);
  assert.equal((await watch(ads, account, c.id)).timing, HIT);
  assert.equal(
    (await ads.put(`accounts/${account}/campaigns/${c.id}`, { name: "Renamed" })).status,
    200,
  );
  assert.deepEqual(await watch(ads, account, c.id), { timing: MISS, name: "Renamed" });
  assert.deepEqual(await watch(ads, account, c.id), { timing: HIT, name: "Renamed" });
  const byId = await ads.get(`accounts/${account}/campaigns/${c.id}`);
  assert.equal(timing(byId), null, "a GET by id does not read the cache");
  const fis = await ads.get(`accounts/${account}/funding_instruments`);
  assert.equal(timing(fis), null, "a resource without cacheRecords says nothing");
});

test("a whole page is served again only while its rows are: one added past it, renamed, deleted", async () => {
  const { ads, account, fi } = await sandboxSuite();
  const ids = [(await campaign(ads, account, fi)).id, (await campaign(ads, account, fi)).id];
  const page = async (count: number) => {
    const r = await ads.get(`accounts/${account}/campaigns`, { count, sort_by: "created_at-asc" });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const data = r.body.data as { id: string; name: string }[];
    return { ids: data.map((c) => c.id), names: data.map((c) => c.name), next: r.body.next_cursor };
  };
  assert.deepEqual((await page(2)).ids, ids);
  assert.deepEqual(await page(2), await page(2));
  assert.equal((await page(2)).next, null);
  const third = (await campaign(ads, account, fi)).id;
  assert.notEqual((await page(2)).next, null, "a row past the page gives it a next cursor");
  assert.deepEqual((await page(3)).ids, [...ids, third]);
  await ads.put(`accounts/${account}/campaigns/${ids[1]}`, { name: "Renamed in place" });
  assert.equal((await page(3)).names[1], "Renamed in place");
  assert.equal((await ads.delete(`accounts/${account}/campaigns/${ids[0]}`)).status, 200);
  assert.deepEqual((await page(3)).ids, [ids[1], third]);
  assert.deepEqual((await page(2)).ids, [ids[1], third]);
  assert.equal((await page(2)).next, null);
});

/** Two processes on one PostgreSQL database, with the same key (so each reads the other's rows). */
let pair: TestServer[] = [];
let pairDb: string | undefined;
const pg = process.env.DATABASE_URL;

before(async () => {
  if (!pg) return;
  pairDb = await freshPostgresUrl(pg);
  const env = { DATABASE_URL: pairDb, SVC_SECRET_KEY: crypto.randomBytes(24).toString("hex") };
  pair = [await startServer({ env })];
  pair.push(await startServer({ env }));
});
after(async () => {
  for (const s of pair) await s.stop();
  await (await sharedServer()).stop();
  if (pg && pairDb) await dropDatabase(pg, pairDb);
});

test(
  "an update through one process is never served stale from the other's cache",
  { skip: pg ? false : "needs PostgreSQL (DATABASE_URL): PGlite is one process" },
  async () => {
    // The same token works on both: they share the database and the key.
    const [a, b] = pair.map((srv) => demoClient({ ...srv, credentials: pair[0].credentials }));
    const account = (await a.post("accounts", { name: "Two processes" })).body.data.id as string;
    const c = await campaign(a, account, await fundingInstrument(a, account));
    for (const ads of [a, b]) {
      assert.equal((await watch(ads, account, c.id)).timing, MISS);
      assert.equal((await watch(ads, account, c.id)).timing, HIT);
    }
    const put = await a.put(`accounts/${account}/campaigns/${c.id}`, { name: "Changed in A" });
    assert.equal(put.status, 200);
    // B's entry names the old row version (xmin, updated_at); the row's version changed in the database.
    assert.deepEqual(await watch(b, account, c.id), { timing: MISS, name: "Changed in A" });
    assert.deepEqual(await watch(b, account, c.id), { timing: HIT, name: "Changed in A" });
    const again = await b.put(`accounts/${account}/campaigns/${c.id}`, { name: "Changed in B" });
    assert.equal(again.status, 200);
    assert.deepEqual(await watch(a, account, c.id), { timing: MISS, name: "Changed in B" });
  },
);
