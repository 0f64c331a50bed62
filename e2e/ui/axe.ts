import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The console's axe rule set, in one place: WCAG 2.0/2.1 A and AA, axe's best practices (unique
 * landmarks, no duplicate banner/main/contentinfo, heading order) and the rule that the visible label
 * is inside the accessible name (label-content-name-mismatch, which axe ships switched off).
 * Script-less sandboxed frames (the post previews) hang axe: they are excluded.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .exclude("iframe[sandbox]")
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
