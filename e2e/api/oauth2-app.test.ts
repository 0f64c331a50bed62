import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { startServer, type TestServer } from "../support/server";
import { fullFlow } from "../support/flows";
import { signedHeader, type Keys } from "../support/oauth1";
import { basic, bearerToken, FORM } from "../support/oauth2";
import { assertOAuthError } from "../support/errors";

/**
 * App-only OAuth 2.0 (spec document 1, Tokens table rows "no bearer token" to "bearer token outstanding
 * → invalidated", Errors 99). Own servers: invalidating the demo app's bearer token must not disturb
 * other suites, and the request budget needs a low limit.
 */
let srv: TestServer;
let limited: TestServer;
const consumer = (s = srv): Keys => ({
  key: s.credentials.consumer_key,
  secret: s.credentials.consumer_secret,
});
const ownerToken = (): Keys => ({
  key: srv.credentials.access_token,
  secret: srv.credentials.access_token_secret,
});

before(async () => {
  [srv, limited] = await Promise.all([
    startServer(),
    startServer({ env: { BEARER_TOKEN_REQUESTS_PER_15_MIN: "3" } }),
  ]);
});
after(() => Promise.all([srv?.stop(), limited?.stop()]));

/** POST oauth2/invalidate_token signed with OAuth 1.0a (consumer keys + the given user token). */
function invalidateBearer(bearer: string, token: Keys = ownerToken()) {
  const url = `${srv.baseUrl}/oauth2/invalidate_token`;
  const data = { access_token: bearer };
  return fetch(url, {
    method: "POST",
    headers: {
      authorization: signedHeader(consumer(), { url, method: "POST", data }, token),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(data).toString(),
  });
}

/** Response headers exactly as they travelled on the wire (fetch lowercases every name). */
function rawHeaderNames(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.rawHeaders.filter((_, i) => i % 2 === 0)));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("POST oauth2/token", () => {
  test("Basic credentials and grant_type=client_credentials give {token_type: bearer, access_token}", async () => {
    const res = await bearerToken(srv.baseUrl, consumer());
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ["access_token", "token_type"]);
    assert.equal(body.token_type, "bearer");
    assert.equal(typeof body.access_token, "string");
    assert.ok(body.access_token.length > 20);
  });

  test("a repeated request returns the same outstanding token", async () => {
    const a = (await bearerToken(srv.baseUrl, consumer())).json().access_token;
    const b = (await bearerToken(srv.baseUrl, consumer())).json().access_token;
    assert.equal(a, b);
  });

  test("a wrong secret answers 403 code 99", async () => {
    await assertOAuthError(
      await bearerToken(srv.baseUrl, { key: consumer().key, secret: "wrong" }),
      403,
      99,
    );
    await assertOAuthError(
      await bearerToken(srv.baseUrl, { key: "unknown-key", secret: consumer().secret }),
      403,
      99,
    );
  });

  test("a missing grant_type answers 403 code 170, any other grant type 403 code 99", async () => {
    await assertOAuthError(await bearerToken(srv.baseUrl, consumer(), ""), 403, 170);
    await assertOAuthError(await bearerToken(srv.baseUrl, consumer(), "scope=x"), 403, 170);
    await assertOAuthError(
      await bearerToken(srv.baseUrl, consumer(), "grant_type=password&username=demo&password=x"),
      403,
      99,
    );
  });

  test("the authorization endpoints carry lowercase x-rate-limit-limit, -remaining and -reset headers", async () => {
    const names = await rawHeaderNames(
      `${srv.baseUrl}/oauth2/token`,
      "POST",
      { authorization: basic(consumer()), "content-type": FORM },
      "grant_type=client_credentials",
    );
    for (const h of ["x-rate-limit-limit", "x-rate-limit-remaining", "x-rate-limit-reset"])
      assert.ok(names.includes(h), `${h} in ${names.join(", ")}`);
    const url = `${srv.baseUrl}/oauth2/invalidate_token`;
    const inv = await rawHeaderNames(
      url,
      "POST",
      {
        authorization: signedHeader(
          consumer(),
          { url, method: "POST", data: { access_token: "x" } },
          ownerToken(),
        ),
        "content-type": FORM,
      },
      "access_token=x",
    );
    for (const h of ["x-rate-limit-limit", "x-rate-limit-remaining", "x-rate-limit-reset"])
      assert.ok(inv.includes(h), `${h} in ${inv.join(", ")}`);
    const res = await bearerToken(srv.baseUrl, consumer());
    const limit = Number(res.headers.get("x-rate-limit-limit"));
    const remaining = Number(res.headers.get("x-rate-limit-remaining"));
    const reset = Number(res.headers.get("x-rate-limit-reset"));
    assert.ok(limit > 0 && remaining >= 0 && remaining < limit);
    assert.ok(
      reset > Date.now() / 1000 - 1 && reset <= Date.now() / 1000 + 900,
      "reset is an epoch second within the window",
    );
  });
});

describe("POST oauth2/invalidate_token", () => {
  test("the owner's token revokes the bearer token; again answers 89; the next token differs", async () => {
    const bearer = (await bearerToken(srv.baseUrl, consumer())).json().access_token;
    const res = await invalidateBearer(bearer);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { access_token: bearer });
    await assertOAuthError(await invalidateBearer(bearer), 401, 89, "Invalid or expired token.");
    const next = (await bearerToken(srv.baseUrl, consumer())).json().access_token;
    assert.notEqual(next, bearer);
    assert.equal(
      (await bearerToken(srv.baseUrl, consumer())).json().access_token,
      next,
      "the new token is the outstanding one",
    );
  });

  test("a token of another user than the app owner answers 403 code 87 and revokes nothing", async () => {
    const analyst = srv.credentials.users.find((u) => u.screen_name === "analyst")!;
    const flow = await fullFlow(
      srv.baseUrl,
      consumer(),
      analyst,
      "https://demo-app.example/callback",
    );
    const bearer = (await bearerToken(srv.baseUrl, consumer())).json().access_token;
    await assertOAuthError(
      await invalidateBearer(bearer, { key: flow.oauth_token, secret: flow.oauth_token_secret }),
      403,
      87,
    );
    assert.equal(
      (await bearerToken(srv.baseUrl, consumer())).json().access_token,
      bearer,
      "still outstanding",
    );
  });

  test("a missing access_token parameter and an unsigned call answer 400 code 215", async () => {
    const url = `${srv.baseUrl}/oauth2/invalidate_token`;
    const res = await fetch(url, {
      method: "POST",
      headers: { authorization: signedHeader(consumer(), { url, method: "POST" }, ownerToken()) },
    });
    await assertOAuthError(res, 400, 215);
    await assertOAuthError(await fetch(url, { method: "POST" }), 400, 215);
  });
});

describe("bearer token budget", () => {
  test("requests past BEARER_TOKEN_REQUESTS_PER_15_MIN answer 403 code 99", async () => {
    const c = consumer(limited);
    const tokens = [];
    for (let i = 0; i < 3; i++) {
      const res = await bearerToken(limited.baseUrl, c);
      assert.equal(res.status, 200, `request ${i + 1}: ${res.text}`);
      tokens.push(res.json().access_token);
    }
    assert.equal(new Set(tokens).size, 1);
    const over = await bearerToken(limited.baseUrl, c);
    assert.ok(over.headers.get("x-rate-limit-reset"));
    await assertOAuthError(over, 403, 99);
  });
});
