import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startClientsWorld, type ClientsWorld } from "../support/clients-harness";
import type { ClientProcess } from "../support/clients-rpc";

/**
 * The official twitter-api-sdk, `twitter` (node-twitter, the next most downloaded community client)
 * and twitter-lite, unmodified, at api.twitter.com (their built-in address) or, for `twitter`, the
 * api.x.com / upload.x.com bases set in its options; the harness leads those names to the product.
 * The flows run in e2e/clients/node-others.ts; what they return is checked here.
 */
let world: ClientsWorld;
let lib: ClientProcess;
const CALLBACK = "http://127.0.0.1:8765/callback";

before(async () => {
  world = await startClientsWorld();
  lib = world.node("node-others");
});
after(() => world?.stop());

const c = () => world.srv.credentials;
const app = () => ({ key: c().consumer_key, secret: c().consumer_secret });
const owner = () => ({ token: c().access_token, secret: c().access_token_secret });
const user = (name: string) => c().users.find((u) => u.screen_name === name)!;
type Rec = Record<string, unknown>;
let bearer = "";

describe("twitter-lite", () => {
  test("OAuth 1.0a three-legged: getRequestToken, approval page, getAccessToken; v1.1 and v2; invalidation", async () => {
    const who = user("analyst");
    const r = await lib.call("liteOAuth1", { app: app(), user: who, callback: CALLBACK });
    assert.equal((r.at as Rec).screen_name, "analyst");
    assert.equal((r.at as Rec).user_id, who.user_id);
    assert.equal((r.v1 as Rec).id_str, who.user_id);
    assert.equal(((r.v2 as Rec).data as Rec).username, "analyst");
    assert.deepEqual((r.after as { errors: unknown }).errors, [
      { code: 89, message: "Invalid or expired token." },
    ]);
  });

  test("PIN (oob)", async () => {
    const r = await lib.call("litePin", { app: app(), user: user("outsider") });
    assert.equal(r.screen_name, "outsider");
  });

  test("app-only bearer: getBearerToken, a v2 call, invalidation, then refused", async () => {
    const r = await lib.call("liteBearer", { app: app(), owner: owner() });
    assert.ok(Array.isArray(((r.rules as Rec).data as unknown[]) ?? []));
    assert.ok((r.invalidated as Rec).access_token);
    assert.ok(r.after, "the invalidated token is refused");
    bearer = r.fresh as string;
  });
});

describe("twitter-api-sdk", () => {
  test("OAuth 2.0 with PKCE: generateAuthURL (s256), approval, requestAccessToken, v2 calls, refresh", async () => {
    const r = await lib.call("sdkOAuth2", {
      app: app(),
      user: user("analyst"),
      callback: CALLBACK,
    });
    assert.equal(r.state, "sdk-state");
    assert.equal((r.me as Rec).username, "analyst");
    assert.match((r.post as { id: string }).id, /^\d+$/);
    assert.deepEqual(r.deleted, { deleted: true });
    assert.equal(r.refreshed, true);
    assert.equal((r.meAgain as Rec).username, "analyst");
  });

  test("filtered stream: the SDK's searchStream and `twitter`'s stream() both parse a new post", async () => {
    assert.ok(bearer, "the twitter-lite bearer test runs first");
    const word = `svcsdk${Date.now().toString(36)}`;
    const r = await lib.call("streams", { bearer, word });
    const post = r.post as { id: string };
    for (const got of [r.sdk, r.node] as { data: { id: string }; matching_rules: Rec[] }[]) {
      assert.equal(got.data.id, post.id);
      assert.equal(got.matching_rules[0].tag, "sdk");
    }
  });

  test("revokeAccessToken, then the token is refused", async () => {
    const r = await lib.call("sdkRevoke");
    assert.equal((r.after as { status: number }).status, 401);
  });
});

test("`twitter`: OAuth 1.0a calls, advertising GET/POST, simple and chunked media, a bearer call", async () => {
  assert.ok(bearer, "the twitter-lite bearer test runs first");
  const r = await lib.call("twitterPackage", {
    app: app(),
    owner: owner(),
    bearer,
    accountId: c().account_id,
  });
  assert.equal((r.v1 as Rec).screen_name, "demo");
  assert.equal(((r.v2 as Rec).data as Rec).username, "demo");
  assert.ok(((r.accounts as Rec).data as Rec[]).some((a) => a.id === c().account_id));
  assert.equal(((r.campaign as Rec).data as Rec).name, "Made by twitter");
  assert.deepEqual((r.simple as Rec).image, { image_type: "image/jpeg", w: 400, h: 300 });
  assert.match((r.init as Rec).media_key as string, /^7_\d+$/);
  const state = ((r.status as Rec).processing_info as Rec | undefined)?.state ?? "succeeded";
  assert.equal(state, "succeeded");
  assert.ok(Array.isArray((r.webhooks as Rec).data ?? []));
});
