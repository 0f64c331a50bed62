import { expect, test, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { signIntoConsole } from "./support";

/**
 * The campaign tree as a WAI-ARIA treegrid (components/data/tree-grid.tsx) on the seeded production
 * account: Spring Launch (two line items) and Retargeting (one), Holiday Draft apart. Read-only here,
 * so the journeys pass again on the same server.
 */

async function openTree(page: Page) {
  await signIntoConsole(page, "demo");
  await page.goto("/console/ads");
  await page.getByLabel("Account").selectOption({ label: "Demo Advertiser" });
  const tree = page.getByRole("treegrid", { name: "Campaigns", exact: true });
  await expect(tree.getByRole("row").filter({ hasText: "Spring Launch" })).toBeVisible();
  return tree;
}

/** A row by its text: campaigns at level 1, line items at level 2 (a loading row names its parent too). */
const rowOf = (page: Page, text: string, level = 1) =>
  page
    .getByRole("treegrid", { name: "Campaigns", exact: true })
    .locator(`tr[aria-level="${level}"]`)
    .filter({ hasText: text });
const lineOf = (page: Page, text: string) => rowOf(page, text, 2);

test("the keyboard moves through the treegrid as the WAI-ARIA pattern says", async ({ page }) => {
  const tree = await openTree(page);
  const body = tree.locator("tbody > tr");
  // Roving tabindex: one row in the tab order, the first.
  await expect(body.first()).toHaveAttribute("tabindex", "0");
  await expect(tree.locator('tbody > tr[tabindex="0"]')).toHaveCount(1);

  const spring = rowOf(page, "Spring Launch");
  const visitors = lineOf(page, "Website visitors");
  const boost = lineOf(page, "Engagement boost");
  await spring.focus();
  await expect(spring).toHaveAttribute("aria-level", "1");
  await expect(spring).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowRight"); // expands
  await expect(spring).toHaveAttribute("aria-expanded", "true");
  await expect(spring).toBeFocused();
  await page.keyboard.press("ArrowRight"); // into the first child
  await expect(visitors).toBeFocused();
  await expect(visitors).toHaveAttribute("aria-level", "2");
  await expect(visitors).toHaveAttribute("tabindex", "0");
  await expect(spring).toHaveAttribute("tabindex", "-1");
  await tree.screenshot({ path: "test-results/campaign-tree-focus.png" });
  await page.keyboard.press("ArrowDown");
  await expect(boost).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(visitors).toBeFocused();
  await page.keyboard.press("ArrowLeft"); // back to the parent
  await expect(spring).toBeFocused();
  await page.keyboard.press("ArrowLeft"); // collapses
  await expect(spring).toHaveAttribute("aria-expanded", "false");
  await expect(visitors).toHaveCount(0);
  await page.keyboard.press("Enter"); // Enter toggles a campaign
  await expect(spring).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("End");
  await expect(body.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(body.first()).toBeFocused();

  // Enter on a line item opens its form; closing it returns to the row.
  await visitors.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit Website visitors" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(visitors).toBeFocused();
  // The arrows go on from where the dialog returned focus.
  await page.keyboard.press("ArrowDown");
  await expect(boost).toBeFocused();
});

test("search, status filter and sorting act on the campaigns, line items follow", async ({
  page,
}) => {
  const tree = await openTree(page);
  await page.getByRole("button", { name: "Expand Spring Launch" }).click();
  await expect(lineOf(page, "Website visitors")).toBeVisible();
  await page.getByLabel("Search campaigns").fill("retarget");
  await expect(rowOf(page, "Spring Launch")).toHaveCount(0);
  await expect(rowOf(page, "Retargeting")).toHaveAttribute("aria-setsize", "1");
  await page.getByLabel("Search campaigns").fill("");
  await page.getByLabel("Status").selectOption("PAUSED");
  await expect(rowOf(page, "Spring Launch")).toHaveCount(0);
  await page.getByLabel("Status").selectOption("");
  await expect(lineOf(page, "Website visitors")).toBeVisible();

  await tree.getByRole("button", { name: "Name" }).click();
  const names = () => tree.locator('tbody > tr[aria-level="1"] th').allInnerTexts();
  expect((await names()).map((n) => n.split("\n")[0])).toEqual(
    [...(await names()).map((n) => n.split("\n")[0])].sort((x, y) => x.localeCompare(y)),
  );
  await expect(tree.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  // The children stay under their parent whatever the order.
  const order = await tree.locator("tbody > tr").allInnerTexts();
  const parent = order.findIndex((t) => t.includes("Spring Launch"));
  expect(order[parent + 1]).toContain("Website visitors");
});

for (const width of [1280, 390]) {
  test(`the expanded tree at ${width} px: no page overflow, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openTree(page);
    await page.getByRole("button", { name: "Expand Spring Launch" }).click();
    await page.getByRole("button", { name: "Expand Retargeting" }).click();
    await expect(lineOf(page, "Follower growth (draft)")).toBeVisible();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `the page is ${scroll}px wide`).toBeLessThanOrEqual(width);
    if (width === 1280) {
      // On a laptop the tree, metric columns and actions included, fits: no sideways scrolling.
      const region = page.getByRole("region", { name: "Campaigns, scrollable", exact: true });
      const sideways = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(sideways, `the tree scrolls ${sideways}px sideways`).toBe(0);
    }
    await page.screenshot({ path: `test-results/campaign-tree-${width}.png`, fullPage: true });
    const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
}

test("a keyboard user on the loading row lands on the first line item once they arrive", async ({
  page,
}) => {
  const tree = await openTree(page);
  // Held line items: the second ArrowRight lands on the row saying they are loading.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isLineItems = (url: URL) => url.pathname.endsWith("/line_items");
  await page.route(isLineItems, async (route) => {
    await held;
    await route.continue();
  });
  const retargeting = rowOf(page, "Retargeting");
  await retargeting.focus();
  await page.keyboard.press("ArrowRight"); // expands
  const loading = lineOf(page, "Loading line items of Retargeting");
  await expect(loading).toBeVisible();
  await page.keyboard.press("ArrowRight"); // into the loading row
  await expect(loading).toBeFocused();
  release();
  const growth = lineOf(page, "Follower growth (draft)");
  await expect(growth).toBeFocused();
  await expect(growth).toHaveAttribute("tabindex", "0");
  await expect(tree.locator('tbody > tr[tabindex="0"]')).toHaveCount(1);
  await page.unroute(isLineItems);
});
