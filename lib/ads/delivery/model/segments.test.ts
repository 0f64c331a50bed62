import { test } from "node:test";
import assert from "node:assert/strict";
import { splitCapped, splitDay } from "./segments";
import { cappedImpressions, cappedMean, reachOf } from "./frequency";
import { auction, phi } from "./market";
import { METRIC_NAMES } from "./metrics";

test("a day's facts split over segment values add up to the facts, children within parents", () => {
  const facts: Record<string, number> = Object.fromEntries(METRIC_NAMES.map((m) => [m, 0]));
  Object.assign(facts, {
    impressions: 10_007,
    engagements: 211,
    clicks: 97,
    url_clicks: 80,
    likes: 41,
    retweets: 9,
    replies: 3,
    qualified_impressions: 8_300,
    billed_engagements: 80,
    billed_charge_local_micro: 36_123_457,
    video_total_views: 1_500,
    video_views_25: 900,
    video_views_50: 650,
    video_views_75: 500,
    video_views_100: 401,
  });
  const weights = new Map([
    ["US", 41],
    ["GB", 13],
    ["JP", 7],
    ["OTHER", 3],
    ["FR", 0],
  ]);
  const split = splitDay(facts, weights);
  assert.ok(!split.has("FR"), "a value nobody holds gets no row");
  for (const m of METRIC_NAMES) {
    const total = [...split.values()].reduce((s, r) => s + r[m], 0);
    assert.equal(total, facts[m], m);
  }
  for (const r of split.values()) {
    assert.ok(r.engagements <= r.impressions && r.clicks <= r.engagements);
    assert.ok(r.url_clicks <= r.clicks && r.video_views_100 <= r.video_views_75);
    assert.ok(r.billed_engagements <= r.engagements);
  }
  assert.deepEqual(splitCapped(5, [1, 1, 1], [0, 5, 1]), [0, 4, 1]);
  assert.deepEqual(splitCapped(0, [1, 2]), [0, 0]);
});

test("frequency: capped impressions never pass the cap per person; reach saturates", () => {
  assert.equal(cappedMean(0, 3), 0);
  for (const lambda of [0.1, 1, 3, 10, 800]) {
    const m = cappedMean(lambda, 3);
    assert.ok(m <= 3 && m <= lambda + 1e-9, `λ ${lambda}: ${m}`);
  }
  let served = 0;
  for (let h = 0; h < 500; h++) served += cappedImpressions(1_000, 2, served, 400);
  assert.ok(served <= 2_000 + 1e-6 && served > 1_900, `${served}`);
  assert.equal(cappedImpressions(1_000, null, 5_000, 400), 400, "no cap: what is offered");
  assert.ok(reachOf(1_000, 10_000) <= 1_000 && reachOf(1_000, 10) > 9);
});

test("the auction: a higher bid wins more and never pays more than it bids", () => {
  assert.ok(Math.abs(phi(0) - 0.5) < 1e-7 && Math.abs(phi(1.96) - 0.975) < 1e-4);
  let lastWin = 0;
  for (const bid of [100_000, 300_000, 600_000, 1_200_000, 5_000_000]) {
    const a = auction("LINK_CLICK", "ALL_ON_SVC", "USD", "MAX", bid);
    assert.ok(a.win >= lastWin && a.price <= bid, `bid ${bid}: ${JSON.stringify(a)}`);
    lastWin = a.win;
  }
  const target = auction("LINK_CLICK", "ALL_ON_SVC", "USD", "TARGET", 400_000);
  assert.ok(target.price <= 400_000);
  const auto = auction("IMPRESSION", "ALL_ON_SVC", "JPY", "AUTO", null);
  assert.ok(Math.abs(auto.win - 0.7) < 0.01 && auto.price > 100_000_000, "yen prices");
});
