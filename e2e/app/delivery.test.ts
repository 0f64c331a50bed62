import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { useTestClock } from "../support/clock";
import { sandboxSuite, type Ads } from "../support/ads-helpers";
import { seedLibraryMedia } from "../support/seeded-media";
import { advance, deliveryRows, servingTree, sum, sumBy } from "../support/delivery";
import { METRIC_NAMES } from "../../lib/ads/delivery/model/metrics";
import { floorHour, localOf } from "../../lib/ads/delivery/model/time";
import { SEGMENTATION_TYPES } from "../../lib/ads/analytics/schema";

/**
 * The delivery simulator through the sandbox's advance call, on the real database (PGlite, or
 * PostgreSQL with DATABASE_URL): what is served is written as facts, charged to the funding
 * instrument and counted in the totals in agreement; metrics are whole and never negative; every
 * closed day's segments of each type add up to its facts; the same state and seed give the same
 * numbers again.
 */
let srv: TestServer, ads: Ads, me: string;
const clock = useTestClock();
const TZ = "America/Los_Angeles"; // a sandbox account's time zone

before(async () => {
  ({ srv, ads } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

async function freshAccount() {
  const { sandboxAccount, fundingInstrument } = await import("../support/ads-helpers");
  const account = await sandboxAccount(ads);
  return { account, fi: await fundingInstrument(ads, account) };
}

test("served hours become facts, charges and totals that agree; closed days' segments add up", async () => {
  const { account, fi } = await freshAccount();
  const video = { objective: "VIDEO_VIEWS", entity_status: "ACTIVE" };
  const a = await servingTree(ads, account, fi, me, {
    criteria: [
      ["LOCATION", "US"],
      ["AGE", "AGE_25_TO_49"],
      ["BROAD_KEYWORD", "music"],
    ],
  });
  const key = await seedLibraryMedia(ads, account, { type: "VIDEO", width: 640, height: 360 });
  const b = await servingTree(ads, account, fi, me, {
    lineItem: video,
    criteria: [["LOCATION", "GB"]],
    post: { media_keys: key },
  });
  const done = await advance(ads, account, 60);
  assert.equal(done.hours, 60);
  assert.ok(done.impressions > 0);
  const { facts, segments, totals, fundings } = await deliveryRows(account);
  const served = new Set(facts.map((f) => f.line_item_id));
  assert.deepEqual([...served].sort(), [a.lineItem.id, b.lineItem.id].sort());
  for (const f of facts) {
    for (const m of METRIC_NAMES)
      assert.ok(Number.isInteger(f[m as "impressions"]) && f[m as "impressions"] >= 0);
    assert.ok(f.impressions > 0 && f.audience_size > 0 && f.placement === "ALL_ON_SVC");
    assert.ok(f.engagements >= f.clicks && f.clicks >= f.url_clicks);
    assert.ok(
      Date.parse(done.start_time) <= f.hour.getTime() &&
        f.hour.getTime() < Date.parse(done.end_time),
    );
  }
  // Charges: the funding instrument's spend is the facts' billed charge, as are the totals.
  const billed = sum(facts, "billed_charge_local_micro");
  assert.ok(billed > 0);
  assert.equal(fundings[0].spent_local_micro, billed);
  const byLine = sumBy(facts, (f) => String(f.line_item_id), "billed_charge_local_micro");
  const byCampaign = sumBy(facts, (f) => String(f.campaign_id), "billed_charge_local_micro");
  assert.equal(totals.length, 4, "two line items and two campaigns spent");
  for (const t of totals) {
    const expected = (t.entity_type === "LINE_ITEM" ? byLine : byCampaign).get(t.entity_id);
    assert.equal(t.spent_local_micro, expected, `${t.entity_type} ${t.entity_id}`);
  }
  // The daily budget (50.00 a campaign) per local day.
  const perDay = sumBy(
    facts,
    (f) => `${f.campaign_id} ${localOf(TZ, f.hour.getTime()).date}`,
    "billed_charge_local_micro",
  );
  for (const [k, s] of perDay) assert.ok(s <= 50_000_000, `${k}: ${s}`);
  const fiRecord = (await ads.get(`accounts/${account}/funding_instruments/${fi}`)).body.data;
  assert.equal(fiRecord.credit_remaining_local_micro, 10_000_000_000 - billed);
  // Segments: each closed local day, each type, each cell adds up to the day's facts.
  const closed = new Set(segments.map((s) => s.day));
  assert.ok(closed.size >= 2, `days closed: ${[...closed].join(", ")}`);
  for (const day of closed) {
    const dayFacts = facts.filter((f) => localOf(TZ, f.hour.getTime()).date === day);
    const cell = (r: Record<string, unknown>) =>
      `${r.line_item_id} ${r.creative_id} ${r.placement}`;
    for (const type of SEGMENTATION_TYPES) {
      const rows = segments.filter((s) => s.day === day && s.segment_type === type);
      for (const m of [
        "impressions",
        "engagements",
        "billed_charge_local_micro",
        "video_total_views",
      ])
        assert.deepEqual(sumBy(rows, cell, m), sumBy(dayFacts, cell, m), `${day} ${type} ${m}`);
    }
  }
  const ofA = segments.filter((s) => s.line_item_id === a.lineItem.id);
  assert.deepEqual(
    [...new Set(ofA.filter((s) => s.segment_type === "LOCATIONS").map((s) => s.segment_value))],
    ["US"],
  );
  const ages = new Set(ofA.filter((s) => s.segment_type === "AGE").map((s) => s.segment_value));
  assert.ok(
    [...ages].every((v) => ["AGE_25_TO_34", "AGE_35_TO_44", "AGE_45_TO_54"].includes(v)),
    [...ages].join(),
  );
  assert.ok(ofA.some((s) => s.segment_type === "KEYWORDS" && s.segment_value === "music"));
  assert.ok(facts.some((f) => f.line_item_id === b.lineItem.id && f.video_total_views > 0));
});

test("the same state and seed give the same numbers again", async () => {
  const { account, fi } = await freshAccount();
  await servingTree(ads, account, fi, me, { campaign: { standard_delivery: false } });
  const at = Date.now();
  clock.set(at);
  const first = await advance(ads, account, 30);
  assert.ok(first.impressions > 0);
  const before = await deliveryRows(account);
  const { db } = await import("../../lib/db/client");
  const s = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  await db().transaction(async (tx) => {
    await tx.delete(s.adsMetricHours).where(eq(s.adsMetricHours.account_id, account));
    await tx.delete(s.adsMetricSegmentDays).where(eq(s.adsMetricSegmentDays.account_id, account));
    await tx.delete(s.adsDeliveryTotals).where(eq(s.adsDeliveryTotals.account_id, account));
    await tx
      .update(s.fundingInstruments)
      .set({ spent_local_micro: 0 })
      .where(eq(s.fundingInstruments.account_id, account));
    await tx
      .update(s.campaigns)
      .set({ delivery_stop: null })
      .where(eq(s.campaigns.account_id, account));
    await tx
      .update(s.adsDeliveryClocks)
      .set({ next_hour: new Date(floorHour(at)) })
      .where(eq(s.adsDeliveryClocks.account_id, account));
  });
  clock.set(at);
  const again = await advance(ads, account, 30);
  assert.deepEqual(again, first);
  const after = await deliveryRows(account);
  const key = (r: Record<string, unknown>) => JSON.stringify(r);
  assert.deepEqual(after.facts.map(key).sort(), before.facts.map(key).sort());
  assert.deepEqual(after.segments.map(key).sort(), before.segments.map(key).sort());
  assert.equal(after.fundings[0].spent_local_micro, before.fundings[0].spent_local_micro);
});
