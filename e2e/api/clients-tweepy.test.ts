import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { startClientsWorld, type ClientsWorld } from "../support/clients-harness";
import type { ClientProcess } from "../support/clients-rpc";
import { startReceiver } from "../support/webhooks";

/**
 * tweepy (Debian's python3-tweepy), unmodified, at its built-in address api.twitter.com (and
 * upload.x.com through its upload_host option), which the harness leads to the product. The flows
 * run in e2e/clients/python/tweepy_client.py; the user's approvals happen in the product's pages,
 * driven from a Node process (e2e/clients/browser.ts) when tweepy asks for them.
 */
let world: ClientsWorld;
let lib: ClientProcess;
// tweepy's OAuth 2.0 handler (oauthlib) takes only https redirect URIs: the demo app registers one.
const HTTPS_CALLBACK = "https://demo-app.example/callback";
const CALLBACK = "http://127.0.0.1:8765/callback";

before(async () => {
  const probe = spawnSync("/usr/bin/python3", ["-c", "import tweepy"], { encoding: "utf8" });
  if (probe.status !== 0)
    throw new Error(
      `tweepy is not installed for /usr/bin/python3 (run scripts/ensure-python-clients.sh as root, or apt-get install -y python3-tweepy): ${probe.stderr}`,
    );
  world = await startClientsWorld();
  const browser = world.node("browser");
  lib = world.python("tweepy_client", (what, args) => browser.call(what, args));
});
after(() => world?.stop());

const c = () => world.srv.credentials;
const app = () => ({ key: c().consumer_key, secret: c().consumer_secret });
const owner = () => ({ token: c().access_token, secret: c().access_token_secret });
const user = (name: string) => c().users.find((u) => u.screen_name === name)!;
type Refusal = { status: number; codes: number[] };

describe("OAuth 1.0a", () => {
  test("three-legged with OAuth1UserHandler; v1.1 and v2 calls; invalidation, then 89", async () => {
    const who = user("analyst");
    const r = await lib.call("oauth1", { app: app(), user: who, callback: CALLBACK });
    assert.equal(r.screen_name, "analyst");
    assert.equal(r.id, who.user_id);
    assert.deepEqual(r.v2, { id: who.user_id, username: "analyst" });
    assert.equal(r.invalidated, 200);
    assert.deepEqual(r.after, { status: 401, codes: [89] });
  });

  test("PIN (oob): the PIN from the approval page is the verifier", async () => {
    const r = await lib.call("pin", { app: app(), user: user("outsider") });
    assert.equal(r.screen_name, "outsider");
  });
});

test("app-only bearer token (OAuth2AppHandler): a v2 call, invalidation, then refused", async () => {
  const r = await lib.call("bearer", { app: app(), owner: owner() });
  assert.ok(Array.isArray(r.rules));
  assert.equal(r.invalidated, 200);
  assert.equal((r.after as Refusal).status, 401);
});

// tweepy's handler (oauthlib 3.2) makes a 171-character code_verifier, over RFC 7636's 128: the
// product takes up to 256, as the reference platform takes tweepy's.
test("OAuth 2.0 with PKCE (OAuth2UserHandler): code, v2 calls, refresh, revoke", async () => {
  const client = { id: c().consumer_key, secret: c().consumer_secret };
  const r = await lib.call("oauth2", { client, user: user("analyst"), callback: HTTPS_CALLBACK });
  assert.equal(r.state, true);
  // The reference's names, answered as asked: oauthlib refuses a token whose scope changed.
  assert.deepEqual(r.scope, ["offline.access", "tweet.read", "tweet.write", "users.read"]);
  assert.equal(r.me, "analyst");
  assert.match((r.post as { id: string }).id, /^\d+$/);
  assert.deepEqual(r.deleted, { deleted: true });
  assert.equal(r.new_token, true);
  assert.equal(r.again, "analyst");
  assert.equal(r.revoked, 200);
  assert.equal((r.after as Refusal).status, 401);
});

test("v2 posts with the OAuth 1.0a user token: create_tweet and delete_tweet", async () => {
  const r = await lib.call("posts", { app: app(), owner: owner() });
  assert.equal((r.post as { text: string }).text, "Posted by tweepy with OAuth 1.0a");
  assert.deepEqual(r.deleted, { deleted: true });
});

test("engagement: like, retweet, reply, quote, follow, get_tweet's public_metrics, and their undoing", async () => {
  const target = user("analyst").user_id;
  const r = await lib.call("engagement", { app: app(), owner: owner(), target_user_id: target });
  assert.deepEqual(
    [r.liked, r.retweeted, r.followed],
    [{ liked: true }, { retweeted: true }, { following: true, pending_follow: false }],
  );
  assert.deepEqual(r.metrics, { like_count: 1, retweet_count: 1, reply_count: 1, quote_count: 1 });
  assert.equal(r.author_id, c().user_id);
  assert.deepEqual(r.edit_history, [r.post]);
  assert.deepEqual(r.referenced, [["replied_to", r.post]]);
  // expansions: the reply's author in includes.users, the post it answers in includes.tweets.
  assert.deepEqual(r.included, { users: [c().screen_name], tweets: [r.post] });
  // search_recent_tweets and get_recent_tweets_count: the post (not its reply, quote or repost).
  assert.ok((r.found as string[]).includes(r.post as string), JSON.stringify(r.found));
  assert.ok(((r.counted as number) ?? 0) >= 3);
  assert.deepEqual(
    [r.unliked, r.unretweeted, r.unfollowed],
    [{ liked: false }, { retweeted: false }, { following: false }],
  );
});

test("advertising interface at ads-api.x.com, signed by tweepy's OAuth 1.0a handler", async () => {
  const r = await lib.call("ads", { app: app(), owner: owner(), account_id: c().account_id });
  const accounts = (r.accounts as { data: { id: string }[] }).data;
  assert.ok(accounts.some((a) => a.id === c().account_id));
  assert.equal(r.status, 201, JSON.stringify(r.created));
  assert.equal((r.created as { data: { name: string } }).data.name, "Made by tweepy");
});

test("media: simple_upload of an image, media_upload of a video in chunks (INIT/APPEND/FINALIZE/STATUS)", async () => {
  const r = await lib.call("media", { app: app(), owner: owner() });
  assert.deepEqual((r.simple as { image: unknown }).image, {
    image_type: "image/jpeg",
    w: 400,
    h: 300,
  });
  const status = r.status as { media_id: string; info: { state: string } | null };
  assert.equal(status.media_id, r.video);
  assert.equal(status.info?.state ?? "succeeded", "succeeded");
});

test("webhooks through Client.request: register (CRC answered), list, PUT (CRC), delete", async () => {
  const receiver = await startReceiver(c().consumer_secret);
  try {
    const r = await lib.call("webhooks", { app: app(), url: receiver.url });
    const created = r.created as { id: string; valid: boolean };
    assert.equal(created.valid, true);
    assert.ok((r.listed as { data: { id: string }[] }).data.some((w) => w.id === created.id));
    assert.deepEqual(r.crc, { data: { valid: true } });
    assert.deepEqual(r.deleted, { data: { deleted: true } });
    assert.equal(receiver.tokens.length, 2);
  } finally {
    await receiver.close();
  }
});

test("StreamingClient: a rule, the filtered stream, a new post arrives with its matching rule", async () => {
  const word = `svctweepy${Date.now().toString(36)}`;
  const r = await lib.call("stream", { app: app(), owner: owner(), word });
  const got = r.got as { post: { id: string }; rules: string[] };
  assert.equal(got.post.id, (r.post as { id: string }).id);
  assert.deepEqual(got.rules, ["tweepy"]);
});
