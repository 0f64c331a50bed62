import { Browser, formFields } from "./http";
import { parseForm, signedHeader, type Keys, type SignatureMethod } from "./oauth1";

/**
 * Steps of the OAuth 1.0a three-legged flow over real HTTP, as a third-party client performs them.
 * oauth-1.0a puts every oauth_* parameter it signs into the Authorization header, so only the others
 * travel in the body (a protocol parameter may appear in one place only, RFC 5849 3.1).
 */
const nonProtocol = (data: Record<string, string>) =>
  new URLSearchParams(Object.entries(data).filter(([k]) => !k.startsWith("oauth_"))).toString();
export async function requestToken(
  baseUrl: string,
  consumer: Keys,
  callback: string,
  extra: Record<string, string> = {},
  method: SignatureMethod = "HMAC-SHA1",
) {
  const data = { oauth_callback: callback, ...extra };
  const url = `${baseUrl}/oauth/request_token`;
  const res = await fetch(url, {
    method: "POST",
    headers: {
      authorization: signedHeader(consumer, { url, method: "POST", data }, undefined, method),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: nonProtocol(data),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    form: res.ok ? parseForm(text) : ({} as Record<string, string>),
    headers: res.headers,
  };
}

/** Signs in on the approval page and presses a button; returns the final response (redirect or page). */
export async function approve(
  browser: Browser,
  requestTokenValue: string,
  user: { screen_name: string; password: string } | null,
  decision: "allow" | "deny" = "allow",
  mode: "authorize" | "authenticate" = "authorize",
) {
  const page = await browser.fetch(
    `/oauth/${mode}?oauth_token=${encodeURIComponent(requestTokenValue)}`,
  );
  if (page.status === 302) return page;
  const html = await page.text();
  if (page.status !== 200) throw new Error(`approval page answered ${page.status}: ${html}`);
  const fields = { ...formFields(html), decision };
  if (user) Object.assign(fields, { screen_name: user.screen_name, password: user.password });
  return browser.postForm(`/oauth/${mode}`, fields);
}

export async function accessToken(
  baseUrl: string,
  consumer: Keys,
  token: Keys,
  verifier: string | undefined,
  method: SignatureMethod = "HMAC-SHA1",
) {
  const url = `${baseUrl}/oauth/access_token`;
  const data: Record<string, string> = verifier === undefined ? {} : { oauth_verifier: verifier };
  const res = await fetch(url, {
    method: "POST",
    headers: {
      authorization: signedHeader(consumer, { url, method: "POST", data }, token, method),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: nonProtocol(data),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    form: res.ok ? parseForm(text) : ({} as Record<string, string>),
  };
}

export async function verifyCredentials(
  baseUrl: string,
  consumer: Keys,
  token: Keys,
  method: SignatureMethod = "HMAC-SHA1",
) {
  const url = `${baseUrl}/1.1/account/verify_credentials.json`;
  const res = await fetch(url, {
    headers: { authorization: signedHeader(consumer, { url, method: "GET" }, token, method) },
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & {
      errors?: { code: number; message: string }[];
    },
  };
}

/** The full three-legged flow for a user; returns the issued access token form. */
export async function fullFlow(
  baseUrl: string,
  consumer: Keys,
  user: { screen_name: string; password: string },
  callback: string,
  extra: Record<string, string> = {},
  method: SignatureMethod = "HMAC-SHA1",
) {
  const rt = await requestToken(baseUrl, consumer, callback, extra, method);
  if (rt.status !== 200) throw new Error(`request_token ${rt.status}: ${rt.text}`);
  const browser = new Browser(baseUrl);
  const res = await approve(browser, rt.form.oauth_token, user);
  const location = new URL(res.headers.get("location")!);
  const at = await accessToken(
    baseUrl,
    consumer,
    { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret },
    location.searchParams.get("oauth_verifier")!,
    method,
  );
  if (at.status !== 200) throw new Error(`access_token ${at.status}: ${at.text}`);
  return { ...(at.form as Record<string, string>), browser } as Record<string, string> & {
    browser: Browser;
  };
}

/** POST 1.1/oauth/invalidate_token.json in the context of the token to revoke. */
export async function invalidateToken(baseUrl: string, consumer: Keys, token: Keys) {
  const url = `${baseUrl}/1.1/oauth/invalidate_token.json`;
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: signedHeader(consumer, { url, method: "POST" }, token) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
