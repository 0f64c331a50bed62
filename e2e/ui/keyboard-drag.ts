import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A keyboard pick-up in dnd-kit's sortable lists. The KeyboardSensor announces the pick-up at once but
 * listens for the next keys (arrows, Space, Escape) only from a timer it sets then (setTimeout 0): a
 * key that arrives before that timer ran is not part of the drag, which a busy machine makes likely.
 * So after the announcement this sets a timer of its own in the page, queued after the sensor's and
 * so run after it: from then on the sensor hears every key.
 */
export async function pickUp(page: Page, handle: Locator, live: Locator, said: string | RegExp) {
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(live).toHaveText(said);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
