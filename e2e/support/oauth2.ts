import crypto from "node:crypto";
import { Browser, formFields } from "./http";
import type { Keys } from "./oauth1";

/** OAuth 2.0 over real HTTP: app-only bearer tokens and the authorization-code flow with PKCE. */

/** RFC 6749 2.3.1: base64(urlencode(id) ":" urlencode(secret)). */
export function basic(client: Keys): string {
  return (
    "Basic " +
    Buffer.from(`${encodeURIComponent(client.key)}:${encodeURIComponent(client.secret)}`).toString(
      "base64",
    )
  );
}

export const FORM = "application/x-www-form-urlencoded;charset=UTF-8";

/** POST oauth2/token (app-only); `body` defaults to grant_type=client_credentials. */
export async function bearerToken(
  baseUrl: string,
  client: Keys,
  body = "grant_type=client_credentials",
) {
  const res = await fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { authorization: basic(client), "content-type": FORM },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, json: () => JSON.parse(text) };
}

export function pkce() {
  const verifier = crypto.randomBytes(32).toString("base64url");
  return { verifier, challenge: crypto.createHash("sha256").update(verifier).digest("base64url") };
}

export type AuthorizeParams = {
  response_type?: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
  code_challenge: string;
  code_challenge_method?: string;
};

export function authorizePath(p: AuthorizeParams): string {
  const q = new URLSearchParams({ response_type: "code", code_challenge_method: "S256", ...p });
  return `/i/oauth2/authorize?${q.toString().replace(/\+/g, "%20")}`;
}

/** Signs in through GET /login and POST /login; returns the 303 response. */
export async function signIn(
  browser: Browser,
  user: { screen_name: string; password: string },
  next = "/console",
) {
  const page = await browser.fetch(`/login?next=${encodeURIComponent(next)}`);
  const fields = formFields(await page.text());
  return browser.postForm("/login", {
    ...fields,
    screen_name: user.screen_name,
    password: user.password,
  });
}

/**
 * Opens the approval page of a signed-in browser and presses a button; returns the 302 response.
 * `p` is the request's parameters, or the authorization URL a client library built.
 */
export async function decide(
  browser: Browser,
  p: AuthorizeParams | string,
  decision: "allow" | "deny" = "allow",
) {
  const page = await browser.fetch(typeof p === "string" ? p : authorizePath(p));
  const html = await page.text();
  if (page.status !== 200)
    throw new Error(
      `approval page answered ${page.status}: ${page.headers.get("location") ?? ""} ${html}`,
    );
  return browser.postForm("/i/oauth2/authorize", { ...formFields(html), decision });
}

/** POST /2/oauth2/token or /2/oauth2/revoke with Basic client authentication. */
export async function tokenEndpoint(
  baseUrl: string,
  client: Keys,
  fields: Record<string, string>,
  path = "/2/oauth2/token",
) {
  const res = await fetch(baseUrl + path, {
    method: "POST",
    headers: { authorization: basic(client), "content-type": FORM },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
}

/** Approves in a signed-in browser and exchanges the code: the token response and what was used. */
export async function userTokens(
  baseUrl: string,
  client: Keys,
  browser: Browser,
  redirectUri: string,
  scope = "users.read offline.access",
) {
  const { verifier, challenge } = pkce();
  const state = crypto.randomBytes(8).toString("hex");
  const res = await decide(browser, {
    client_id: client.key,
    redirect_uri: redirectUri,
    scope,
    state,
    code_challenge: challenge,
  });
  const code = new URL(res.headers.get("location")!).searchParams.get("code");
  if (!code) throw new Error(`no code in ${res.headers.get("location")}`);
  const token = await tokenEndpoint(baseUrl, client, {
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  if (token.status !== 200) throw new Error(`token ${token.status}: ${JSON.stringify(token.body)}`);
  return token.body as {
    token_type: string;
    expires_in: number;
    access_token: string;
    scope: string;
    refresh_token?: string;
  };
}
