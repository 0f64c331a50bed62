import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  campaign,
  expectError,
  lineItemParams,
  sandboxSuite,
  type Ads,
  type AnyRecord,
  type Params,
} from "../support/ads-helpers";
import {
  hourFacts,
  writeHourFacts,
  type FactTarget,
  type HourFact,
} from "../support/analytics-facts";
import { reachOf } from "../../lib/ads/analytics/reach";

/**
 * GET stats/accounts/:account_id/active_entities and reach/campaigns, reach/funding_instruments
 * (FACTS) on facts this file writes: which entities delivered in a range, over which hours and
 * placements; reach and frequency from impressions and audience sizes by the documented model.
 */
let srv: TestServer, ads: Ads, account: string, fi: string;
let campA: string, campB: string, liA: string, liB: string, idle: string;
const facts: HourFact[] = [];
const HOUR = 3_600_000;
const START = Date.parse("2026-10-30T07:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

async function lineItem(camp: string): Promise<string> {
  const params = lineItemParams(camp, { objective: "ENGAGEMENTS" }) as Params;
  const r = await ads.post(`accounts/${account}/line_items`, params);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data.id;
}

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
  [campA, campB] = [(await campaign(ads, account, fi)).id, (await campaign(ads, account, fi)).id];
  [liA, liB, idle] = [await lineItem(campA), await lineItem(campB), await lineItem(campB)];
  const of = (camp: string, li: string, placement: string): FactTarget => ({
    account_id: account,
    funding_instrument_id: fi,
    campaign_id: camp,
    line_item_id: li,
    creative_type: "PROMOTED_POST",
    creative_id: `${li}1`,
    placement,
  });
  facts.push(
    ...hourFacts(of(campA, liA, "SVC_TIMELINE"), START + 5 * HOUR, 10),
    ...hourFacts(of(campA, liA, "TAP_BANNER"), START + 8 * HOUR, 2),
    ...hourFacts(of(campB, liB, "ALL_ON_SVC"), START + 30 * HOUR, 4),
  );
  await writeHourFacts(facts);
});
after(() => srv?.stop());

const active = (params: Params) =>
  ads.get(`stats/accounts/${account}/active_entities`, {
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
  ads.get(`stats/accounts/${account}/reach/${kind}`, {
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
  const idleCamp = (await campaign(ads, account, fi)).id;
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
  const r = await reach("funding_instruments", { funding_instrument_ids: fi });
  const want = modelled(() => true);
  assert.deepEqual(r.body.data, [
    { id: fi, total_audience_reach: want.people, average_frequency: want.frequency },
  ]);
  expectError(
    await reach("campaigns", { campaign_ids: "1" }),
    400,
    "INVALID_PARAMETER",
    "campaign_ids",
  );
  const far = { funding_instrument_ids: fi, end_time: iso(START + 91 * 24 * HOUR) };
  expectError(await reach("funding_instruments", far), 400, "INVALID_PARAMETER", "end_time");
});

test("the model: more impressions reach more people, never more than the audience", () => {
  assert.equal(reachOf(0, 1000), null);
  assert.ok(reachOf(500, 1000)! < reachOf(1000, 1000)!);
  assert.ok(reachOf(1_000_000, 1000)! <= 1000);
  assert.equal(reachOf(1, 1_000_000), 1);
});
