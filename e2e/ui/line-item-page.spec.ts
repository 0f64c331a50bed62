import { expect, test } from "@playwright/test";
import { axeAtBothSizes } from "./axe";
import { ownAccount, ownCampaign, ownLineItem } from "./own-data";
import { signIntoConsole } from "./support";

/**
 * A line item's own page, opened from the campaign tree: its summary on the account's clock and in
 * its currency, and what it carries (tracking tags here: add with the interface's own rule shown on
 * the field, change the URL, delete after confirming), on a line item of an account of its own.
 */
test("a line item's page: summary, tracking tags added, edited and deleted", async ({ page }) => {
  const stamp = Date.now();
  const own = await ownAccount(`Line page ${stamp}`);
  const [campaign, line] = [`Spring ${stamp}`, `Visitors ${stamp}`];
  await ownLineItem(own, await ownCampaign(own, campaign), { name: line });
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${own.account}/campaigns`);
  await page.getByRole("button", { name: `Expand ${campaign}` }).click();
  await page.getByRole("link", { name: `Details of ${line}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: line })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/ads\/[^/]+\/line-items\/[^/?]+$/);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText(campaign);
  await expect(summary).toContainText("Website clicks");
  await expect(summary).toContainText("Auto bid");

  const tags = page.getByRole("region", { name: "Tracking tags" });
  await tags.getByRole("button", { name: "Add tracking tag" }).click();
  const add = page.getByRole("dialog", { name: "Add tracking tag" });
  await add.getByLabel("Type").selectOption("CLICK_TRACKER");
  // The interface takes https trackers only: the form says so on the field before anything is sent.
  await add.getByLabel("Tracker URL").fill(`http://tracker.example/c?run=${stamp}`);
  await add.getByRole("button", { name: "Add tracking tag" }).click();
  await expect(add.getByLabel("Tracker URL")).toHaveAccessibleDescription(/https URL/);
  await add.getByLabel("Tracker URL").fill(`https://tracker.example/c?run=${stamp}`);
  await add.getByRole("button", { name: "Add tracking tag" }).click();
  await expect(add).toBeHidden();
  const row = tags.getByRole("row").filter({ hasText: `run=${stamp}` });
  await expect(row).toContainText("Click tracker");
  await page.screenshot({ path: "test-results/line-item-page.png", fullPage: true });
  await axeAtBothSizes(page, "line item page");
  await expect(page.getByRole("link", { name: "Campaigns", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // At phone width the page never scrolls sideways (the table scrolls inside its own region).
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/line-item-page-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Only the URL of a tag changes: the edit form shows the type as text.
  await row.getByRole("button", { name: /^Edit / }).click();
  const edit = page.getByRole("dialog", { name: "Edit tracking tag" });
  await expect(edit).toContainText("Type: Click tracker");
  await edit.getByLabel("Tracker URL").fill(`https://tracker.example/c2?run=${stamp}`);
  await edit.getByRole("button", { name: "Save URL" }).click();
  await expect(edit).toBeHidden();
  const edited = tags.getByRole("row").filter({ hasText: `c2?run=${stamp}` });
  await expect(edited).toBeVisible();

  await edited.getByRole("button", { name: /^Delete / }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this tracking tag?" });
  await confirm.getByRole("button", { name: "Delete tracking tag" }).click();
  await expect(confirm).toBeHidden();
  await expect(tags.getByRole("row").filter({ hasText: `run=${stamp}` })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Tracking tag removed." })).toBeVisible();
});

test("an unknown line item says so, with the way back", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await page.goto("/console/ads");
  await page.getByLabel("Account").selectOption({ label: "Demo Advertiser" });
  await expect(page.getByLabel("Account").locator("option:checked")).toHaveText("Demo Advertiser");
  const account = new URL(page.url()).pathname.split("/")[3];
  await page.goto(`/console/ads/${account}/line-items/nope123`);
  await expect(page.getByText("Line item not found")).toBeVisible();
  await page.getByRole("link", { name: "← Campaigns" }).click();
  await expect(page.getByRole("treegrid", { name: "Campaigns", exact: true })).toBeVisible();
});
