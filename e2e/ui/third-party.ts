import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test as base, type Browser, type Page } from "@playwright/test";
import { accessToken, requestToken, verifyCredentials } from "../support/flows";
import { baseUrl, signIntoConsole, user, type TokenPair } from "./support";

/**
 * The OAuth 1.0a three-legged flow's third party: an app of the demo user's, made by the worker
 * through the console API, whose registered callback is a real server on loopback. Approving or
 * denying redirects the browser there as to any app's server; /start?to=<url> is the app's own
 * "Sign in with SVC" link. (A callback answered by page.route instead is missed by
 * chromium-headless-shell: the redirect that follows a form post never reaches the route.)
 */
export type ThirdParty = { name: string; consumer: TokenPair; origin: string; callback: string };

const escapeAttr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function receiver(): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const to = url.pathname === "/start" ? url.searchParams.get("to") : null;
    const body = to
      ? `<a href="${escapeAttr(to)}">Sign in with SVC</a>`
      : url.pathname === "/callback"
        ? "<h1>Demo app callback</h1>"
        : null;
    res.writeHead(body ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(body ?? "not found");
  });
}

/** A new app of the demo user with `callback` registered; answers its name and consumer keys. */
async function createApp(browser: Browser, origin: string, callback: string) {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    await signIntoConsole(await context.newPage(), "demo");
    const req = context.request;
    const csrf = (await (await req.get("/console-api/session")).json()).data.csrf_token as string;
    const headers = { "x-csrf-token": csrf };
    const name = `Third-Party App ${Date.now().toString(36)}`;
    const created = await req.post("/console-api/apps", {
      headers,
      data: {
        name,
        description: "A third-party app for the OAuth journeys",
        website: origin,
        callback_urls: [callback],
        access_level: "read-write",
        sign_in_with: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const app = (await created.json()).data as { id: string; consumer_key: string };
    const reveal = await req.post(`/console-api/apps/${app.id}/secret/reveal`, { headers });
    expect(reveal.status()).toBe(200);
    const secret = (await reveal.json()).data.consumer_secret as string;
    return { name, consumer: { key: app.consumer_key, secret } };
  } finally {
    await context.close();
  }
}

/** Playwright's `test` with the worker's third-party app (`thirdParty`), its receiver running. */
export const test = base.extend<object, { thirdParty: ThirdParty }>({
  thirdParty: [
    async ({ browser }, use) => {
      const server = receiver();
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`; // TCP: AddressInfo
      const callback = `${origin}/callback`;
      await use({ ...(await createApp(browser, origin, callback)), origin, callback });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    { scope: "worker" },
  ],
});

/**
 * Follows the app's "Sign in with SVC" link to `path` on the platform, as a user would: the
 * platform's answer (a redirect straight back to the app, or the approval page) follows a click.
 */
export async function clickThroughApp(page: Page, app: ThirdParty, path: string) {
  await page.goto(`${app.origin}/start?to=${encodeURIComponent(baseUrl() + path)}`);
  await page.getByRole("link", { name: "Sign in with SVC" }).click();
}

/** POST /oauth/request_token as the app; fails the test unless the callback is confirmed. */
export async function newRequestToken(
  app: ThirdParty,
  callback = app.callback,
  extra: Record<string, string> = {},
): Promise<TokenPair> {
  const rt = await requestToken(baseUrl(), app.consumer, callback, extra);
  expect(rt.status, rt.text).toBe(200);
  expect(rt.form.oauth_callback_confirmed).toBe("true");
  return { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret };
}

export function authorizeUrl(
  token: TokenPair,
  mode: "authorize" | "authenticate" = "authorize",
  query = "",
): string {
  return `/oauth/${mode}?oauth_token=${encodeURIComponent(token.key)}${query}`;
}

/** Waits for the browser to land on the app's callback and returns its query parameters. */
export async function callbackParams(page: Page, app: ThirdParty): Promise<URLSearchParams> {
  const callback = new URL(app.callback);
  await page.waitForURL(
    (url) => url.origin === callback.origin && url.pathname === callback.pathname,
  );
  await expect(page.getByRole("heading", { name: "Demo app callback" })).toBeVisible();
  return new URL(page.url()).searchParams;
}

/** Signs in on the approval page (labels, as a screen reader user would find them). */
export async function signInOnApprovalPage(page: Page, who: string) {
  const u = user(who);
  await page.getByLabel("Username").fill(u.screen_name);
  await page.getByLabel("Password").fill(u.password);
}

/** POST /oauth/access_token with the request token and verifier (or PIN). */
export function exchangeToken(app: ThirdParty, token: TokenPair, verifier: string | undefined) {
  return accessToken(baseUrl(), app.consumer, token, verifier);
}

export function verifyAs(app: ThirdParty, token: TokenPair) {
  return verifyCredentials(baseUrl(), app.consumer, token);
}

/** The whole browser approval of the app for a user; returns the issued access token. */
export async function approveInBrowser(
  page: Page,
  app: ThirdParty,
  who: string,
): Promise<TokenPair> {
  const rt = await newRequestToken(app);
  await page.goto(authorizeUrl(rt));
  if (await page.getByLabel("Password").count()) await signInOnApprovalPage(page, who);
  else await expect(page.getByText(`Signed in as @${who}`)).toBeVisible();
  await page.getByRole("button", { name: "Authorize app" }).click();
  const params = await callbackParams(page, app);
  expect(params.get("oauth_token")).toBe(rt.key);
  const at = await exchangeToken(app, rt, params.get("oauth_verifier") ?? undefined);
  expect(at.status, at.text).toBe(200);
  expect(at.form.screen_name).toBe(who);
  return { key: at.form.oauth_token, secret: at.form.oauth_token_secret };
}
