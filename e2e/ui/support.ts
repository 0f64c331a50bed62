import fs from "node:fs";
import path from "node:path";
import { expect, type Cookie, type Page } from "@playwright/test";
import type { DemoCredentials } from "../support/server";
import { accessToken, requestToken, verifyCredentials } from "../support/flows";
import { Ads } from "../support/ads-helpers";

export function credentials(): DemoCredentials {
  const dir = process.env.SVC_TEST_DATA_DIR;
  if (!dir) throw new Error("SVC_TEST_DATA_DIR is not set: run the browser tests through npm test");
  return JSON.parse(fs.readFileSync(path.join(dir, "demo-credentials.json"), "utf8"));
}

export function user(name: string) {
  const u = credentials().users.find((x) => x.screen_name === name);
  if (!u) throw new Error(`no demo user ${name}`);
  return u;
}

/**
 * The cookies of one sign-in per user in this worker (the console's session and the platform's own),
 * so that a journey starts signed in with one page load instead of the sign-in's five. Only cookies:
 * a new context's storage (the remembered ad account) starts empty, as after a sign-in of its own.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs into the console through the platform's own sign-in page (OAuth 2.0 + PKCE under the hood),
 * once per user in this worker: later calls restore that session's cookies and open /console signed
 * in. `fresh` signs in anew and keeps the session to this page: for a journey that signs out, which
 * ends its session's grant (the shared one would die with it).
 */
export async function signIntoConsole(page: Page, who = "demo", opts: { fresh?: boolean } = {}) {
  const saved = opts.fresh ? undefined : sessions.get(who);
  if (saved) await page.context().addCookies(saved);
  await page.goto("/console");
  if (!saved) {
    const u = user(who);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Username").fill(u.screen_name);
    await page.getByLabel("Password").fill(u.password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  if (!saved && !opts.fresh) sessions.set(who, await page.context().cookies());
}

// ---- OAuth 1.0a three-legged flow: the third-party app's server side, signed with `oauth-1.0a` ----

export const DEMO_APP = "Demo Third-Party App";
export const DEMO_CALLBACK = "https://demo-app.example/callback";
export type TokenPair = { key: string; secret: string };

export function baseUrl(): string {
  const url = process.env.SVC_TEST_BASE_URL;
  if (!url) throw new Error("SVC_TEST_BASE_URL is not set: run the browser tests through npm test");
  return url.replace(/\/$/, "");
}

export function consumer(): TokenPair {
  const c = credentials();
  return { key: c.consumer_key, secret: c.consumer_secret };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The demo app is a third party on another origin: answer it in the browser instead. /callback is
 * where the platform sends the user back; /start?to=<url> is the app's own "Sign in with SVC" link.
 */
const intercepted = new WeakSet<Page>();
export async function interceptDemoApp(page: Page) {
  if (intercepted.has(page)) return;
  intercepted.add(page);
  await page.route("https://demo-app.example/**", (route) => {
    const url = new URL(route.request().url());
    const to = url.pathname === "/start" ? url.searchParams.get("to") : null;
    const body = to
      ? `<a href="${escapeAttr(to)}">Sign in with SVC</a>`
      : "<h1>Demo app callback</h1>";
    return route.fulfill({ status: 200, contentType: "text/html", body });
  });
}

/**
 * Follows a link on the demo app's page to `path` on the platform, as a user would. Chromium only lets
 * page.route answer a redirect's target when the navigation started in the page (a click), not with
 * page.goto: a platform redirect straight to the demo app must begin with a click.
 */
export async function clickThroughDemoApp(page: Page, path: string) {
  await page.goto(`https://demo-app.example/start?to=${encodeURIComponent(baseUrl() + path)}`);
  await page.getByRole("link", { name: "Sign in with SVC" }).click();
}

/** POST /oauth/request_token as the demo app; fails the test unless the callback is confirmed. */
export async function newRequestToken(
  callback = DEMO_CALLBACK,
  extra: Record<string, string> = {},
): Promise<TokenPair> {
  const rt = await requestToken(baseUrl(), consumer(), callback, extra);
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

/** Waits for the browser to land on the demo app's callback and returns its query parameters. */
export async function callbackParams(page: Page): Promise<URLSearchParams> {
  await page.waitForURL(
    (url) => url.origin === "https://demo-app.example" && url.pathname === "/callback",
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
export function exchangeToken(token: TokenPair, verifier: string | undefined) {
  return accessToken(baseUrl(), consumer(), token, verifier);
}

export function verifyAs(token: TokenPair) {
  return verifyCredentials(baseUrl(), consumer(), token);
}

/** The whole browser approval for a user; returns the issued access token. */
export async function approveInBrowser(page: Page, who: string): Promise<TokenPair> {
  await interceptDemoApp(page);
  const rt = await newRequestToken();
  await page.goto(authorizeUrl(rt));
  if (await page.getByLabel("Password").count()) await signInOnApprovalPage(page, who);
  else await expect(page.getByText(`Signed in as @${who}`)).toBeVisible();
  await page.getByRole("button", { name: "Authorize app" }).click();
  const params = await callbackParams(page);
  expect(params.get("oauth_token")).toBe(rt.key);
  const at = await exchangeToken(rt, params.get("oauth_verifier") ?? undefined);
  expect(at.status, at.text).toBe(200);
  expect(at.form.screen_name).toBe(who);
  return { key: at.form.oauth_token, secret: at.form.oauth_token_secret };
}

/** The demo user's signed client of the sandbox advertising interface (specs make accounts of their own there). */
export function sandboxClient(): Ads {
  const c = credentials();
  return new Ads(
    baseUrl(),
    { key: c.consumer_key, secret: c.consumer_secret },
    { key: c.access_token, secret: c.access_token_secret },
    "/ads-sandbox",
  );
}
