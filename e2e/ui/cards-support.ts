import { expect, type Page } from "@playwright/test";
import { AdsClient } from "../support/ads";
import { axeViolations } from "./axe";
import { baseUrl, credentials } from "./support";

/** Shared by the card builder specs: the demo user's signed client, axe at the two sizes. */
export function demoAds(): { ads: AdsClient; account: string } {
  const c = credentials();
  const ads = new AdsClient(
    baseUrl(),
    { key: c.consumer_key, secret: c.consumer_secret },
    { key: c.access_token, secret: c.access_token_secret },
    "/ads",
  );
  return { ads, account: c.account_id };
}

async function axe(page: Page, name: string, prefix: string) {
  const viewport = page.viewportSize()?.width ?? 0;
  // Polled: charts and other observers of the width follow a resize a moment later.
  const scroll = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect
    .poll(scroll, { message: `${name}: no page-wide scroll` })
    .toBeLessThanOrEqual(viewport);
  await page.screenshot({ path: `test-results/${prefix}-${name}-${viewport}.png`, fullPage: true });
  const found = await axeViolations(page);
  expect(found, name).toEqual([]);
}

/** Axe (./axe: WCAG 2 A/AA and the best practices), no page-wide scroll and a screenshot test-results/<prefix>-<name>-<width>.png. */
export async function axeAtBothSizes(page: Page, name: string, prefix = "cards") {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await axe(page, name, prefix);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
