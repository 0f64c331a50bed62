import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { sharedServer, type TestServer } from "../support/server";
import { fullFlow, invalidateToken, requestToken, verifyCredentials } from "../support/flows";
import {
  ownSignedHeader,
  signedHeader,
  signedHeaderWith,
  signedParams,
  type Keys,
  type SignOptions,
} from "../support/oauth1";
import { assertOAuthError } from "../support/errors";

/**
 * Signature checks of OAuth 1.0a requests (spec document 1, "Authentication" and "Errors"; FACTS
 * "Credentials") on a user-context endpoint and on the request-token step.
 */
let srv: TestServer;
const CALLBACK = "https://demo-app.example/callback";
const consumer = (): Keys => ({
  key: srv.credentials.consumer_key,
  secret: srv.credentials.consumer_secret,
});
const demoToken = (): Keys => ({
  key: srv.credentials.access_token,
  secret: srv.credentials.access_token_secret,
});
const verifyUrl = () => `${srv.baseUrl}/1.1/account/verify_credentials.json`;
const requestTokenUrl = () => `${srv.baseUrl}/oauth/request_token`;
const now = () => Math.floor(Date.now() / 1000);

before(async () => {
  srv = await sharedServer();
});
after(() => srv?.stop());

/** GET verify_credentials as the demo user, signed by oauth-1.0a with the given options. */
function getVerify(opts: SignOptions = {}, c: Keys = consumer(), token: Keys = demoToken()) {
  return fetch(verifyUrl(), {
    headers: {
      authorization: signedHeaderWith(c, { url: verifyUrl(), method: "GET" }, token, opts),
    },
  });
}

/** POST request_token with oauth_callback in the header, signed by oauth-1.0a with the given options. */
function postRequestToken(opts: SignOptions = {}, c: Keys = consumer()) {
  const url = requestTokenUrl();
  return fetch(url, {
    method: "POST",
    headers: {
      authorization: signedHeaderWith(
        c,
        { url, method: "POST", data: { oauth_callback: CALLBACK } },
        undefined,
        opts,
      ),
    },
  });
}

describe("missing and unknown credentials", () => {
  test("no credentials at all answer 400 code 215 on both endpoints", async () => {
    await assertOAuthError(await fetch(verifyUrl()), 400, 215);
    await assertOAuthError(await fetch(requestTokenUrl(), { method: "POST" }), 400, 215);
    const malformed = { authorization: 'OAuth oauth_consumer_key="a%ZZ", oauth_nonce="n"' };
    await assertOAuthError(await fetch(verifyUrl(), { headers: malformed }), 400, 215);
  });

  test("an unknown consumer key answers 401 code 32", async () => {
    const stranger = { key: "no-such-consumer-key", secret: "whatever" };
    await assertOAuthError(await getVerify({}, stranger), 401, 32);
    await assertOAuthError(await postRequestToken({}, stranger), 401, 32);
  });

  test("a signature made with the wrong secret answers 401 code 32", async () => {
    const wrong = { key: consumer().key, secret: consumer().secret + "x" };
    await assertOAuthError(await getVerify({}, wrong), 401, 32);
    await assertOAuthError(await postRequestToken({}, wrong), 401, 32);
    await assertOAuthError(
      await getVerify({}, consumer(), { key: demoToken().key, secret: "not-the-token-secret" }),
      401,
      32,
    );
  });
});

describe("nonce and timestamp", () => {
  test("the same nonce and timestamp sent twice: the second request answers 401 code 32", async () => {
    const pinned = { nonce: crypto.randomBytes(12).toString("hex"), timestamp: now() };
    assert.equal((await getVerify(pinned)).status, 200);
    await assertOAuthError(await getVerify(pinned), 401, 32);
    const rtPinned = { nonce: crypto.randomBytes(12).toString("hex"), timestamp: now() };
    assert.equal((await postRequestToken(rtPinned)).status, 200);
    await assertOAuthError(await postRequestToken(rtPinned), 401, 32);
  });

  test("a replay built with our own signing code is refused the same way", async () => {
    const header = ownSignedHeader(consumer(), { url: verifyUrl(), method: "GET" }, demoToken(), {
      nonce: crypto.randomUUID(),
    });
    assert.equal((await fetch(verifyUrl(), { headers: { authorization: header } })).status, 200);
    await assertOAuthError(
      await fetch(verifyUrl(), { headers: { authorization: header } }),
      401,
      32,
    );
  });

  test("a timestamp one hour off answers 401 code 135", async () => {
    await assertOAuthError(await getVerify({ timestamp: now() - 3600 }), 401, 135);
    await assertOAuthError(await getVerify({ timestamp: now() + 3600 }), 401, 135);
    await assertOAuthError(await postRequestToken({ timestamp: now() - 3600 }), 401, 135);
  });

  test("a nonce outside ASCII answers 401 code 32", async () => {
    await assertOAuthError(await getVerify({ nonce: "nonceé" }), 401, 32);
    const own = ownSignedHeader(consumer(), { url: verifyUrl(), method: "GET" }, demoToken(), {
      nonce: `nonce☃${Date.now()}`,
    });
    await assertOAuthError(await fetch(verifyUrl(), { headers: { authorization: own } }), 401, 32);
  });
});

describe("protocol variants", () => {
  test('oauth_version "1.0" and an absent oauth_version are accepted, "2.0" answers 401 code 32', async () => {
    assert.equal((await getVerify({ version: "1.0" })).status, 200);
    const noVersion = ownSignedHeader(
      consumer(),
      { url: verifyUrl(), method: "GET" },
      demoToken(),
      { version: null },
    );
    assert.doesNotMatch(noVersion, /oauth_version/);
    assert.equal((await fetch(verifyUrl(), { headers: { authorization: noVersion } })).status, 200);
    await assertOAuthError(await getVerify({ version: "2.0" }), 401, 32);
    await assertOAuthError(await postRequestToken({ version: "2.0" }), 401, 32);
  });

  test("HMAC-SHA256 is accepted, PLAINTEXT is refused with 401 code 32", async () => {
    const me = await getVerify({ signatureMethod: "HMAC-SHA256" });
    assert.equal(me.status, 200);
    assert.equal((await me.json()).screen_name, "demo");
    assert.equal((await postRequestToken({ signatureMethod: "HMAC-SHA256" })).status, 200);
    await assertOAuthError(await getVerify({ signatureMethod: "PLAINTEXT" }), 401, 32);
    await assertOAuthError(await postRequestToken({ signatureMethod: "PLAINTEXT" }), 401, 32);
  });

  test("protocol parameters carried in the query string instead of the header are accepted", async () => {
    const me = await fetch(
      `${verifyUrl()}?${new URLSearchParams(signedParams(consumer(), { url: verifyUrl(), method: "GET" }, demoToken()) as Record<string, string>)}`,
    );
    assert.equal(me.status, 200);
    assert.equal((await me.json()).id_str, srv.credentials.user_id);

    const url = requestTokenUrl();
    const params = signedParams(consumer(), {
      url,
      method: "POST",
      data: { oauth_callback: CALLBACK },
    }) as Record<string, string>;
    const rt = await fetch(`${url}?${new URLSearchParams(params)}`, { method: "POST" });
    assert.equal(rt.status, 200, await rt.clone().text());
    assert.equal(new URLSearchParams(await rt.text()).get("oauth_callback_confirmed"), "true");
  });

  test("a form body with reserved characters, '+', UTF-8, empty values and repeated names is signed correctly", async () => {
    const url = requestTokenUrl();
    const body = "x=a+b&x=&y=%E2%98%83!*'()&z=%26%3D%25%2B&empty=";
    const data = { oauth_callback: CALLBACK, x: ["a b", ""], y: "☃!*'()", z: "&=%+", empty: "" };
    for (const signatureMethod of ["HMAC-SHA1", "HMAC-SHA256"] as const) {
      const authorization = signedHeaderWith(consumer(), { url, method: "POST", data }, undefined, {
        signatureMethod,
      });
      const res = await fetch(url, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      assert.equal(res.status, 200, `${signatureMethod}: ${await res.clone().text()}`);
    }
    // The same header with one body value changed no longer verifies.
    const authorization = signedHeaderWith(consumer(), { url, method: "POST", data }, undefined);
    const tampered = await fetch(url, {
      method: "POST",
      headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
      body: body.replace("a+b", "a+c"),
    });
    await assertOAuthError(tampered, 401, 32);
  });

  test("the form helpers of flows.ts sign with HMAC-SHA256 too", async () => {
    const rt = await requestToken(
      srv.baseUrl,
      consumer(),
      CALLBACK,
      { svc_auth_access_type: "write" },
      "HMAC-SHA256",
    );
    assert.equal(rt.status, 200, rt.text);
    const me = await verifyCredentials(srv.baseUrl, consumer(), demoToken(), "HMAC-SHA256");
    assert.equal(me.status, 200);
  });
});

describe("invalidated tokens", () => {
  test('an invalidated access token answers 401 code 89 "Invalid or expired token."', async () => {
    // outsider, so no other suite sharing the server is using this user's token on the demo app.
    const outsider = srv.credentials.users.find((u) => u.screen_name === "outsider")!;
    const flow = await fullFlow(srv.baseUrl, consumer(), outsider, CALLBACK);
    const token = { key: flow.oauth_token, secret: flow.oauth_token_secret };
    assert.equal((await verifyCredentials(srv.baseUrl, consumer(), token)).status, 200);
    const inv = await invalidateToken(srv.baseUrl, consumer(), token);
    assert.equal(inv.status, 200);
    assert.deepEqual(inv.body, { access_token: token.key });

    await assertOAuthError(
      await getVerify({}, consumer(), token),
      401,
      89,
      "Invalid or expired token.",
    );
    await assertOAuthError(
      await getVerify({ signatureMethod: "HMAC-SHA256" }, consumer(), token),
      401,
      89,
      "Invalid or expired token.",
    );
    const url = `${srv.baseUrl}/1.1/oauth/invalidate_token.json`;
    const again = await fetch(url, {
      method: "POST",
      headers: { authorization: signedHeader(consumer(), { url, method: "POST" }, token) },
    });
    await assertOAuthError(again, 401, 89, "Invalid or expired token.");
  });
});

test("verify_credentials dates created_at as the reference's 1.1 user objects do (tweepy parses it)", async () => {
  const res = await getVerify();
  assert.equal(res.status, 200);
  const body = await res.json();
  // "Sat Nov 28 01:06:42 +0000 2026": what RFC 2822 date parsers (Python's email.utils) read.
  assert.match(
    body.created_at,
    /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} \+0000 \d{4}$/,
  );
});
