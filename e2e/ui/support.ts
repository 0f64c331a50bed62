import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type { DemoCredentials } from "../support/server";

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

/** Signs into the console through the platform's own sign-in page (OAuth 2.0 + PKCE under the hood). */
export async function signIntoConsole(page: Page, who = "demo") {
  const u = user(who);
  await page.goto("/console");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Username").fill(u.screen_name);
  await page.getByLabel("Password").fill(u.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}
