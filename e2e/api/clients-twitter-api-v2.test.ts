import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startClientsWorld, type ClientsWorld } from "../support/clients-harness";
import type { ClientProcess } from "../support/clients-rpc";
import { startReceiver } from "../support/webhooks";

/**
 * twitter-api-v2 (the most used client of the reference platform), unmodified, at its default
 * addresses (api.x.com, upload.x.com, ads-api.x.com) which the harness leads to the product.
 * The flows run in e2e/clients/twitter-api-v2.ts; what they return is checked here.
 */
let world: ClientsWorld;
let lib: ClientProcess;
const CALLBACK = "http://127.0.0.1:8765/callback";

before(async () => {
  world = await startClientsWorld();
  lib = world.node("twitter-api-v2");
});
after(() => world?.stop());

const c = () => world.srv.credentials;
const app = () => ({ appKey: c().consumer_key, appSecret: c().consumer_secret });
const owner = () => ({
  ...app(),
  accessToken: c().access_token,
  accessSecret: c().access_token_secret,
});
const user = (name: string) => c().users.find((u) => u.screen_name === name)!;

describe("OAuth 1.0a", () => {
  test("three-legged: request token, approval page, access token; v1.1 and v2 calls; invalidation answers 89", async () => {
    const who = user("analyst");
    const r = await lib.call("oauth1", { app: app(), user: who, callback: CALLBACK });
    assert.equal(r.screenName, "analyst");
    assert.equal(r.userId, who.user_id);
    assert.deepEqual(r.me, {
      id: who.user_id,
      name: (r.me as { name: string }).name,
      username: "analyst",
    });
    assert.equal((r.v1 as { id_str: string }).id_str, who.user_id);
    assert.ok((r.invalidated as { access_token: string }).access_token);
    assert.deepEqual(r.after, {
      status: 401,
      body: { errors: [{ code: 89, message: "Invalid or expired token." }] },
    });
  });

  test("PIN (oob): the approval page shows the PIN, which the library exchanges", async () => {
    const r = await lib.call("pin", { app: app(), user: user("outsider") });
    assert.equal(r.screenName, "outsider");
    assert.equal((r.me as { username: string }).username, "outsider");
  });
});

describe("app-only bearer token", () => {
  test("appLogin; a v2 call with it; invalidation through the generic post; then 89", async () => {
    const r = await lib.call("bearer", { app: app(), owner: owner() });
    assert.ok(Array.isArray((r.rules as { data?: unknown[] }).data ?? []));
    assert.ok((r.invalidated as { access_token: string }).access_token);
    assert.equal((r.after as { status: number }).status, 401);
  });
});

describe("OAuth 2.0 user flow with PKCE", () => {
  test("authorization link, approval, code exchange, v2 calls, refresh, revoke", async () => {
    const client = { clientId: c().consumer_key, clientSecret: c().consumer_secret };
    const r = await lib.call("oauth2", { client, user: user("analyst"), callback: CALLBACK });
    assert.equal(r.state, true, "the state comes back unchanged");
    // The reference's scope names are aliases: the token answers them as asked.
    assert.deepEqual([...(r.scope as string[])].sort(), [
      "offline.access",
      "tweet.read",
      "tweet.write",
      "users.read",
    ]);
    assert.equal((r.me as { username: string }).username, "analyst");
    assert.match((r.post as { id: string }).id, /^\d+$/);
    assert.deepEqual(r.deleted, { deleted: true });
    assert.equal(r.newToken, true);
    assert.equal((r.meAgain as { username: string }).username, "analyst");
    assert.equal((r.after as { status: number }).status, 401);
  });
});

test("v2 posts with the OAuth 1.0a user token: create and delete", async () => {
  const r = await lib.call("posts", { owner: owner() });
  assert.equal((r.post as { text: string }).text, "Posted by twitter-api-v2 with OAuth 1.0a");
  assert.deepEqual(r.deleted, { deleted: true });
});

test("engagement: like, retweet, reply, quote, follow, public_metrics of a lookup, and their undoing", async () => {
  const targetUserId = user("analyst").user_id;
  const r = await lib.call("engagement", { owner: owner(), targetUserId });
  assert.deepEqual(
    [r.liked, r.retweeted, r.followed],
    [{ liked: true }, { retweeted: true }, { following: true, pending_follow: false }],
  );
  assert.deepEqual(r.metrics, { like_count: 1, retweet_count: 1, reply_count: 1, quote_count: 1 });
  assert.ok((r.found as string[]).includes(r.post as string), JSON.stringify(r.found));
  assert.ok((r.counted as number) >= 3);
  assert.deepEqual(r.references, [
    [{ type: "replied_to", id: r.post }],
    [{ type: "quoted", id: r.post }],
  ]);
  assert.deepEqual(
    [r.unliked, r.unretweeted, r.unfollowed],
    [{ liked: false }, { retweeted: false }, { following: false }],
  );
});

test("news: search and lookup through the generic v2 get, refusals as ApiResponseError", async () => {
  const r = await lib.call("news", { app: app() });
  const found = r.found as {
    data?: { id: string; name: string }[];
    meta: { result_count: number };
  };
  assert.equal(found.meta.result_count, found.data?.length ?? 0);
  const missing = r.missing as { status: number; body: { errors: { reason: string }[] } };
  assert.deepEqual([missing.status, missing.body.errors[0].reason], [404, "ResourceNotFound"]);
  const bad = r.bad as { status: number; body: { errors: { parameter: string }[] } };
  assert.deepEqual([bad.status, bad.body.errors[0].parameter], [400, "max_age_hours"]);
});

test("usage: v2.usage() reads the app's daily usage, counts as strings; credits; days refused past 90", async () => {
  const r = await lib.call("usage", { app: app() });
  const t = (r.tweets as { data: Record<string, unknown> }).data;
  assert.match(String(t.project_usage), /^\d+$/);
  assert.ok(Array.isArray(t.daily_client_app_usage), JSON.stringify(t));
  const c = (r.credits as { data: Record<string, unknown> }).data;
  assert.deepEqual(Object.keys(c).sort(), ["free_balance", "prepaid_balance", "total_balance"]);
  const bad = r.bad as { status: number; body: { errors: { parameter: string }[] } };
  assert.deepEqual([bad.status, bad.body.errors[0].parameter], [400, "days"]);
});

test("community notes through the generic v2 calls: evaluate, both searches, a refusal", async () => {
  const r = await lib.call("notes", { owner: owner() });
  const score = (r.evaluated as { data: { claim_opinion_score: number } }).data.claim_opinion_score;
  assert.ok(score >= 0 && score <= 1, JSON.stringify(r.evaluated));
  assert.equal(
    typeof (r.eligible as { meta: { result_count: number } }).meta.result_count,
    "number",
  );
  assert.equal(
    typeof (r.written as { meta: { result_count: number } }).meta.result_count,
    "number",
  );
  const own = r.own as { status: number; body: { errors: { parameter: string }[] } };
  assert.deepEqual([own.status, own.body.errors[0].parameter], [400, "post_id"]);
});

test("advertising interface at ads-api.x.com: accounts, funding, a campaign created and read; sandbox", async () => {
  const r = await lib.call("ads", { owner: owner(), accountId: c().account_id });
  assert.ok((r.accounts as { id: string }[]).some((a) => a.id === c().account_id));
  const created = r.created as { id: string; name: string };
  assert.equal(created.name, "Made by twitter-api-v2");
  assert.deepEqual(
    (r.campaigns as { id: string }[]).map((x) => x.id),
    [created.id],
  );
  assert.ok(Array.isArray((r.sandbox as { data: unknown[] }).data));
});

test("media at upload.x.com: a simple image, and a video through INIT/APPEND/FINALIZE/STATUS", async () => {
  const r = await lib.call("media", { owner: owner() });
  const simple = r.simple as { media_key: string; image: unknown };
  assert.match(simple.media_key, /^3_\d+$/);
  assert.deepEqual(simple.image, { image_type: "image/jpeg", w: 400, h: 300 });
  const video = r.video as { media_id_string: string; media_key: string };
  assert.match(video.media_key, /^7_\d+$/);
  const status = r.status as { media_id_string: string; processing_info?: { state: string } };
  assert.equal(status.media_id_string, video.media_id_string);
  assert.equal(status.processing_info?.state ?? "succeeded", "succeeded");
});

test("webhooks through the generic calls: register (CRC answered), list, PUT (CRC again), delete", async () => {
  const receiver = await startReceiver(c().consumer_secret);
  try {
    const r = await lib.call("webhooks", { app: app(), url: receiver.url });
    const created = r.created as { id: string; url: string; valid: boolean };
    assert.equal(created.url, receiver.url);
    assert.equal(created.valid, true);
    assert.ok((r.listed as { data: { id: string }[] }).data.some((w) => w.id === created.id));
    assert.deepEqual((r.crc as { data: unknown }).data, { valid: true });
    assert.equal(receiver.tokens.length, 2, "one CRC at registration, one for the PUT");
    assert.deepEqual((r.deleted as { data: unknown }).data, { deleted: true });
    assert.ok(
      !((r.after as { data?: { id: string }[] }).data ?? []).some((w) => w.id === created.id),
    );
  } finally {
    await receiver.close();
  }
});

test("streams: the filtered stream (searchStream) and the activity stream (getStream) parse a new post", async () => {
  const word = `svcclients${Date.now().toString(36)}`;
  const r = await lib.call("streams", { app: app(), owner: owner(), word });
  const post = r.post as { id: string };
  const filtered = r.fromFiltered as { data: { id: string }; matching_rules: { tag: string }[] };
  assert.equal(filtered.data.id, post.id);
  assert.equal(filtered.matching_rules[0].tag, "clients");
  const activity = r.fromActivity as { data: { event_type: string } };
  assert.equal(activity.data.event_type, "post.create");
});
