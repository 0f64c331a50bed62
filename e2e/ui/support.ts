import fs from "node:fs";
import path from "node:path";
import { expect, type Cookie, type Page } from "@playwright/test";
import type { DemoCredentials } from "../support/server";
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

/** The demo app's seeded callback, for flows that read the redirect without following it. */
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
