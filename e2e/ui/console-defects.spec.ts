import { expect, test, type Page } from "@playwright/test";
import { ownAccount } from "./own-data";
import { signIntoConsole } from "./support";

/**
 * Console defects of issue 8, in a browser whose zone (Asia/Tokyo) is not the ad account's
 * (America/Los_Angeles, the seeded accounts' zone): times are typed and read on the account's clock.
 */
test.use({ timezoneId: "Asia/Tokyo" });

/** A sandbox account of the test's own (on the seeded accounts' zone), chosen in the switcher. */
async function openSandbox(page: Page, name: string) {
  await ownAccount(name);
  await page.goto("/console/ads");
  const label = `${name} (sandbox)`;
  await page.getByLabel("Account").selectOption({ label });
  await expect(page.getByLabel("Account").locator("option:checked")).toHaveText(label);
}

async function newFunding(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Add funding instrument" }).click();
  const dialog = page.getByRole("dialog", { name: "Add funding instrument" });
  await dialog.getByLabel("Credit limit").fill("900");
  const created = page.waitForResponse(
    (r) => r.url().includes("/funding_instruments") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Create funding instrument" }).click();
  const id = ((await (await created).json()).data as { id: string }).id;
  await expect(dialog).toBeHidden();
  return id;
}

/** Counts the console's POSTs to a resource, to prove a refused form sent nothing. */
function countPosts(page: Page, resource: string) {
  const seen = { n: 0 };
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.endsWith(`/${resource}`)) seen.n++;
  });
  return seen;
}

test("money and time rules answer on their field; flight dates are the account's; line items show the effective status", async ({
  page,
}) => {
  const name = `Zones ${Date.now()}`;
  await signIntoConsole(page, "demo");
  await openSandbox(page, `${name} account`);
  const fundingId = await newFunding(page);
  const campaignPosts = countPosts(page, "campaigns");

  // An active campaign with a $0.00 daily budget is refused by the interface; the answer lands on the field, in words.
  await page.getByRole("button", { name: "New campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New campaign" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Funding instrument").selectOption(fundingId);
  await dialog.getByLabel("Daily budget").fill("0.00");
  await dialog.getByLabel("Status").selectOption("ACTIVE");
  await dialog.getByRole("button", { name: "Create campaign" }).click();
  await expect(dialog.getByLabel("Daily budget")).toHaveAccessibleDescription(
    /Daily budget must be greater than \$0\.00/,
  );
  expect(campaignPosts.n).toBe(1);
  // A daily budget above the total: the schema's message, named by the labels, amounts in dollars.
  await dialog.getByLabel("Daily budget").fill("9");
  await dialog.getByLabel("Total budget").fill("5");
  await dialog.getByRole("button", { name: "Create campaign" }).click();
  await expect(dialog.getByLabel("Daily budget")).toHaveAccessibleDescription(
    /Daily budget must be at most total budget/,
  );
  await expect(dialog.getByLabel("Daily budget")).not.toHaveAccessibleDescription(/_local_micro/);
  await dialog.getByLabel("Total budget").fill("");
  await dialog.getByRole("button", { name: "Create campaign" }).click();
  await expect(dialog).toBeHidden();

  // A new line item starting in the past is refused by the interface, on Start time.
  await page.getByRole("button", { name: `Expand ${name}` }).click();
  await page.getByRole("button", { name: `Add line item to ${name}` }).click();
  const li = page.getByRole("dialog", { name: "New line item" });
  const linePosts = countPosts(page, "line_items");
  await li.getByLabel("Name").fill(`${name} line`);
  await li.getByLabel("Start time").fill("2020-01-15T20:00");
  await li.getByRole("button", { name: "Create line item" }).click();
  await expect(li.getByLabel("Start time")).toHaveAccessibleDescription(/must not be in the past/);
  expect(linePosts.n).toBe(1);

  // 20:00 on 15 January in Los Angeles is 04:00 UTC on the 16th (and 13:00 on the 16th in Tokyo).
  await li.getByLabel("Start time").fill("2031-01-15T20:00");
  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname.endsWith("/line_items"),
  );
  await li.getByRole("button", { name: "Create line item" }).click();
  expect((await sent).postDataJSON().start_time).toBe("2031-01-16T04:00:00Z");
  await expect(li).toBeHidden();
  const row = page
    .getByRole("treegrid", { name: "Campaigns", exact: true })
    .getByRole("row")
    .filter({ hasText: `${name} line` });
  await expect(row).toContainText("Jan 15, 2031");
  await expect(row).not.toContainText("Jan 16, 2031");

  // Pausing the campaign: the active line item says it does not serve.
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("campaign paused");
  await page.getByRole("button", { name: `Pause ${name}`, exact: true }).click();
  await expect(page.getByRole("button", { name: `Resume ${name}`, exact: true })).toBeVisible();
  await expect(row).toContainText("Active · campaign paused");
});

test("revoking and regenerating tokens ask first, and say when it is done", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await page.goto("/console/apps/new");
  await page.getByLabel("Name").fill(`Tokens ${Date.now() % 1e8}`);
  await page.getByRole("button", { name: "Create app" }).click();
  await expect(page.getByRole("heading", { name: "Keys and tokens" })).toBeVisible();

  await page.getByRole("button", { name: "Generate access token and secret" }).click();
  const token = page.getByLabel("Access token", { exact: true });
  await expect(token).toContainText(/-/);
  const first = await token.textContent();

  // Regenerate: a dialog named for the action; Cancel keeps the token.
  await page.getByRole("button", { name: "Generate access token and secret" }).click();
  const regen = page.getByRole("dialog", { name: "Regenerate the access token?" });
  await expect(regen.getByRole("button", { name: "Cancel" })).toBeFocused();
  await regen.getByRole("button", { name: "Cancel" }).click();
  await expect(token).toHaveText(first!);

  // Revoke: asks, and only the named button revokes.
  await page.getByRole("button", { name: "Revoke access token" }).click();
  const revoke = page.getByRole("dialog", { name: "Revoke the access token?" });
  await expect(revoke).toBeVisible();
  await expect(token).toHaveText(first!);
  await revoke.getByRole("button", { name: "Revoke token" }).click();
  await expect(revoke).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: "access token was revoked" }),
  ).toBeVisible();
  await expect(page.getByText("No access token has been generated.")).toBeVisible();

  // The consumer secret's confirmation is named for its action too.
  await page.getByRole("button", { name: "Regenerate secret" }).click();
  await expect(
    page.getByRole("dialog", { name: "Regenerate the secret?" }).getByRole("button", {
      name: "Regenerate secret",
    }),
  ).toBeVisible();
});
