import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { expectError, type AnyRecord, type Params } from "../support/ads-helpers";
import { postOf } from "../support/attach-helpers";
import { hourFacts, writeHourFacts, type HourFact } from "../support/analytics-facts";
import { analyticsWorld, HOUR, iso } from "../support/analytics-world";

/**
 * GET stats/accounts/:account_id (FACTS, "Advertising interface: analytics") on facts this file writes
 * itself (e2e/support/analytics-facts.ts): sums per hour, per day of the account's time zone (across
 * the clock change) and in total, per entity and placement; null for a metric without activity; the
 * metrics of paused and deleted line items; each refusal naming its parameter.
 */
let camp: string, li1: string, li2: string, li3: string, pp: string;
const facts: HourFact[] = [];
// Midnight of Friday 30 October 2026 in Los Angeles (the sandbox account's zone): clocks go back on the 1st.
const START = Date.parse("2026-10-30T07:00:00Z");

const w = analyticsWorld(async () => {
  camp = await w.campaign();
  [li1, li2, li3] = [await w.lineItem(camp), await w.lineItem(camp), await w.lineItem(camp)];
  const post = await postOf(w.ads, w.account, w.srv.credentials.user_id);
  const r = await w.ads.post(`accounts/${w.account}/promoted_posts`, {
    line_item_id: li1,
    post_ids: post.id,
  });
  pp = r.body.data[0].id;
  // Every fifth hour without delivery: those hours answer 0 within a series that is not null.
  facts.push(
    ...hourFacts(w.target(camp, li1, pp, "SVC_TIMELINE"), START, 120).filter((_, k) => k % 5 !== 0),
    ...hourFacts(w.target(camp, li1, pp, "TAP_NATIVE"), START, 24),
    ...hourFacts(w.target(camp, li2, "9000000000000000001", "ALL_ON_SVC"), START + 30 * HOUR, 48),
  );
  await writeHourFacts(facts);
});

const path = () => `stats/accounts/${w.account}`;
const base = {
  entity: "LINE_ITEM",
  granularity: "HOUR",
  metric_groups: "ENGAGEMENT,BILLING,VIDEO",
  placement: "ALL_ON_SVC",
  start_time: iso(START),
  end_time: iso(START + 7 * 24 * HOUR),
};
const stats = (params: Params) => w.ads.get(path(), { ...base, ...params });
const onSvc = (f: HourFact) => f.placement !== "TAP_NATIVE";

/** The expected series of `metric`: the kept facts summed into the intervals [bounds[k], bounds[k+1]). */
function expected(metric: keyof HourFact, keep: (f: HourFact) => boolean, bounds: number[]) {
  const out = bounds.slice(1).map(() => 0);
  for (const f of facts.filter(keep)) {
    const k = bounds.findIndex((b, i) => i + 1 < bounds.length && f.hour.getTime() < bounds[i + 1]);
    if (k >= 0 && f.hour.getTime() >= bounds[0]) out[k] += Number(f[metric]);
  }
  return out;
}
const hours = (n: number) => Array.from({ length: n + 1 }, (_, k) => START + k * HOUR);
const metricsOf = (r: { body: { data: AnyRecord[] } }, id: string) =>
  r.body.data.find((d) => d.id === id)!.id_data[0].metrics;

describe("synchronous stats", () => {
  test("HOUR: one value per hour, in the order of entity_ids; hours without delivery 0; a metric without activity null", async () => {
    const r = await stats({ entity_ids: `${li2},${li1}` });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.data_type, "stats");
    assert.equal(r.body.time_series_length, 168);
    assert.deepEqual(
      r.body.data.map((d: AnyRecord) => d.id),
      [li2, li1],
    );
    const m = metricsOf(r, li1);
    const of1 = (f: HourFact) => f.line_item_id === li1 && onSvc(f);
    for (const name of [
      "impressions",
      "engagements",
      "clicks",
      "billed_charge_local_micro",
    ] as const)
      assert.deepEqual(m[name], expected(name, of1, hours(168)), name);
    assert.equal(m.impressions[0], 0, "the first hour had no delivery");
    assert.equal(m.follows, null, "no follows at all");
    assert.equal(m.video_total_views, null, "no video views at all");
    assert.equal(r.body.data[0].id_data[0].segment, null);
    assert.deepEqual(r.body.request.params.entity_ids, [li2, li1]);
    assert.equal(r.body.request.params.start_time, iso(START));
  });

  test("DAY: the account's days (a 25-hour day as clocks go back), both times midnights there", async () => {
    const days = [0, 24, 48, 73, 97, 121].map((h) => START + h * HOUR);
    const r = await stats({
      entity_ids: li1,
      granularity: "DAY",
      end_time: iso(days[5]),
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.time_series_length, 5);
    const of1 = (f: HourFact) => f.line_item_id === li1 && onSvc(f);
    assert.deepEqual(metricsOf(r, li1).impressions, expected("impressions", of1, days));
  });

  test("TOTAL, each placement apart; SPOTLIGHT has no delivery", async () => {
    const total = { entity_ids: li1, granularity: "TOTAL" };
    const all = metricsOf(await stats(total), li1);
    const pn = metricsOf(await stats({ ...total, placement: "PUBLISHER_NETWORK" }), li1);
    const spot = metricsOf(await stats({ ...total, placement: "SPOTLIGHT" }), li1);
    const span = [START, START + 7 * 24 * HOUR];
    const of1 = (f: HourFact) => f.line_item_id === li1;
    assert.deepEqual(
      all.impressions,
      expected("impressions", (f) => of1(f) && onSvc(f), span),
    );
    assert.deepEqual(
      pn.impressions,
      expected("impressions", (f) => of1(f) && !onSvc(f), span),
    );
    assert.equal(spot.impressions, null);
  });

  test("CAMPAIGN, FUNDING_INSTRUMENT and ACCOUNT add up their line items; PROMOTED_POST its creative", async () => {
    const want = expected("impressions", onSvc, [START, START + 7 * 24 * HOUR]);
    const total = { granularity: "TOTAL", metric_groups: "ENGAGEMENT" };
    for (const [entity, id] of [
      ["CAMPAIGN", camp],
      ["FUNDING_INSTRUMENT", w.fi],
      ["ACCOUNT", w.account],
    ]) {
      const r = await stats({ ...total, entity, entity_ids: id });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(metricsOf(r, id).impressions, want, entity);
    }
    const acct = metricsOf(
      await stats({ ...total, entity: "ACCOUNT", entity_ids: w.account }),
      w.account,
    );
    assert.deepEqual(Object.keys(acct).sort(), [
      "clicks",
      "engagements",
      "follows",
      "impressions",
      "likes",
      "replies",
      "retweets",
    ]);
    const p = metricsOf(await stats({ ...total, entity: "PROMOTED_POST", entity_ids: pp }), pp);
    const ofPp = (f: HourFact) => f.creative_id === pp && onSvc(f);
    assert.deepEqual(p.impressions, expected("impressions", ofPp, [START, START + 7 * 24 * HOUR]));
  });

  test("a line item without facts: every metric null; groups without modelled metrics add none", async () => {
    const r = await stats({ entity_ids: li3, metric_groups: "ENGAGEMENT,MEDIA,WEB_CONVERSION" });
    const m = metricsOf(r, li3);
    assert.equal(Object.keys(m).length, 12);
    assert.ok(
      Object.values(m).every((v) => v === null),
      JSON.stringify(m),
    );
  });

  test("a paused, then deleted, line item's metrics stay readable", async () => {
    const before = (await stats({ entity_ids: li2 })).body.data;
    const paused = await w.ads.put(`accounts/${w.account}/line_items/${li2}`, {
      entity_status: "PAUSED",
    });
    assert.equal(paused.status, 200, JSON.stringify(paused.body));
    assert.deepEqual((await stats({ entity_ids: li2 })).body.data, before);
    assert.equal((await w.ads.delete(`accounts/${w.account}/line_items/${li2}`)).status, 200);
    const after = await stats({ entity_ids: li2 });
    assert.equal(after.status, 200, JSON.stringify(after.body));
    assert.deepEqual(after.body.data, before);
    assert.ok(metricsOf(after, li2).impressions.some((v: number) => v > 0));
  });
});

test("an answer is served again while its facts are unchanged; a write to them is seen at once", async () => {
  const li = await w.lineItem(camp);
  const q = { entity_ids: li, granularity: "TOTAL", metric_groups: "ENGAGEMENT" };
  const timing = (r: { headers: Headers }) => r.headers.get("server-timing");
  const impressions = async (want: string) => {
    const r = await stats(q);
    assert.equal(timing(r), `cache;desc="${want}"`);
    return metricsOf(r, li).impressions;
  };
  assert.equal(await impressions("miss"), null);
  assert.equal(await impressions("hit"), null);
  const [fact] = hourFacts({ ...facts[0], line_item_id: li, creative_id: `${li}7` }, START, 1);
  await writeHourFacts([fact]);
  assert.deepEqual(await impressions("miss"), [fact.impressions]);
  assert.deepEqual(await impressions("hit"), [fact.impressions]);
  const { db } = await import("../../lib/db/client");
  const { sql } = await import("drizzle-orm");
  await db().execute(sql`update ads_metric_hours set impressions = 7 where line_item_id = ${li}`);
  assert.deepEqual(await impressions("miss"), [7]);
  await db().execute(sql`delete from ads_metric_hours where line_item_id = ${li}`);
  assert.equal(await impressions("miss"), null);
});

describe("refusals name the parameter", () => {
  const cases: [string, Params, string][] = [
    [
      "entity_ids",
      { entity_ids: Array.from({ length: 21 }, (_, i) => `${i + 1}`).join(",") },
      "20",
    ],
    ["entity_ids", { entity_ids: "1" }, "No LINE_ITEM"],
    ["entity_ids", { entity: "ACCOUNT", entity_ids: "1", metric_groups: "ENGAGEMENT" }, "own id"],
    ["entity", { entity: "ORGANIC_POST" }, "PROMOTED_POST"],
    ["start_time", { start_time: iso(START + 1_800_000) }, "whole hour"],
    ["end_time", { end_time: iso(START) }, "after start_time"],
    ["end_time", { end_time: iso(START + 7 * 24 * HOUR + 2 * HOUR) }, "7 days"],
    ["start_time", { granularity: "DAY", start_time: iso(START + HOUR) }, "midnight"],
    ["end_time", { granularity: "DAY", end_time: iso(START + 25 * HOUR) }, "2026-10-31T07:00:00Z"],
    ["granularity", { granularity: "WEEK" }, "DAY, HOUR, TOTAL"],
    ["metric_groups", { metric_groups: "CONVERSIONS" }, "ENGAGEMENT"],
    ["metric_groups", { entity: "ACCOUNT", metric_groups: "BILLING" }, "ENGAGEMENT group only"],
    ["placement", { placement: "TIMELINE" }, "ALL_ON_SVC"],
  ];
  for (const [param, params, says] of cases)
    test(`${param}: ${JSON.stringify(params).slice(0, 60)}`, async () => {
      const e = expectError(
        await stats({ entity_ids: li1, ...params }),
        400,
        "INVALID_PARAMETER",
        param,
      );
      assert.ok(e.message.includes(says), e.message);
    });

  test("a required parameter left out: MISSING_PARAMETER naming it", async () => {
    for (const name of [
      "entity",
      "entity_ids",
      "start_time",
      "end_time",
      "granularity",
      "metric_groups",
      "placement",
    ]) {
      const params: Params = { ...base, entity_ids: li1 };
      delete params[name];
      const r = await w.ads.get(path(), params);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.equal(r.body.errors[0].parameter, name, JSON.stringify(r.body));
    }
  });
});
