import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * An axe run on the page as it is, in one pass: axe.run in the page (AxeBuilder's "legacy" mode).
 * The default mode runs axe.runPartial in each frame and then axe.finishRun in a new blank tab, which
 * loads axe's 500 kB a second time and opens and closes a tab per run: two to three times as long on
 * a busy machine (1.3-2.0 s against 0.5-0.8 s a run on the console's pages), and the journeys run axe
 * over a hundred times. The rules, the DOM and the frames checked (same-origin ones; the console
 * embeds no other origin) are the same. The journeys read only the violations: axe describes only
 * their nodes (a selector for each), not those of every rule that passed, as it otherwise does.
 */
export const ONLY_VIOLATIONS = { resultTypes: ["violations" as const] };

export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options(ONLY_VIOLATIONS);
}

/**
 * The console's axe rule set, in one place: WCAG 2.0/2.1 A and AA, axe's best practices (unique
 * landmarks, no duplicate banner/main/contentinfo, heading order) and the rule that the visible label
 * is inside the accessible name (label-content-name-mismatch, which axe ships switched off).
 * Script-less sandboxed frames (the post previews) hang axe: they are excluded.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // One options object: withTags and withRules each replace runOnly, and the experimental rule runs
  // only when named in `rules`.
  const result = await axeOn(page)
    .options({
      ...ONLY_VIOLATIONS,
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      },
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .exclude("iframe[sandbox]")
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/** The page at one width: nothing wider than the screen, a screenshot to look at, no axe violations. */
async function checkWidth(page: Page, name: string, prefix: string, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  // Polled: charts and other observers of the width follow a resize a moment later.
  const scroll = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect.poll(scroll, { message: `${name} fits ${width}px` }).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `test-results/${prefix}-${name}-${width}.png`, fullPage: true });
  expect.soft(await axeViolations(page), `${name} at ${width}px`).toEqual([]);
}

/**
 * The page as it is now at 1280 px and at 390 px (a phone), without loading it again: fits, a
 * screenshot test-results/<prefix>-<name>-<width>.png for a person to look at, axe clean. Ends at 1280.
 */
export async function axeAtBothSizes(page: Page, name: string, prefix = "cards") {
  for (const width of [1280, 390]) await checkWidth(page, name, prefix, width);
  await page.setViewportSize({ width: 1280, height: 900 });
}
