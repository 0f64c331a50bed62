import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { fundingInstrument, sandboxAccount, sandboxSuite, type Ads } from "../support/ads-helpers";
import { postOf } from "../support/attach-helpers";
import { advance, deliveryRows, servingTree, sum } from "../support/delivery";
import { bearerCall, demoBearer } from "../support/sources";

/**
 * A promoted post's paid likes, reposts and replies count in its post's public_metrics, written with
 * the hour's facts (GET /2/tweets/:id shows them) when a production account delivers (a sandbox's
 * hours, run ahead of time, change nothing public), beside the population's engagement of an organic
 * post, which still adds exactly what its model gives; quotes are not simulated.
 */
let srv: TestServer, ads: Ads, me: string;
let read: ReturnType<typeof bearerCall>;

before(async () => {
  ({ srv, ads } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  read = bearerCall(srv, await demoBearer(srv));
});
after(() => srv?.stop());

async function metrics(id: string) {
  const r = await read("GET", `/2/tweets/${id}?tweet.fields=public_metrics`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.public_metrics;
}

test("paid engagement counts in the promoted post's public_metrics, beside the population's", async () => {
  const account = await sandboxAccount(ads);
  const fi = await fundingInstrument(ads, account);
  const tree = await servingTree(ads, account, fi, me, {
    lineItem: { objective: "ENGAGEMENTS", entity_status: "ACTIVE" },
    promote: false,
  });
  // An organic post (not promoted-only): the population engages with it too.
  const post = await postOf(ads, account, me, { nullcast: false });
  const r = await ads.post(`accounts/${account}/promoted_posts`, {
    line_item_id: tree.lineItem.id,
    post_ids: post.id,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const before = await metrics(post.id);
  // A sandbox account's hours never change what the public sees.
  await advance(ads, account, 36);
  assert.deepEqual(await metrics(post.id), before);
  // The same account as a production one: its next hours' paid engagement counts.
  const { db } = await import("../../lib/db/client");
  const { adAccounts } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const { runHours } = await import("../../lib/ads/delivery/run-hour");
  const sandboxFacts = (await deliveryRows(account)).facts;
  await db().update(adAccounts).set({ sandbox: false }).where(eq(adAccounts.id, account));
  await runHours(db(), account, { skipLocked: false, max: 24, nowMs: Date.now() });
  const facts = (await deliveryRows(account)).facts.filter(
    (f) => !sandboxFacts.some((g) => +g.hour === +f.hour && g.creative_id === f.creative_id),
  );
  const paid = {
    like_count: sum(facts, "likes"),
    retweet_count: sum(facts, "retweets"),
    reply_count: sum(facts, "replies"),
  };
  assert.ok(paid.like_count > 0, "the hours had paid likes");
  assert.deepEqual(await metrics(post.id), {
    like_count: before.like_count + paid.like_count,
    retweet_count: before.retweet_count + paid.retweet_count,
    reply_count: before.reply_count + paid.reply_count,
    quote_count: before.quote_count,
  });
  // The population's engagement adds its model's counts, settled, on top of the paid ones.
  const { applyPopulationEngagement } = await import("../../lib/engagement/population");
  const { finalEngagement } = await import("../../lib/engagement/population-model");
  await applyPopulationEngagement(new Date(Date.parse(post.created_at) + 80 * 3_600_000));
  const final = finalEngagement(post.id);
  assert.deepEqual(await metrics(post.id), {
    like_count: paid.like_count + final.likes,
    retweet_count: paid.retweet_count + final.reposts,
    reply_count: paid.reply_count + final.replies,
    quote_count: final.quotes,
  });
});
