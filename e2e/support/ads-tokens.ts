import assert from "node:assert/strict";
import { send, type AdsResponse } from "./ads";
import type { Params } from "./ads-helpers";
import { Browser } from "./http";
import { signIn, userTokens } from "./oauth2";
import type { TestServer } from "./server";

/** OAuth 2.0 user tokens for the advertising suites, and calls made with them (re-exported by ads-helpers). */
type Base = "/ads" | "/ads-sandbox";

/**
 * OAuth 2.0 user tokens of the demo user for the demo app, one per scope list, through the PKCE flow in
 * one signed-in browser (a new grant does not revoke the user's other tokens).
 */
export async function demoOAuth2Tokens(srv: TestServer, scopes: string[]): Promise<string[]> {
  const browser = new Browser(srv.baseUrl);
  assert.equal(
    (
      await signIn(browser, {
        screen_name: srv.credentials.screen_name,
        password: srv.credentials.password,
      })
    ).status,
    303,
  );
  const client = { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret };
  const out: string[] = [];
  for (const scope of scopes) {
    const t = await userTokens(
      srv.baseUrl,
      client,
      browser,
      "http://127.0.0.1:8765/callback",
      scope,
    );
    assert.deepEqual(t.scope.split(" ").sort(), scope.split(" ").sort(), "granted as asked");
    out.push(t.access_token);
  }
  return out;
}

/** A call with `Authorization: Bearer <OAuth 2.0 user token>` (AdsClient signs OAuth 1.0a); params in the query string. */
export async function bearerCall(
  srv: TestServer,
  token: string,
  method: string,
  path: string,
  params: Params = {},
  base: Base = "/ads-sandbox",
  json?: unknown,
): Promise<AdsResponse> {
  const url = new URL(`${srv.baseUrl}${base}/12/${path}`);
  for (const [k, v] of Object.entries(params))
    if (v !== undefined) url.searchParams.set(k, String(v));
  return send(url, method, `Bearer ${token}`, json);
}
