import { test } from "node:test";
import assert from "node:assert/strict";
import { expectError, type AnyRecord, type Params } from "../support/ads-helpers";
import { hourFacts, writeHourFacts, type HourFact } from "../support/analytics-facts";
import { analyticsWorld, HOUR, iso } from "../support/analytics-world";
import { reachOf } from "../../lib/ads/analytics/reach";

/**
 * GET stats/accounts/:account_id/active_entities and reach/campaigns, reach/funding_instruments
 * (FACTS) on facts this file writes: which entities delivered in a range, over which hours and
 * placements; reach and frequency from impressions and audience sizes by the documented model.
 */
let campA: string, campB: string, liA: string, liB: string, idle: string;
const facts: HourFact[] = [];
const START = Date.parse("2026-10-30T07:00:00Z");

const w = analyticsWorld(async () => {
  [campA, campB] = [await w.campaign(), await w.campaign()];
  [liA, liB, idle] = [await w.lineItem(campA), await w.lineItem(campB), await w.lineItem(campB)];
  facts.push(
    ...hourFacts(w.target(campA, liA, `${liA}1`, "SVC_TIMELINE"), START + 5 * HOUR, 10),
    ...hourFacts(w.target(campA, liA, `${liA}1`, "TAP_BANNER"), START + 8 * HOUR, 2),
    ...hourFacts(w.target(campB, liB, `${liB}1`, "ALL_ON_SVC"), START + 30 * HOUR, 4),
  );
  await writeHourFacts(facts);
});

const active = (params: Params) =>
  w.ads.get(`stats/accounts/${w.account}/active_entities`, {
    entity: "LINE_ITEM",
    start_time: iso(START),
    end_time: iso(START + 48 * HOUR),
    ...params,
  });
const byId = (r: { body: { data: AnyRecord[] } }) =>
  Object.fromEntries(r.body.data.map((d) => [d.entity_id, d]));

test("active entities: those with delivery in the range, the span of its hours, its placements", async () => {
  const r = await active({});
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const found = byId(r);
  assert.deepEqual(Object.keys(found).sort(), [liA, liB].sort());
  assert.ok(!(idle in found), "the line item without delivery is not listed");
  assert.deepEqual(found[liA], {
    entity_id: liA,
    activity_start_time: iso(START + 5 * HOUR),
    activity_end_time: iso(START + 15 * HOUR),
    placements: ["ALL_ON_SVC", "PUBLISHER_NETWORK"],
  });
  assert.deepEqual(found[liB].placements, ["ALL_ON_SVC"]);
  const early = byId(await active({ end_time: iso(START + 7 * HOUR) }));
  assert.deepEqual(Object.keys(early), [liA]);
  assert.equal(early[liA].activity_end_time, iso(START + 7 * HOUR));
});

test("active entities: by campaign, filtered by parents, creatives", async () => {
  const camps = byId(await active({ entity: "CAMPAIGN" }));
  assert.deepEqual(Object.keys(camps).sort(), [campA, campB].sort());
  const onlyB = byId(await active({ campaign_ids: campB }));
  assert.deepEqual(Object.keys(onlyB), [liB]);
  const posts = byId(await active({ entity: "PROMOTED_POST", line_item_ids: liA }));
  assert.deepEqual(Object.keys(posts), [`${liA}1`]);
  assert.deepEqual((await active({ entity: "MEDIA_CREATIVE" })).body.data, []);
});

test("active entities: whole hours, end after start, at most 90 days, a known entity", async () => {
  expectError(
    await active({ start_time: iso(START + 60_000) }),
    400,
    "INVALID_PARAMETER",
    "start_time",
  );
  expectError(await active({ end_time: iso(START) }), 400, "INVALID_PARAMETER", "end_time");
  const far = iso(START + 91 * 24 * HOUR);
  expectError(await active({ end_time: far }), 400, "INVALID_PARAMETER", "end_time");
  expectError(await active({ entity: "ACCOUNT" }), 400, "INVALID_PARAMETER", "entity");
});

const reach = (kind: string, params: Params) =>
  w.ads.get(`stats/accounts/${w.account}/reach/${kind}`, {
    start_time: iso(START),
    end_time: iso(START + 48 * HOUR),
    ...params,
  });

/** What the model says for the facts `keep` keeps: impressions over the largest audience. */
function modelled(keep: (f: HourFact) => boolean) {
  const kept = facts.filter(keep);
  const impressions = kept.reduce((t, f) => t + f.impressions, 0);
  const audience = Math.max(...kept.map((f) => f.audience_size));
  const people = reachOf(impressions, audience)!;
  return { people, frequency: Math.round((impressions / people) * 100) / 100, impressions };
}

test("reach of campaigns: the model's people reached and frequency; none for a campaign without delivery", async () => {
  const idleCamp = await w.campaign();
  const r = await reach("campaigns", { campaign_ids: `${campA},${idleCamp}` });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const want = modelled((f) => f.campaign_id === campA);
  assert.deepEqual(r.body.data, [
    { id: campA, total_audience_reach: want.people, average_frequency: want.frequency },
    { id: idleCamp, total_audience_reach: null, average_frequency: null },
  ]);
  assert.ok(want.people <= want.impressions && want.frequency >= 1);
});

test("reach of funding instruments pools their campaigns; unknown ids and long ranges are refused", async () => {
  const r = await reach("funding_instruments", { funding_instrument_ids: w.fi });
  const want = modelled(() => true);
  assert.deepEqual(r.body.data, [
    { id: w.fi, total_audience_reach: want.people, average_frequency: want.frequency },
  ]);
  expectError(
    await reach("campaigns", { campaign_ids: "1" }),
    400,
    "INVALID_PARAMETER",
    "campaign_ids",
  );
  const far = { funding_instrument_ids: w.fi, end_time: iso(START + 91 * 24 * HOUR) };
  expectError(await reach("funding_instruments", far), 400, "INVALID_PARAMETER", "end_time");
});

test("the model: more impressions reach more people, never more than the audience", () => {
  assert.equal(reachOf(0, 1000), null);
  assert.ok(reachOf(500, 1000)! < reachOf(1000, 1000)!);
  assert.ok(reachOf(1_000_000, 1000)! <= 1000);
  assert.equal(reachOf(1, 1_000_000), 1);
});
