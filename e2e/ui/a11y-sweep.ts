import { expect, type Page } from "@playwright/test";
import { axeAtBothSizes } from "./axe";

/**
 * The console's axe sweep, shared by console-a11y.spec.ts (the advertiser's pages) and
 * console-a11y-platform.spec.ts (the rest): each page loaded once, ready when `ready` sees its
 * content, then checked at 1280 px and 390 px (./axe: fits, a screenshot
 * test-results/a11y-<page>-<width>.png, axe clean).
 */
export type Sweep = { path: string; name?: string; ready: (page: Page) => Promise<void> };

export async function heading(page: Page, name: string, level = 1) {
  await expect(page.getByRole("heading", { level, name, exact: true }).first()).toBeVisible();
}

export async function visible(page: Page, role: "button" | "row" | "list", name: string | RegExp) {
  await expect(page.getByRole(role, { name }).first()).toBeVisible();
}

/** Each page once, at both widths; the favicon the layout names is served. */
export async function sweep(page: Page, pages: Sweep[]) {
  for (const { path, ready, name } of pages) {
    await page.goto(path);
    await ready(page);
    await axeAtBothSizes(page, name ?? pageName(path), "a11y");
  }
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon, "the layout names a favicon").toBeTruthy();
  expect((await page.request.get(icon!)).status()).toBe(200);
}

const pageName = (path: string) =>
  path.replace(/^\/console\/?/, "").replace(/[/?=]/g, "-") || "console";
