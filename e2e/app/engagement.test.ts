import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { uniq } from "../support/ads-helpers";
import { routeFetch, userClient } from "../support/in-process-tokens";
import {
  assertShape,
  bearerCall,
  demoBearer,
  demoKeys,
  eventsSince,
  outboxMark,
  userCall,
} from "../support/sources";

/**
 * Engagement as platform actions: likes, reposts (both spellings), replies and quotes through post
 * creation, following. Each is a row, counts in the original's public_metrics (read back through the
 * post lookup), and emits its event in the same transaction; refusals change nothing.
 */
let srv: TestServer, me: string, analystId: string;
let demo: ReturnType<typeof userCall>, analyst: ReturnType<typeof userCall>;
let read: ReturnType<typeof bearerCall>;

before(async () => {
  srv = await inProcessServer();
  me = srv.credentials.user_id;
  const k = demoKeys(srv);
  demo = userCall(srv, k.consumer, k.token);
  routeFetch(srv);
  const a = await userClient(srv, "analyst");
  analyst = userCall(srv, a.consumer, a.token);
  analystId = srv.credentials.users.find((u) => u.screen_name === "analyst")?.user_id ?? "";
  read = bearerCall(srv, await demoBearer(srv));
});
after(() => srv?.stop());

async function demoPost(text = uniq("engaging post")): Promise<string> {
  const r = await demo("POST", "/2/posts", { text });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data.id;
}

async function metrics(id: string, spelling = "tweets") {
  const field = spelling === "tweets" ? "tweet.fields" : "post.fields";
  const r = await read("GET", `/2/${spelling}/${id}?${field}=public_metrics,author_id`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.public_metrics;
}

describe("likes", () => {
  test("a like counts once, emits like.create to the author, and is taken back", async () => {
    const post = await demoPost();
    const mark = await outboxMark();
    for (let i = 0; i < 2; i++) {
      const r = await analyst("POST", `/2/users/${analystId}/likes`, { tweet_id: post });
      assert.deepEqual([r.status, r.body], [200, { data: { liked: true } }]);
    }
    assert.deepEqual(await metrics(post), {
      like_count: 1,
      retweet_count: 0,
      reply_count: 0,
      quote_count: 0,
    });
    const events = await eventsSince(mark);
    assert.deepEqual(
      events.map((e) => [e.kind, e.user_id, e.payload.source.id, e.payload.post_id]),
      [["like.create", me, analystId, post]],
    );
    await assertShape(events[0]);
    const gone = await analyst("DELETE", `/2/users/${analystId}/likes/${post}`);
    assert.deepEqual([gone.status, gone.body], [200, { data: { liked: false } }]);
    assert.equal((await metrics(post)).like_count, 0);
  });

  test("liking as another user, or a post that does not exist, is refused and changes nothing", async () => {
    const post = await demoPost();
    const mark = await outboxMark();
    const other = await demo("POST", `/2/users/${analystId}/likes`, { post_id: post });
    assert.equal(other.status, 403);
    assert.equal(other.body.errors[0].parameter, "id");
    const missing = await analyst("POST", `/2/users/${analystId}/likes`, { tweet_id: "1" });
    assert.equal(missing.status, 404);
    assert.deepEqual(
      [missing.body.errors[0].parameter, missing.body.errors[0].value],
      ["tweet_id", "1"],
    );
    const empty = await analyst("POST", `/2/users/${analystId}/likes`, {});
    assert.equal(empty.status, 400);
    assert.match(empty.body.errors[0].detail, /tweet_id or post_id/);
    assert.equal((await metrics(post)).like_count, 0);
    assert.deepEqual(await eventsSince(mark), []);
  });
});

describe("reposts", () => {
  test("both spellings repost once, the repost reads as RT, and taking it back deletes it", async () => {
    const text = uniq("worth reposting");
    const post = await demoPost(text);
    const mark = await outboxMark();
    const r = await analyst("POST", `/2/users/${analystId}/retweets`, { tweet_id: post });
    assert.deepEqual([r.status, r.body], [200, { data: { retweeted: true } }]);
    const again = await analyst("POST", `/2/users/${analystId}/reposts`, { post_id: post });
    assert.deepEqual([again.status, again.body], [200, { data: { reposted: true } }]);
    assert.equal((await metrics(post, "posts")).repost_count, 1);
    const [e, ...rest] = await eventsSince(mark);
    assert.equal(rest.length, 0);
    assert.deepEqual([e.kind, e.user_id, e.payload.repost_of_id], ["post.repost.create", me, post]);
    await assertShape(e);
    const repostId = e.payload.post.id;
    const seen = await read("GET", `/2/tweets/${repostId}?tweet.fields=referenced_tweets`);
    assert.equal(seen.body.data.text, `RT @demo: ${text}`);
    assert.deepEqual(seen.body.data.referenced_tweets, [{ type: "retweeted", id: post }]);
    const undo = await analyst("DELETE", `/2/users/${analystId}/retweets/${post}`);
    assert.deepEqual([undo.status, undo.body], [200, { data: { retweeted: false } }]);
    assert.equal((await metrics(post)).retweet_count, 0);
    assert.equal((await read("GET", `/2/tweets/${repostId}`)).status, 404);
  });
});

describe("replies and quotes", () => {
  test("a reply and a quote count on the original and tell its author; deleting the reply uncounts it", async () => {
    const post = await demoPost();
    const mark = await outboxMark();
    const reply = await analyst("POST", "/2/tweets", {
      text: uniq("Congratulations"),
      reply: { in_reply_to_tweet_id: post },
    });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    const quote = await analyst("POST", "/2/posts", { text: uniq("Look"), quote_post_id: post });
    assert.equal(quote.status, 201, JSON.stringify(quote.body));
    const events = await eventsSince(mark);
    assert.deepEqual(
      events.map((e) => [e.kind, e.user_id]),
      [
        ["post.create", analystId],
        ["post.reply.create", me],
        ["post.create", analystId],
        ["post.quote.create", me],
      ],
    );
    for (const e of events) await assertShape(e);
    assert.deepEqual(await metrics(post), {
      like_count: 0,
      retweet_count: 0,
      reply_count: 1,
      quote_count: 1,
    });
    const fields = "tweet.fields=referenced_tweets,in_reply_to_user_id";
    const seen = await read("GET", `/2/tweets/${reply.body.data.id}?${fields}`);
    assert.deepEqual(seen.body.data.referenced_tweets, [{ type: "replied_to", id: post }]);
    assert.equal(seen.body.data.in_reply_to_user_id, me);
    assert.equal(seen.body.includes, undefined, "no includes without expansions");
    const expanded = await read(
      "GET",
      `/2/tweets/${reply.body.data.id}?expansions=author_id,referenced_tweets.id,referenced_tweets.id.author_id&user.fields=verified`,
    );
    assert.deepEqual(
      expanded.body.includes.users.map((u: { id: string; verified: boolean }) => u.id),
      [analystId, me],
      "the reply's author, then the original's, each once",
    );
    assert.equal(typeof expanded.body.includes.users[0].verified, "boolean");
    assert.deepEqual(
      expanded.body.includes.tweets.map((t: { id: string }) => t.id),
      [post],
    );
    const badExpansion = await read("GET", `/2/tweets/${post}?expansions=geo.place_id`);
    assert.equal(badExpansion.status, 400);
    assert.equal(badExpansion.body.errors[0].parameter, "expansions");
    assert.equal((await analyst("DELETE", `/2/posts/${reply.body.data.id}`)).status, 200);
    assert.equal((await metrics(post)).reply_count, 0);
  });

  test("a reply to a post that does not exist is refused, naming the field, and nothing is posted", async () => {
    const mark = await outboxMark();
    const r = await analyst("POST", "/2/posts", {
      text: uniq("into the void"),
      reply: { in_reply_to_post_id: "42" },
    });
    assert.equal(r.status, 404);
    assert.equal(r.body.errors[0].parameter, "reply.in_reply_to_post_id");
    assert.deepEqual(await eventsSince(mark), []);
  });
});

describe("following", () => {
  test("follow and unfollow emit their events; following oneself is refused", async () => {
    const mark = await outboxMark();
    const r = await analyst("POST", `/2/users/${analystId}/following`, { target_user_id: me });
    assert.deepEqual(
      [r.status, r.body],
      [200, { data: { following: true, pending_follow: false } }],
    );
    const undo = await analyst("DELETE", `/2/users/${analystId}/following/${me}`);
    assert.deepEqual([undo.status, undo.body], [200, { data: { following: false } }]);
    const events = await eventsSince(mark);
    assert.deepEqual(
      events.map((e) => [e.kind, e.user_id, e.payload.target.id]),
      [
        ["follow.follow", analystId, me],
        ["follow.unfollow", analystId, me],
      ],
    );
    for (const e of events) await assertShape(e);
    const self = await analyst("POST", `/2/users/${analystId}/following`, {
      target_user_id: analystId,
    });
    assert.equal(self.status, 400);
    assert.equal(self.body.errors[0].parameter, "target_user_id");
  });
});

describe("the population's engagement", () => {
  test("follows the model by the post's age, adds nothing twice, and adds to real likes", async () => {
    const { applyPopulationEngagement } = await import("../../lib/engagement/population");
    const { engagementAt, finalEngagement } = await import("../../lib/engagement/population-model");
    // A post the population likes at all (a small reach can end with none: the model draws it from the id).
    let post = await demoPost();
    while (finalEngagement(post).likes === 0) post = await demoPost();
    await analyst("POST", `/2/users/${analystId}/likes`, { tweet_id: post });
    const born = Date.now();
    const at = (hours: number) => new Date(born + hours * 3_600_000);
    await applyPopulationEngagement(at(2));
    const half = engagementAt(post, at(2).getTime() - born);
    const m1 = await metrics(post);
    assert.equal(m1.like_count, 1 + half.likes);
    await applyPopulationEngagement(at(2));
    assert.deepEqual(await metrics(post), m1);
    await applyPopulationEngagement(at(80));
    const final = finalEngagement(post);
    assert.deepEqual(await metrics(post), {
      like_count: 1 + final.likes,
      retweet_count: final.reposts,
      reply_count: final.replies,
      quote_count: final.quotes,
    });
    assert.ok(final.likes >= half.likes);
  });
});
