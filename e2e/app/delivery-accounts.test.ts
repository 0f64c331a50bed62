import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { fundingInstrument, sandboxAccount, sandboxSuite, type Ads } from "../support/ads-helpers";
import { postOf } from "../support/attach-helpers";
import { advance, deliveryRows, servingTree, sum, sumBy } from "../support/delivery";
import { localOf } from "../../lib/ads/delivery/model/time";
import { SEGMENTATION_TYPES } from "../../lib/ads/analytics/schema";

/**
 * Account promotions deliver, through the sandbox's advance call and the analytics interface on the
 * real database: a FOLLOWERS line item carrying only a promoted account serves impressions, follows
 * and profile clicks (no likes, reposts, replies or link clicks: there is no post), charged by its
 * pay_by within its budget; its facts name the promoted account and its closed days' segments add
 * up; beside a promoted post both serve; billed per link click it serves nothing.
 */
let srv: TestServer, ads: Ads, me: string;
const TZ = "America/Los_Angeles"; // a sandbox account's time zone

before(async () => {
  ({ srv, ads } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

/** A sandbox account with a FOLLOWERS line item promoting the suite's user (and a post when asked). */
async function followersTree(lineItem: Record<string, string>, withPost = false) {
  const account = await sandboxAccount(ads);
  const fi = await fundingInstrument(ads, account);
  const tree = await servingTree(ads, account, fi, me, {
    lineItem: { objective: "FOLLOWERS", entity_status: "ACTIVE", ...lineItem },
    promote: false,
  });
  const li = tree.lineItem.id;
  const pa = await ads.post(`accounts/${account}/promoted_accounts`, {
    line_item_id: li,
    user_id: me,
  });
  assert.equal(pa.status, 201, JSON.stringify(pa.body));
  if (withPost) {
    const post = await postOf(ads, account, me);
    const r = await ads.post(`accounts/${account}/promoted_posts`, {
      line_item_id: li,
      post_ids: post.id,
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
  }
  return { account, fi, li, promoted: String(pa.body.data.id) };
}

test("a promoted account alone delivers follows, charged by its pay_by; the interface reads them", async () => {
  const t = await followersTree({ product_type: "PROMOTED_ACCOUNT", pay_by: "ENGAGEMENT" });
  const done = await advance(ads, t.account, 48);
  assert.ok(done.impressions > 0, "it serves");
  const { facts, segments, fundings } = await deliveryRows(t.account);
  assert.ok(facts.length > 0);
  for (const f of facts) {
    assert.deepEqual([f.creative_type, f.creative_id], ["PROMOTED_ACCOUNT", t.promoted]);
    assert.equal(f.engagements, f.clicks + f.follows);
    assert.equal(f.likes + f.retweets + f.replies + f.url_clicks + f.app_clicks, 0);
    assert.ok(f.billed_engagements <= f.engagements);
  }
  const billed = sum(facts, "billed_charge_local_micro");
  assert.ok(sum(facts, "follows") > 0 && billed > 0);
  assert.equal(fundings[0].spent_local_micro, billed);
  // The campaign's daily budget (50.00) per local day.
  const perDay = sumBy(
    facts,
    (f) => localOf(TZ, f.hour.getTime()).date,
    "billed_charge_local_micro",
  );
  for (const [day, s] of perDay) assert.ok(s <= 50_000_000, `${day}: ${s}`);
  // Each closed local day's segments add up to its facts.
  const closed = new Set(segments.map((s) => s.day));
  assert.ok(closed.size >= 1);
  for (const day of closed) {
    const dayFacts = facts.filter((f) => localOf(TZ, f.hour.getTime()).date === day);
    for (const type of SEGMENTATION_TYPES) {
      const rows = segments.filter((s) => s.day === day && s.segment_type === type);
      for (const m of ["impressions", "follows", "billed_charge_local_micro"])
        assert.equal(sum(rows, m), sum(dayFacts, m), `${day} ${type} ${m}`);
    }
  }
  const stats = await ads.get(`stats/accounts/${t.account}`, {
    entity: "LINE_ITEM",
    entity_ids: t.li,
    start_time: done.start_time,
    end_time: done.end_time,
    granularity: "TOTAL",
    metric_groups: "ENGAGEMENT,BILLING",
    placement: "ALL_ON_SVC",
  });
  assert.equal(stats.status, 200, JSON.stringify(stats.body));
  const metrics = stats.body.data[0].id_data[0].metrics;
  for (const m of ["impressions", "follows", "engagements", "billed_charge_local_micro"])
    assert.deepEqual(metrics[m], [sum(facts, m)], m);
  assert.equal(metrics.likes, null, "no post, no likes");
});

test("beside a promoted post both serve; billed per link click the account serves nothing", async () => {
  const both = await followersTree({ pay_by: "IMPRESSION" }, true);
  await advance(ads, both.account, 24);
  const kinds = new Set((await deliveryRows(both.account)).facts.map((f) => f.creative_type));
  assert.deepEqual([...kinds].sort(), ["PROMOTED_ACCOUNT", "PROMOTED_POST"]);
  const clicks = await followersTree({ product_type: "PROMOTED_ACCOUNT", pay_by: "LINK_CLICK" });
  const done = await advance(ads, clicks.account, 24);
  assert.equal(done.impressions, 0);
  assert.deepEqual((await deliveryRows(clicks.account)).facts, []);
});
