import { expect, test, type Page } from "@playwright/test";
import { ownAccount, ownCampaign, ownLineItem } from "./own-data";
import { baseUrl, signIntoConsole } from "./support";

/**
 * Access management: an admin grants "outsider" read-only access to an account of the journey's own
 * (sandbox, with a campaign and a line item), outsider sees its tree without any write control, and
 * the admin revokes it again. The seeded accounts are never granted, so the seed's "outsider has no
 * ad account" holds for other journeys and the test passes again on the same server.
 */

async function usersPage(page: Page, name: string) {
  await page.goto("/console/ads/users");
  await page.getByLabel("Account").selectOption({ label: `${name} (sandbox)` });
  await expect(page.getByRole("table", { name: `Users of ${name}` })).toBeVisible();
}

test("an admin grants ANALYST to outsider, who then sees the tree read-only", async ({
  page,
  browser,
}) => {
  // Two users' sessions and a dozen page loads: as long as the other two-user journeys.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Access ${stamp}`;
  const own = await ownAccount(name);
  const [campaign, line] = [`Spring ${stamp}`, `Visitors ${stamp}`];
  await ownLineItem(own, await ownCampaign(own, campaign), { name: line });
  await signIntoConsole(page, "demo");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Ads" })
    .click();
  await page.getByRole("navigation", { name: "Ads" }).getByRole("link", { name: "Users" }).click();
  await usersPage(page, name);

  await page.getByLabel("Username").fill("outsider");
  await page.getByLabel("Permission level").selectOption("ANALYST");
  await expect(page.getByLabel("Post composer")).toBeDisabled();
  await page.getByRole("button", { name: "Grant" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "@outsider now has Analyst." }),
  ).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "@outsider" });
  await expect(row).toContainText("Analyst");

  // An unknown user: the API's error lands on the Username field.
  await page.getByLabel("Username").fill(`nobody${Date.now()}`);
  await page.getByRole("button", { name: "Grant" }).click();
  await expect(page.getByLabel("Username")).toHaveAccessibleDescription(/No user nobody/);

  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const other = await context.newPage();
    await signIntoConsole(other, "outsider");
    await other.goto(`/console/ads/${own.account}/campaigns`);
    await expect(other.getByRole("button", { name: `Expand ${campaign}` })).toBeVisible();
    await expect(other.getByText(/read-only access to this account \(Analyst\)/)).toBeVisible();
    await expect(other.getByRole("button", { name: "New campaign" })).toHaveCount(0);
    await expect(other.getByRole("button", { name: /^(Pause|Resume)/ })).toHaveCount(0);
    await expect(other.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(other.getByRole("checkbox")).toHaveCount(0);
    await expect(other.getByRole("button", { name: "Add funding instrument" })).toHaveCount(0);
    await other.getByRole("button", { name: `Expand ${campaign}` }).click();
    const tree = other.getByRole("treegrid", { name: "Campaigns", exact: true });
    await expect(tree.getByRole("row").filter({ hasText: line })).toHaveAttribute(
      "aria-level",
      "2",
    );
    await expect(other.getByRole("button", { name: /^Add line item/ })).toHaveCount(0);
    await expect(other.getByRole("button", { name: /^(Pause|Resume|Edit|Delete) / })).toHaveCount(
      0,
    );

    await other
      .getByRole("navigation", { name: "Ads" })
      .getByRole("link", { name: "Users" })
      .click();
    await expect(other.getByRole("row").filter({ hasText: "@demo" })).toBeVisible();
    await expect(other.getByRole("button", { name: "Grant" })).toHaveCount(0);
    await expect(other.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  } finally {
    await context.close();
  }

  await page.getByRole("button", { name: "Revoke outsider" }).click();
  await page
    .getByRole("dialog", { name: "Revoke access?" })
    .getByRole("button", { name: "Revoke access" })
    .click();
  await expect(page.getByRole("row").filter({ hasText: "@outsider" })).toHaveCount(0);
});

test("the history page shows a campaign's changes as a timeline", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await page.goto("/console/ads/history");
  await page.getByLabel("Account").selectOption({ label: "Demo Advertiser" });
  await page.getByLabel("Entity type").selectOption("CAMPAIGN");
  await page.getByLabel("Entity", { exact: true }).selectOption({ label: "Spring Launch" });
  const from = await page.getByLabel("From").inputValue();
  expect(from).toMatch(/T\d{2}:00$/);
  const timeline = page.getByRole("list", { name: "History timeline" });
  await expect(timeline.getByRole("listitem").filter({ hasText: "Created" }).first()).toBeVisible();
  await expect(timeline).toContainText("@demo");
});
