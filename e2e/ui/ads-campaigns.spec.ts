import { expect, test, type Page } from "@playwright/test";
import { ownAccount } from "./own-data";
import { credentials, signIntoConsole } from "./support";

/**
 * The advertiser's campaign tree. The writing journey makes a sandbox account of its own
 * (e2e/ui/own-data.ts) and its uniquely named records there; the seeded accounts are only read.
 */

async function openAccount(page: Page, label: string) {
  await page.goto("/console/ads");
  await page.getByLabel("Account").selectOption({ label });
  await expect(page.getByLabel("Account").locator("option:checked")).toHaveText(label);
  await expect(page).toHaveURL(/\/console\/ads\/[^/?]+\/campaigns$/);
}

/** A campaign's row, expanded or not (the toggle's name says which). */
const campaignRow = (page: Page, name: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: new RegExp(`^(Expand|Collapse) ${name}$`) }) });

async function createCampaign(page: Page, name: string, fundingId: string) {
  await page.getByRole("button", { name: "New campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New campaign" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Funding instrument").selectOption(fundingId);
  await dialog.getByLabel("Daily budget").fill("25.50");
  await dialog.getByLabel("Total budget").fill("1000");
  await dialog.getByLabel("Budget optimization").selectOption("CAMPAIGN");
  await dialog.getByLabel("Status").selectOption("ACTIVE");
  await dialog.getByRole("button", { name: "Create campaign" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Expand ${name}` })).toBeVisible();
}

test("the account is in the path: old ?account= addresses go there, the switcher keeps the tab", async ({
  page,
}) => {
  const account = credentials().account_id;
  const at = (path: string) => (url: URL) => url.pathname + url.search === path;
  await signIntoConsole(page, "demo");
  // A bookmark from before: the same page under the account, its other query parameters kept.
  await page.goto(`/console/ads/audiences?account=${account}&scope=shared`);
  await expect(page).toHaveURL(at(`/console/ads/${account}/audiences?scope=shared`));
  const tab = (name: string) =>
    page.getByRole("navigation", { name: "Ads" }).getByRole("link", { name, exact: true });
  await expect(tab("Audiences")).toHaveAttribute("aria-current", "page");
  await page.goto(`/console/ads?account=${account}`);
  await expect(page).toHaveURL(at(`/console/ads/${account}/campaigns`));
  // Without an account, a section opens under the account chosen last.
  await page.goto("/console/ads/cards/new");
  await expect(page).toHaveURL(at(`/console/ads/${account}/cards/new`));
  await expect(page.getByRole("button", { name: /^(Create|Save) card$/ })).toBeVisible();
  // Another account: the same tab under it.
  await page.getByLabel("Account").selectOption({ label: "Demo Sandbox (sandbox)" });
  await expect(page).toHaveURL(/\/console\/ads\/[^/?]+\/cards$/);
  await expect(page).not.toHaveURL(at(`/console/ads/${account}/cards`));
  await expect(tab("Cards")).toHaveAttribute("aria-current", "page");
});

test("in the sandbox, an admin funds, creates a campaign and a line item, pauses inline and in bulk", async ({
  page,
}) => {
  const stamp = Date.now();
  const [a, b, c] = ["A", "B", "C"].map((x) => `Sandbox ${stamp} ${x}`);
  await ownAccount(`Sandbox ${stamp}`);
  await signIntoConsole(page, "demo");
  await openAccount(page, `Sandbox ${stamp} (sandbox)`);

  // Funding instrument: the id from the response picks it in the campaign form (descriptions repeat).
  await page.getByRole("button", { name: "Add funding instrument" }).click();
  const fiDialog = page.getByRole("dialog", { name: "Add funding instrument" });
  await fiDialog.getByLabel("Type").selectOption("CREDIT_LINE");
  await fiDialog.getByLabel("Currency").fill("USD");
  await fiDialog.getByLabel("Credit limit").fill("2500");
  const created = page.waitForResponse(
    (r) => r.url().includes("/funding_instruments") && r.request().method() === "POST",
  );
  await fiDialog.getByRole("button", { name: "Create funding instrument" }).click();
  const fi = (await (await created).json()).data as { id: string };
  await expect(fiDialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: fi.id })).toContainText("$2,500.00");

  await createCampaign(page, a, fi.id);
  const rowA = campaignRow(page, a);
  await expect(rowA).toContainText("$25.50");
  await expect(rowA).toContainText("$1,000.00");
  await expect(rowA).toContainText("Active");

  // A line item inside the expanded campaign (a level-2 row of the same treegrid); a rule only the
  // server knows lands on its field.
  await page.getByRole("button", { name: `Expand ${a}` }).click();
  const tree = page.getByRole("treegrid", { name: "Campaigns", exact: true });
  const none = tree.getByRole("row", { name: "No line items in this campaign yet." });
  await expect(none).toHaveAttribute("aria-level", "2");
  await page.getByRole("button", { name: `Add line item to ${a}` }).click();
  const li = page.getByRole("dialog", { name: "New line item" });
  await li.getByLabel("Name").fill(`Clicks ${stamp}`);
  await li.getByLabel("Objective").selectOption("ENGAGEMENTS");
  await li.getByLabel("Product type").selectOption("PROMOTED_POSTS");
  await li.getByLabel("Placements").selectOption("SVC_TIMELINE,SVC_SEARCH");
  await li.getByLabel("Bid strategy").selectOption("TARGET");
  await li.getByLabel("Bid amount").fill("1.25");
  await li.getByLabel("Status").selectOption("ACTIVE");
  await expect(li.getByLabel("Start time")).not.toHaveValue("");
  await li.getByRole("button", { name: "Create line item" }).click();
  await expect(li.getByLabel("Bid strategy")).toHaveAccessibleDescription(
    /TARGET is only available with objectives/,
  );
  await li.getByLabel("Objective").selectOption("WEBSITE_CLICKS");
  await li.getByRole("button", { name: "Create line item" }).click();
  await expect(li).toBeHidden();
  const liRow = tree.getByRole("row").filter({ hasText: `Clicks ${stamp}` });
  await expect(liRow).toHaveAttribute("aria-level", "2");
  await expect(liRow).toContainText("Website clicks");
  await expect(liRow).toContainText("$1.25 target");
  await liRow.getByRole("button", { name: `Pause Clicks ${stamp}` }).click();
  await expect(liRow.getByRole("button", { name: `Resume Clicks ${stamp}` })).toBeVisible();
  await expect(liRow).toContainText("Paused");
  // Deleting it (its row held the tab stop) hands the grid's tab stop to the row that replaces it.
  await liRow.getByRole("button", { name: `Delete Clicks ${stamp}` }).click();
  await page
    .getByRole("dialog", { name: "Delete this line item?" })
    .getByRole("button", { name: "Delete line item" })
    .click();
  await expect(liRow).toHaveCount(0);
  await expect(none).toHaveAttribute("tabindex", "0");
  await expect(tree.locator('tbody > tr[tabindex="0"]')).toHaveCount(1);

  // Inline pause of the campaign.
  await page.getByRole("button", { name: `Pause ${a}` }).click();
  await expect(page.getByRole("button", { name: `Resume ${a}` })).toBeVisible();
  await expect(rowA).toContainText("Paused");

  // Two more, selected and paused with one batch request.
  await createCampaign(page, b, fi.id);
  await createCampaign(page, c, fi.id);
  await page.getByLabel(`Select ${b}`).check();
  await page.getByLabel(`Select ${c}`).check();
  await expect(page.getByRole("region", { name: "Bulk actions" })).toContainText(
    "2 campaigns selected",
  );
  const batch = page.waitForRequest(
    (r) => r.url().includes("/batch/accounts/") && r.method() === "POST",
  );
  await page.getByRole("button", { name: "Pause selected" }).click();
  expect((await batch).postDataJSON()).toHaveLength(2);
  for (const name of [b, c]) {
    await expect(page.getByRole("button", { name: `Resume ${name}` })).toBeVisible();
    await expect(campaignRow(page, name)).toContainText("Paused");
  }
  await expect(page.getByLabel(`Select ${b}`)).not.toBeChecked();

  // Delete asks first.
  await page.getByRole("button", { name: `Delete ${c}` }).click();
  await page
    .getByRole("dialog", { name: "Delete this campaign?" })
    .getByRole("button", { name: "Delete campaign" })
    .click();
  await expect(page.getByRole("button", { name: `Expand ${c}` })).toHaveCount(0);
});

test("the production tree: drafts apart, keyboard movement, chart", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await openAccount(page, "Demo Advertiser");
  const drafts = page.getByRole("region", { name: "Drafts" });
  await expect(drafts.getByRole("button", { name: "Expand Holiday Draft" })).toBeVisible();
  await expect(
    page.getByRole("treegrid", { name: "Campaigns", exact: true }).getByText("Holiday Draft"),
  ).toHaveCount(0);
  await expect(
    page.getByRole("img", { name: /Daily budget per campaign in USD: .*Spring Launch \$50\.00/ }),
  ).toBeVisible();

  // The pointer opens a campaign with its chevron; its line items are level-2 rows of the grid.
  const tree = page.getByRole("treegrid", { name: "Campaigns", exact: true });
  await page.getByRole("button", { name: "Expand Spring Launch" }).click();
  const spring = tree.locator('tr[aria-level="1"]').filter({ hasText: "Spring Launch" });
  await expect(spring).toHaveAttribute("aria-expanded", "true");
  for (const [i, name] of ["Website visitors", "Engagement boost"].entries()) {
    const row = tree.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveAttribute("aria-level", "2");
    await expect(row).toHaveAttribute("aria-posinset", String(i + 1));
    await expect(row).toHaveAttribute("aria-setsize", "2");
  }
  await page.getByRole("button", { name: "Collapse Spring Launch" }).click();
  await expect(tree.getByText("Website visitors")).toHaveCount(0);

  await page.getByRole("button", { name: "Expand Retargeting" }).click();
  await expect(tree.getByRole("row").filter({ hasText: "Follower growth (draft)" })).toContainText(
    "Draft",
  );
  await page.screenshot({ path: "test-results/ads-tree.png", fullPage: true });
});
