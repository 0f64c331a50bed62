import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { routeFetch } from "../support/in-process-tokens";
import { Browser, formFields } from "../support/http";
import { authorizePath, basic, FORM, pkce, signIn, type AuthorizeParams } from "../support/oauth2";
import type { Keys } from "../support/oauth1";

/**
 * The OAuth 2.0 user flow (PKCE, refresh, revoke) as the reference platform's client libraries send it:
 * - twitter-api-v2 (src/client/readonly.ts): code_challenge_method=s256 (lower case), the reference's
 *   scope names, and JSON bodies at /2/oauth2/token and /2/oauth2/revoke (its body-mode detection
 *   picks JSON for every /2/ path) carrying client_id and client_secret beside the Basic header;
 * - twitter-api-sdk (src/OAuth2User.ts): code_challenge_method=plain by default, and the token and
 *   revocation parameters in the query string of a POST with no body.
 * Reference scope names are aliases of ours (lib/auth/oauth2/scopes.ts); the token answers in ours.
 */
let srv: TestServer;
let browser: Browser;
const REDIRECT = "http://127.0.0.1:8765/callback";
const client = (c = srv.credentials): Keys => ({ key: c.consumer_key, secret: c.consumer_secret });
const state = () => crypto.randomBytes(6).toString("hex");

before(async () => {
  srv = await inProcessServer();
  routeFetch(srv);
  browser = new Browser(srv.baseUrl);
  const demo = { screen_name: srv.credentials.screen_name, password: srv.credentials.password };
  assert.equal((await signIn(browser, demo)).status, 303);
});
after(() => srv?.stop());

type Answer = { status: number; body: Record<string, string> };

async function call(path: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(srv.baseUrl + path, { method: "POST", ...init });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

const JSON_HEADERS = () => ({ authorization: basic(client()), "content-type": "application/json" });

/** twitter-api-v2: a JSON body with the client's id and secret, and the Basic header too. */
const v2Post = (path: string, fields: Record<string, unknown>) =>
  call(path, {
    headers: JSON_HEADERS(),
    body: JSON.stringify({ client_id: client().key, client_secret: client().secret, ...fields }),
  });

/** twitter-api-sdk: the parameters in the query string, a form content type and no body. */
const sdkPost = (path: string, fields: Record<string, string>) =>
  call(`${path}?${new URLSearchParams({ client_id: client().key, ...fields })}`, {
    headers: { authorization: basic(client()), "content-type": FORM },
  });

const rawJson = (path: string, body: string) => call(path, { headers: JSON_HEADERS(), body });

/** The approval page's list of what the app may do, as people read it. */
function grantedText(html: string): string[] {
  const list = /<ul class="perms"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1].trim());
}

/** Opens the approval page and allows; the page's HTML and the code sent back. */
async function approve(p: AuthorizeParams) {
  const page = await browser.fetch(authorizePath(p));
  const html = await page.text();
  assert.equal(page.status, 200, html);
  const res = await browser.postForm("/i/oauth2/authorize", {
    ...formFields(html),
    decision: "allow",
  });
  assert.equal(res.status, 302);
  const back = new URL(res.headers.get("location")!);
  assert.equal(back.searchParams.get("error"), null, back.search);
  return { html, code: back.searchParams.get("code")! };
}

/** Where the authorization request is sent back to, for a request refused there. */
async function refused(p: AuthorizeParams) {
  const res = await browser.fetch(authorizePath(p));
  assert.equal(res.status, 302);
  const back = new URL(res.headers.get("location")!).searchParams;
  return { error: back.get("error"), description: back.get("error_description") ?? "" };
}

const usersMe = (token: string) =>
  fetch(`${srv.baseUrl}/2/users/me`, { headers: { authorization: `Bearer ${token}` } });

describe("twitter-api-v2: s256, reference scopes, JSON bodies", () => {
  test("authorize, exchange, refresh and revoke; granted in our names, answered as asked", async () => {
    const { verifier, challenge } = pkce();
    const scope =
      "tweet.read tweet.write users.read follows.read like.write offline.access mute.read bookmark.write";
    const { html, code } = await approve({
      client_id: client().key,
      redirect_uri: REDIRECT,
      scope,
      state: state(),
      code_challenge: challenge,
      code_challenge_method: "s256",
    });
    assert.deepEqual(grantedText(html), [
      "Read posts you can see",
      "Post and repost for you",
      "Read your profile and account details",
      "See who you follow and who follows you",
      "Like and unlike posts for you",
      "Stay connected until you revoke access",
    ]);
    const unserved = /data-testid="unserved">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
    assert.match(unserved, /muted accounts, bookmarks/);
    assert.match(unserved, /nothing is granted for them/);

    const token = await v2Post("/2/oauth2/token", {
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      grant_type: "authorization_code",
    });
    assert.equal(token.status, 200, JSON.stringify(token.body));
    // As asked (oauthlib refuses a token whose scope changed), the names with no interface here
    // too: the approval page said they grant nothing.
    assert.equal(token.body.scope, scope);
    assert.ok(token.body.refresh_token);
    assert.equal((await usersMe(token.body.access_token)).status, 200);

    const refreshed = await v2Post("/2/oauth2/token", {
      refresh_token: token.body.refresh_token,
      grant_type: "refresh_token",
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.equal(refreshed.body.scope, token.body.scope);
    assert.notEqual(refreshed.body.access_token, token.body.access_token);

    const revoked = await v2Post("/2/oauth2/revoke", {
      token: refreshed.body.access_token,
      token_type_hint: "access_token",
    });
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.deepEqual(revoked.body, { revoked: true });
    assert.equal((await usersMe(refreshed.body.access_token)).status, 401);
  });
});

/** twitter-api-sdk's generateAuthURL() with plain: the challenge is the verifier. */
const approvePlain = (verifier: string) =>
  approve({
    client_id: client().key,
    redirect_uri: REDIRECT,
    scope: "tweet.read users.read offline.access",
    state: state(),
    code_challenge: verifier,
    code_challenge_method: "plain",
  });

describe("twitter-api-sdk: plain PKCE, parameters in the query string", () => {
  test("authorize with plain, exchange, refresh and revoke with no body", async () => {
    const verifier = crypto.randomBytes(32).toString("base64url");
    const { code } = await approvePlain(verifier);
    const wrong = await sdkPost("/2/oauth2/token", {
      code,
      grant_type: "authorization_code",
      code_verifier: crypto.randomBytes(32).toString("base64url"),
      redirect_uri: REDIRECT,
    });
    assert.equal(wrong.status, 400);
    assert.equal(
      wrong.body.error,
      "invalid_grant",
      "another verifier does not match a plain challenge",
    );

    const { code: code2 } = await approvePlain(verifier);
    const token = await sdkPost("/2/oauth2/token", {
      code: code2,
      grant_type: "authorization_code",
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    });
    assert.equal(token.status, 200, JSON.stringify(token.body));
    assert.equal(token.body.scope, "tweet.read users.read offline.access");
    const refreshed = await sdkPost("/2/oauth2/token", {
      grant_type: "refresh_token",
      refresh_token: token.body.refresh_token,
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    const revoked = await sdkPost("/2/oauth2/revoke", {
      token_type_hint: "access_token",
      token: refreshed.body.access_token,
    });
    assert.deepEqual(revoked, { status: 200, body: { revoked: true } });
    assert.equal((await usersMe(refreshed.body.access_token)).status, 401);
  });
});

describe("code_challenge_method", () => {
  const base = (method: string): AuthorizeParams => ({
    client_id: client().key,
    redirect_uri: REDIRECT,
    scope: "users.read",
    state: state(),
    code_challenge: pkce().challenge,
    code_challenge_method: method,
  });
  for (const method of ["S256", "s256", "plain", "PLAIN", "Plain"]) {
    test(`${method} is accepted`, async () => {
      const { code } = await approve(base(method));
      assert.ok(code);
    });
  }
  test("code_verifier: tweepy's 171 characters are exchanged, 257 refused naming the bound", async () => {
    for (const [verifier, status] of [
      [crypto.randomBytes(128).toString("base64url"), 200], // oauthlib's token_urlsafe(128)
      ["a".repeat(257), 400],
    ] as const) {
      const code_challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
      const { code } = await approve({ ...base("S256"), code_challenge });
      const fields = { code, code_verifier: verifier, redirect_uri: REDIRECT };
      const token = await sdkPost("/2/oauth2/token", {
        ...fields,
        grant_type: "authorization_code",
      });
      assert.equal(token.status, status, JSON.stringify(token.body));
      if (status === 400) assert.match(token.body.error_description, /43 to 256 characters/);
    }
  });
  test("any other method goes back with invalid_request naming the allowed ones", async () => {
    const r = await refused(base("S512"));
    assert.equal(r.error, "invalid_request");
    assert.match(r.description, /code_challenge_method must be S256 \(recommended\) or plain/);
  });
});

describe("JSON bodies: the form body's checks and messages, and a 400 for a bad body", () => {
  test("a missing or unknown grant_type and a missing code read as with a form body", async () => {
    const noGrant = await v2Post("/2/oauth2/token", {});
    assert.equal(noGrant.status, 400);
    assert.equal(noGrant.body.error, "unsupported_grant_type");
    const noCode = await v2Post("/2/oauth2/token", { grant_type: "authorization_code" });
    assert.deepEqual(noCode, {
      status: 400,
      body: { error: "invalid_request", error_description: "code is required." },
    });
    const badSecret = await call("/2/oauth2/token", {
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ client_id: client().key, client_secret: "wrong", grant_type: "x" }),
    });
    assert.equal(badSecret.status, 401);
    assert.equal(badSecret.body.error, "invalid_client");
  });

  const bad: [string, string, RegExp][] = [
    ["not JSON", '{"grant_type": "refresh_token",', /not valid JSON/],
    ["an array", '["grant_type"]', /must be an object of strings.*got an array/],
    ["a string", '"refresh_token"', /got a string/],
    ["null", "null", /got null/],
    [
      "a number value",
      '{"grant_type":"refresh_token","refresh_token":5}',
      /refresh_token must be a string in the JSON body; got a number/,
    ],
    [
      "an object value",
      '{"grant_type":{"a":1}}',
      /grant_type must be a string in the JSON body; got a object/,
    ],
    ["an oversized body", JSON.stringify({ grant_type: "x".repeat(20_000) }), /over 16384 bytes/],
  ];
  for (const [name, body, message] of bad) {
    for (const path of ["/2/oauth2/token", "/2/oauth2/revoke"]) {
      test(`${path}: ${name} answers 400 invalid_request saying so`, async () => {
        const r = await rawJson(path, body);
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.equal(r.body.error, "invalid_request");
        assert.match(r.body.error_description, message);
      });
    }
  }

  test("revoke with a JSON body and no token answers as a form body does", async () => {
    const json = await v2Post("/2/oauth2/revoke", {});
    const form = await call("/2/oauth2/revoke", {
      headers: { authorization: basic(client()), "content-type": FORM },
      body: "",
    });
    assert.deepEqual(json, form);
  });
});

describe("scope names", () => {
  const ask = (scope: string): AuthorizeParams => ({
    client_id: client().key,
    redirect_uri: REDIRECT,
    scope,
    state: state(),
    code_challenge: pkce().challenge,
  });
  test("an unknown name is still invalid_scope, named", async () => {
    const r = await refused(ask("tweet.read tweets.read"));
    assert.equal(r.error, "invalid_scope");
    assert.match(r.description, /tweets\.read/);
  });
  test("only reference scopes with no interface here: invalid_scope saying so", async () => {
    const r = await refused(ask("mute.read block.write"));
    assert.equal(r.error, "invalid_scope");
    assert.match(r.description, /muted accounts, blocked accounts/);
  });
  test("a reference name and ours for the same scope grant it once", async () => {
    const { html } = await approve(ask("tweet.read post.read follows.write follow.write"));
    assert.deepEqual(grantedText(html), [
      "Read posts you can see",
      "Follow and unfollow accounts for you",
    ]);
    assert.doesNotMatch(html, /data-testid="unserved"/);
  });
});
