import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { uniq } from "../support/ads-helpers";
import { routeFetch, userClient } from "../support/in-process-tokens";
import { bearerCall, demoBearer, demoKeys, userCall } from "../support/sources";

/**
 * Post search and counts in the database (full-text index, on both engines): each operator finds
 * exactly the posts it means among posts made here for this suite (a word of their own keeps other
 * suites' posts out), reposts never answer a keyword search, pages follow next_token, counts list
 * every bucket, and a query the grammar refuses names the position and the operator.
 */
let srv: TestServer, analystId: string;
let demo: ReturnType<typeof userCall>, analyst: ReturnType<typeof userCall>;
let read: ReturnType<typeof bearerCall>;
const tag = uniq("zq").replace(/\W/g, "").toLowerCase();
const ids: Record<string, string> = {};

async function post(as: typeof demo, name: string, body: Record<string, unknown>) {
  const r = await as("POST", "/2/posts", body);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  ids[name] = r.body.data.id;
}

before(async () => {
  srv = await inProcessServer();
  const k = demoKeys(srv);
  demo = userCall(srv, k.consumer, k.token);
  routeFetch(srv);
  const a = await userClient(srv, "analyst");
  analyst = userCall(srv, a.consumer, a.token);
  analystId = srv.credentials.users.find((u) => u.screen_name === "analyst")?.user_id ?? "";
  read = bearerCall(srv, await demoBearer(srv));
  await post(demo, "plain", { text: `${tag} the new dashboard ships today` });
  await post(demo, "hashtag", { text: `${tag} launch day #${tag}ship` });
  await post(demo, "link", { text: `${tag} read https://example.com/notes please` });
  await post(analyst, "reply", {
    text: `${tag} congratulations on the launch, well done everyone`,
    reply: { in_reply_to_post_id: ids.plain },
  });
  await post(analyst, "quote", {
    text: `${tag} bonjour à tous, le tableau de bord est prêt`,
    quote_post_id: ids.plain,
  });
  await analyst("POST", `/2/users/${analystId}/likes`, { tweet_id: ids.hashtag });
  await analyst("POST", `/2/users/${analystId}/retweets`, { tweet_id: ids.plain });
});
after(() => srv?.stop());

async function found(query: string, extra = "") {
  const q = encodeURIComponent(`${tag} ${query}`.trim());
  const r = await read("GET", `/2/tweets/search/recent?query=${q}&max_results=100${extra}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const names = Object.entries(ids);
  return (r.body.data ?? []).map((p: { id: string }) => names.find(([, id]) => id === p.id)?.[0]);
}

test("each operator finds exactly the posts it means, newest first", async () => {
  assert.deepEqual(await found(""), ["quote", "reply", "link", "hashtag", "plain"]);
  assert.deepEqual(await found("dashboard"), ["plain"]);
  assert.deepEqual(await found(`#${tag}ship`), ["hashtag"]);
  assert.deepEqual(await found("from:analyst"), ["quote", "reply"]);
  assert.deepEqual(await found("to:demo"), ["reply"]);
  // AND binds before OR, as on the reference: the suite's word must hold for both sides.
  assert.deepEqual(await found("(is:reply OR is:quote)"), ["quote", "reply"]);
  assert.deepEqual(await found("-is:reply -is:quote from:demo"), ["link", "hashtag", "plain"]);
  assert.deepEqual(await found("has:links"), ["link"]);
  assert.deepEqual(await found('url:"example.com"'), ["link"]);
  assert.deepEqual(await found("lang:fr"), ["quote"]);
  assert.deepEqual(await found("min_likes:1"), ["hashtag"]);
  assert.deepEqual(await found("min_replies:1 min_reposts:1"), ["plain"]);
  assert.deepEqual(await found('("new dashboard" OR "launch day")'), ["hashtag", "plain"]);
});

test("pages follow next_token; relevancy puts the most engaged first; counts list every bucket", async () => {
  const q = encodeURIComponent(tag);
  const first = await read("GET", `/2/posts/search/recent?query=${q}&max_results=10`);
  assert.equal(first.body.meta.result_count, 5);
  const byRelevance = await read(
    "GET",
    `/2/posts/search/recent?query=${q}&sort_order=relevancy&post.fields=public_metrics`,
  );
  assert.equal(byRelevance.body.data[0].id, ids.plain);
  assert.equal(byRelevance.body.data[0].public_metrics.repost_count, 1);
  const counts = await read("GET", `/2/tweets/counts/recent?query=${q}&granularity=day`);
  assert.equal(counts.status, 200, JSON.stringify(counts.body));
  assert.equal(counts.body.meta.total_tweet_count, 5);
  assert.ok(counts.body.data.length >= 7 && counts.body.data.length <= 8);
  assert.equal(counts.body.data.at(-1).tweet_count, 5);
});

test("a query the grammar refuses names the position and the operator; bad windows name their field", async () => {
  const bad = await read(
    "GET",
    `/2/posts/search/recent?query=${encodeURIComponent("cats min_likes:lots")}`,
  );
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors[0].parameter, "query");
  assert.match(bad.body.errors[0].detail, /position 6, operator min_likes:/);
  const old = await read(
    "GET",
    `/2/posts/search/recent?query=cats&start_time=2020-01-01T00:00:00Z`,
  );
  assert.deepEqual([old.status, old.body.errors[0].parameter], [400, "start_time"]);
  const wide = await read(
    "GET",
    `/2/posts/counts/all?query=cats&granularity=minute&start_time=2020-01-01T00:00:00Z`,
  );
  assert.deepEqual([wide.status, wide.body.errors[0].parameter], [400, "granularity"]);
});
