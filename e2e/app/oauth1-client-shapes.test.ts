import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { routeFetch } from "../support/in-process-tokens";
import { Browser } from "../support/http";
import { approve, verifyCredentials } from "../support/flows";
import { parseForm, signedHeader, signedParams, type Keys } from "../support/oauth1";
import { Ads } from "../support/ads-helpers";
import { NO_RETRY } from "../support/ads";
import {
  authorizationHeader,
  sign,
  signatureBaseString,
  signingKey,
  type Param,
} from "../../lib/http/oauth1-signature";

/**
 * The OAuth 1.0a three-legged and PIN flows as the widely used client libraries of the reference
 * platform send them, byte for byte where it matters:
 * - twitter-api-v2 (src/client/readonly.ts, oauth1.helper.ts): request_token with oauth_callback and
 *   x_auth_access_type in the form body (signed, not in the header); login() posts oauth_token AND
 *   oauth_verifier in the form body while the header carries oauth_token too, the base string counting
 *   each name once;
 * - tweepy (OAuth1UserHandler over requests-oauthlib): x_auth_access_type in the query string of
 *   request_token, every protocol parameter (oauth_callback included, on both steps) in the header;
 * - twitter-lite (twitter.js, over oauth-1.0a): oauth_callback in the query string of request_token;
 *   getAccessToken() puts oauth_token and oauth_verifier in the query string (and, through
 *   oauth-1.0a, in the header again) and signs without the request token's secret (an empty one);
 * - an RFC 5849 reading that counts a repeated parameter once per place in the base string.
 * A repeat with another value stays an error (401, code 32, naming the parameter).
 */
let srv: TestServer;
const CALLBACK = "https://demo-app.example/callback";
const consumer = (): Keys => ({
  key: srv.credentials.consumer_key,
  secret: srv.credentials.consumer_secret,
});
const analyst = () => srv.credentials.users.find((u) => u.screen_name === "analyst")!;
const url = (path: string) => `${srv.baseUrl}${path}`;

before(async () => {
  srv = await inProcessServer();
  routeFetch(srv);
});
after(() => srv?.stop());

/** The header fields twitter-api-v2's OAuth1Helper.authorize() returns (request data stays out). */
const OWN = [
  "oauth_consumer_key",
  "oauth_nonce",
  "oauth_signature_method",
  "oauth_timestamp",
  "oauth_version",
  "oauth_token",
  "oauth_signature",
];

/** twitter-api-v2: data and protocol parameters merged by name and signed; the header has OWN only. */
function v2Header(path: string, data: Record<string, string>, token?: Keys): string {
  const p = signedParams(consumer(), { url: url(path), method: "POST", data }, token);
  return authorizationHeader(
    OWN.filter((k) => p[k] !== undefined).map((k): Param => [k, String(p[k])]),
  );
}

async function post(path: string, authorization: string, body = "", query = "") {
  const res = await fetch(url(path) + query, {
    method: "POST",
    headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, form: res.ok ? parseForm(text) : {} };
}

/** Header params (oauth_signature appended) signed over `signed`, a list a test chooses. */
function headerSignedOver(header: Param[], signed: Param[], path: string, token: Keys): string {
  const base = signatureBaseString("POST", url(path), signed);
  const signature = sign("HMAC-SHA1", base, signingKey(consumer().secret, token.secret));
  return authorizationHeader([...header, ["oauth_signature", signature]]);
}

function protocol(token: Keys, extra: Param[] = []): Param[] {
  return [
    ["oauth_consumer_key", consumer().key],
    ["oauth_nonce", `n${Math.random().toString(36).slice(2)}${Date.now()}`],
    ["oauth_signature_method", "HMAC-SHA1"],
    ["oauth_timestamp", String(Math.floor(Date.now() / 1000))],
    ["oauth_token", token.key],
    ["oauth_version", "1.0"],
    ...extra,
  ];
}

/** request_token as twitter-api-v2's generateAuthLink() sends it; the approved request token's verifier. */
async function v2RequestAndApprove(accessType?: string) {
  const data: Record<string, string> = { oauth_callback: CALLBACK };
  if (accessType) data.x_auth_access_type = accessType;
  const rt = await post(
    "/oauth/request_token",
    v2Header("/oauth/request_token", data),
    new URLSearchParams(data).toString(),
  );
  assert.equal(rt.status, 200, rt.text);
  const res = await approve(new Browser(srv.baseUrl), rt.form.oauth_token, analyst());
  assert.equal(res.status, 302);
  const verifier = new URL(res.headers.get("location")!).searchParams.get("oauth_verifier")!;
  return { token: { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret }, verifier };
}

/** access_token as twitter-api-v2's login() sends it, signed with `signer` (the request token). */
function v2Login(token: Keys, verifier: string, signer: Keys = token) {
  const data = { oauth_token: token.key, oauth_verifier: verifier };
  return post(
    "/oauth/access_token",
    v2Header("/oauth/access_token", data, signer),
    new URLSearchParams(data).toString(),
  );
}

async function expectWorks(form: Record<string, string>) {
  assert.equal(form.screen_name, "analyst");
  const token = { key: form.oauth_token, secret: form.oauth_token_secret };
  const me = await verifyCredentials(srv.baseUrl, consumer(), token);
  assert.equal(me.status, 200, JSON.stringify(me.body));
  return token;
}

describe("twitter-api-v2", () => {
  test("login(): oauth_token in the header and the body, signed once, gives the access token", async () => {
    const { token, verifier } = await v2RequestAndApprove();
    const at = await v2Login(token, verifier);
    assert.equal(at.status, 200, at.text);
    await expectWorks(at.form);
  });

  test("generateAuthLink({ authAccessType: 'read' }): x_auth_access_type lowers the level", async () => {
    const { token, verifier } = await v2RequestAndApprove("read");
    const at = await v2Login(token, verifier);
    assert.equal(at.status, 200, at.text);
    const access = await expectWorks(at.form);
    const ads = new Ads(srv.baseUrl, consumer(), access, "/ads-sandbox", NO_RETRY, srv.fetch);
    const write = await ads.post("accounts", { name: "read-only attempt" });
    assert.equal(write.status, 403, JSON.stringify(write.body));
    assert.match(JSON.stringify(write.body), /read-only/);
  });

  test("x_auth_access_type is checked like svc_auth_access_type; the two must agree", async () => {
    const bad = { oauth_callback: CALLBACK, x_auth_access_type: "admin" };
    const r = await post(
      "/oauth/request_token",
      v2Header("/oauth/request_token", bad),
      new URLSearchParams(bad).toString(),
    );
    assert.equal(r.status, 401, r.text);
    assert.match(r.text, /x_auth_access_type must be read or write/);
    const both = {
      oauth_callback: CALLBACK,
      x_auth_access_type: "read",
      svc_auth_access_type: "write",
    };
    const r2 = await post(
      "/oauth/request_token",
      v2Header("/oauth/request_token", both),
      new URLSearchParams(both).toString(),
    );
    assert.equal(r2.status, 401, r2.text);
    assert.match(r2.text, /svc_auth_access_type and x_auth_access_type/);
  });
});

describe("repeated protocol parameters", () => {
  test("the same value in the header and the query string (oauth_verifier) is accepted", async () => {
    const { token, verifier } = await v2RequestAndApprove();
    const header = protocol(token, [["oauth_verifier", verifier]]);
    const at = await post(
      "/oauth/access_token",
      headerSignedOver(header, header, "/oauth/access_token", token),
      "",
      `?oauth_verifier=${encodeURIComponent(verifier)}`,
    );
    assert.equal(at.status, 200, at.text);
    await expectWorks(at.form);
  });

  test("a base string that counts the repeat once per place (RFC 5849 read literally) is accepted too", async () => {
    const { token, verifier } = await v2RequestAndApprove();
    const header = protocol(token, [["oauth_verifier", verifier]]);
    const body: Param[] = [["oauth_verifier", verifier]];
    const at = await post(
      "/oauth/access_token",
      headerSignedOver(header, [...header, ...body], "/oauth/access_token", token),
      new URLSearchParams(body).toString(),
    );
    assert.equal(at.status, 200, at.text);
    await expectWorks(at.form);
  });

  test("different values answer 401 code 32 naming the parameter, and use nothing up", async () => {
    const { token, verifier } = await v2RequestAndApprove();
    const header = protocol(token, [["oauth_verifier", verifier]]);
    const body: Param[] = [["oauth_verifier", "0000000"]];
    const at = await post(
      "/oauth/access_token",
      headerSignedOver(header, header, "/oauth/access_token", token),
      new URLSearchParams(body).toString(),
    );
    assert.equal(at.status, 401, at.text);
    const error = JSON.parse(at.text).errors[0];
    assert.equal(error.code, 32);
    assert.match(error.message, /oauth_verifier appears more than once with different values/);
    const retry = await v2Login(token, verifier);
    assert.equal(retry.status, 200, "the refused call did not use the request token up");
  });
});

describe("tweepy (requests-oauthlib): PIN flow", () => {
  test("x_auth_access_type in the query, oauth_callback=oob on both steps, the PIN as verifier", async () => {
    const rtPath = "/oauth/request_token";
    const rtHeader: Param[] = [
      ["oauth_nonce", `t${Date.now()}`],
      ["oauth_timestamp", String(Math.floor(Date.now() / 1000))],
      ["oauth_version", "1.0"],
      ["oauth_signature_method", "HMAC-SHA1"],
      ["oauth_consumer_key", consumer().key],
      ["oauth_callback", "oob"],
    ];
    const query: Param[] = [["x_auth_access_type", "write"]];
    const base = signatureBaseString("POST", url(rtPath), [...rtHeader, ...query]);
    const signature = sign("HMAC-SHA1", base, signingKey(consumer().secret, ""));
    const rt = await post(
      rtPath,
      authorizationHeader([...rtHeader, ["oauth_signature", signature]]),
      "",
      "?x_auth_access_type=write",
    );
    assert.equal(rt.status, 200, rt.text);
    const page = await approve(new Browser(srv.baseUrl), rt.form.oauth_token, analyst());
    assert.equal(page.status, 200);
    const pin = /data-testid="pin">(\d+)</.exec(await page.text())?.[1];
    assert.match(pin ?? "", /^\d{7}$/);
    const token = { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret };
    const header = protocol(token, [
      ["oauth_callback", "oob"],
      ["oauth_verifier", pin!],
    ]);
    const at = await post(
      "/oauth/access_token",
      headerSignedOver(header, header, "/oauth/access_token", token),
    );
    assert.equal(at.status, 200, at.text);
    const access = await expectWorks(at.form);
    const invPath = "/1.1/oauth/invalidate_token.json";
    const invHeader = protocol(access);
    const inv = await post(invPath, headerSignedOver(invHeader, invHeader, invPath, access));
    assert.equal(inv.status, 200, inv.text);
    assert.deepEqual(JSON.parse(inv.text), { access_token: access.key });
    const after = await verifyCredentials(srv.baseUrl, consumer(), access);
    assert.equal(after.status, 401);
    assert.equal(after.body.errors![0].code, 89);
  });
});

describe("twitter-lite", () => {
  test("request_token with oauth_callback in the query; access_token signed without the request token", async () => {
    const rtUrl = `${url("/oauth/request_token")}?${new URLSearchParams({ oauth_callback: CALLBACK })}`;
    const rt = await fetch(rtUrl, {
      method: "POST",
      headers: {
        authorization: signedHeader(consumer(), { url: rtUrl, method: "POST" }, {} as Keys),
      },
    });
    const rtText = await rt.text();
    assert.equal(rt.status, 200, rtText);
    const requestToken = parseForm(rtText);
    const res = await approve(new Browser(srv.baseUrl), requestToken.oauth_token, analyst());
    const verifier = new URL(res.headers.get("location")!).searchParams.get("oauth_verifier")!;
    const q = new URLSearchParams({
      oauth_verifier: verifier,
      oauth_token: requestToken.oauth_token,
    });
    const atUrl = `${url("/oauth/access_token")}?${q}`;
    const authorization = signedHeader(consumer(), { url: atUrl, method: "POST" });
    // oauth-1.0a merges the URL's query into the parameters it returns: the header repeats both.
    assert.match(authorization, /oauth_token="[^"]+", oauth_verifier=/);
    const at = await fetch(atUrl, { method: "POST", headers: { authorization } });
    const atText = await at.text();
    assert.equal(at.status, 200, atText);
    await expectWorks(parseForm(atText));
  });

  test("the access_token step signed with a wrong request token secret is still refused (32)", async () => {
    const { token, verifier } = await v2RequestAndApprove();
    const at = await v2Login(token, verifier, { key: token.key, secret: `${token.secret}x` });
    assert.equal(at.status, 401, at.text);
    assert.equal(JSON.parse(at.text).errors[0].code, 32);
  });
});
