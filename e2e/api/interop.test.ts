import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { OAuth } from "oauth";
import { startServer, type TestServer } from "../support/server";
import { Browser } from "../support/http";
import { approve, fullFlow, invalidateToken, verifyCredentials } from "../support/flows";
import { assertOAuthError } from "../support/errors";
import type { Keys } from "../support/oauth1";

/**
 * Interoperability with two independent OAuth 1.0a client libraries, used unmodified: `oauth`
 * (node-oauth) drives the whole three-legged and PIN flows itself, `oauth-1.0a` signs our helpers.
 * Own server: the suite revokes user tokens of the demo app.
 */
let srv: TestServer;
const CALLBACK = "http://127.0.0.1:8765/callback";
const consumer = (): Keys => ({
  key: srv.credentials.consumer_key,
  secret: srv.credentials.consumer_secret,
});
const user = (name: string) => srv.credentials.users.find((u) => u.screen_name === name)!;

before(async () => {
  srv = await startServer();
});
after(() => srv?.stop());

type LibError = { statusCode: number; data?: string };
const url = (path: string) => srv.baseUrl + path;

function nodeOAuth(callback: string, method: "HMAC-SHA1" | "HMAC-SHA256" = "HMAC-SHA1") {
  return new OAuth(
    url("/oauth/request_token"),
    url("/oauth/access_token"),
    consumer().key,
    consumer().secret,
    "1.0A",
    callback,
    method,
  );
}

function getRequestToken(
  oa: OAuth,
): Promise<{ token: string; secret: string; results: Record<string, string> }> {
  return new Promise((resolve, reject) =>
    oa.getOAuthRequestToken((err, token, secret, results) =>
      err ? reject(err) : resolve({ token, secret, results }),
    ),
  );
}

function getAccessToken(
  oa: OAuth,
  token: string,
  secret: string,
  verifier: string,
): Promise<{ token: string; secret: string; results: Record<string, string> }> {
  return new Promise((resolve, reject) =>
    oa.getOAuthAccessToken(token, secret, verifier, (err, t, s, results) =>
      err ? reject(err) : resolve({ token: t, secret: s, results }),
    ),
  );
}

/** Resolves with the status and body whether the library reports success or an error. */
function call(
  run: (cb: (err: LibError | null, data?: string | Buffer) => void) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) =>
    run((err, data) =>
      resolve(
        err
          ? { status: err.statusCode, text: String(err.data ?? "") }
          : { status: 200, text: String(data ?? "") },
      ),
    ),
  );
}

async function nodeOAuthFlow(oa: OAuth, who: { screen_name: string; password: string }) {
  const rt = await getRequestToken(oa);
  assert.equal(rt.results.oauth_callback_confirmed, "true");
  const res = await approve(new Browser(srv.baseUrl), rt.token, who);
  assert.equal(res.status, 302);
  const back = new URL(res.headers.get("location")!);
  assert.equal(back.searchParams.get("oauth_token"), rt.token);
  return getAccessToken(oa, rt.token, rt.secret, back.searchParams.get("oauth_verifier")!);
}

describe("the `oauth` package (node-oauth)", () => {
  for (const method of ["HMAC-SHA1", "HMAC-SHA256"] as const) {
    test(`drives the three-legged flow with ${method}; invalidate_token.json then answers 89`, async () => {
      const who = user(method === "HMAC-SHA1" ? "analyst" : "outsider");
      const oa = nodeOAuth(CALLBACK, method);
      const at = await nodeOAuthFlow(oa, who);
      assert.equal(at.results.screen_name, who.screen_name);
      assert.equal(at.results.user_id, who.user_id);

      const me = await call((cb) =>
        oa.get(url("/1.1/account/verify_credentials.json"), at.token, at.secret, cb),
      );
      assert.equal(me.status, 200, me.text);
      assert.equal(JSON.parse(me.text).screen_name, who.screen_name);

      // A form body param travels through the library's own body encoding and is signed with it.
      const inv = await call((cb) =>
        oa.post(
          url("/1.1/oauth/invalidate_token.json"),
          at.token,
          at.secret,
          { note: "bye now!*'() ☃" },
          "application/x-www-form-urlencoded",
          cb,
        ),
      );
      assert.equal(inv.status, 200, inv.text);
      assert.deepEqual(JSON.parse(inv.text), { access_token: at.token });

      const revoked = await call((cb) =>
        oa.get(url("/1.1/account/verify_credentials.json"), at.token, at.secret, cb),
      );
      await assertOAuthError(revoked, 401, 89, "Invalid or expired token.");
      const again = await nodeOAuthFlow(oa, who);
      assert.notEqual(
        again.token,
        at.token,
        "a new flow after invalidation yields a different token",
      );
    });
  }

  test("the PIN (oob) flow: the page shows the PIN, which works as oauth_verifier", async () => {
    const oa = nodeOAuth("oob");
    const rt = await getRequestToken(oa);
    assert.equal(rt.results.oauth_callback_confirmed, "true");
    const page = await approve(new Browser(srv.baseUrl), rt.token, user("demo"));
    assert.equal(page.status, 200);
    const pin = /data-testid="pin">(\d+)</.exec(await page.text())?.[1];
    assert.match(pin ?? "", /^\d{7}$/);
    const at = await getAccessToken(oa, rt.token, rt.secret, pin!);
    assert.equal(at.results.screen_name, "demo");
    assert.equal(
      at.token,
      srv.credentials.access_token,
      "one active token per app, user and level: the same one comes back",
    );
    const me = await call((cb) =>
      oa.get(url("/1.1/account/verify_credentials.json"), at.token, at.secret, cb),
    );
    assert.equal(me.status, 200, me.text);
  });

  test("errors reach the library as documented: a wrong verifier, then a reused request token", async () => {
    const oa = nodeOAuth(CALLBACK);
    const rt = await getRequestToken(oa);
    await approve(new Browser(srv.baseUrl), rt.token, user("analyst"));
    const wrong = await getAccessToken(oa, rt.token, rt.secret, "not-the-verifier").catch(
      (e: LibError) => e,
    );
    assert.equal((wrong as LibError).statusCode, 401);
    await assertOAuthError({ status: 401, text: String((wrong as LibError).data) }, 401, 32);
    const reuse = await getAccessToken(oa, rt.token, rt.secret, "anything").catch(
      (e: LibError) => e,
    );
    await assertOAuthError(
      { status: (reuse as LibError).statusCode, text: String((reuse as LibError).data) },
      401,
      89,
    );
  });
});

describe("the `oauth-1.0a` package", () => {
  for (const method of ["HMAC-SHA1", "HMAC-SHA256"] as const) {
    test(`signs the three-legged flow, verify_credentials and invalidation with ${method}`, async () => {
      const flow = await fullFlow(srv.baseUrl, consumer(), user("analyst"), CALLBACK, {}, method);
      assert.equal(flow.screen_name, "analyst");
      const token = { key: flow.oauth_token, secret: flow.oauth_token_secret };
      const me = await verifyCredentials(srv.baseUrl, consumer(), token, method);
      assert.equal(me.status, 200);
      assert.equal(me.body.id_str, user("analyst").user_id);
      assert.equal((await invalidateToken(srv.baseUrl, consumer(), token)).status, 200);
      const revoked = await verifyCredentials(srv.baseUrl, consumer(), token, method);
      assert.equal(revoked.status, 401);
      assert.deepEqual(revoked.body, {
        errors: [{ code: 89, message: "Invalid or expired token." }],
      });
    });
  }
});
