import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { Ads, lineItemParams, type Params } from "../support/ads-helpers";
import { typedIdentity } from "../../lib/audiences/sample";
import { axeAtBothSizes } from "./axe";
import { baseUrl, consumer, credentials, signIntoConsole } from "./support";

/**
 * A new user's first hour with audiences, on the seeded demo business (no setup of its own but a line
 * item to target): the seeded audience is targetable; the sample CSV is downloaded from the page and
 * uploaded to a new audience, whose page follows matching to a targetable size without a reload
 * (after an earlier upload already settled it at 0: the case that once stayed "0 users"), and again
 * when more people are uploaded to it once it is targetable; it is
 * shared within the business (outside it the refusal says what to do) and targeted on a line item of
 * the business's other account. Screenshots: test-results/audiences-demo-*.png.
 */
const stamp = Date.now();

/** The demo user's production client: a fresh line item in Demo Outlet, so the seeded ones stay as seeded. */
async function outletLineItem(): Promise<string> {
  const c = credentials();
  const token = { key: c.access_token, secret: c.access_token_secret };
  const prod = new Ads(baseUrl(), consumer(), token, "/ads");
  const camps = await prod.get(`accounts/${c.second_account_id}/campaigns`, { count: 1 });
  expect(camps.status, JSON.stringify(camps.body)).toBe(200);
  const r = await prod.post(
    `accounts/${c.second_account_id}/line_items`,
    lineItemParams(camps.body.data[0].id, { name: `Sample buyers ${stamp}` }) as Params,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id as string;
}

test("seeded audience targetable; sample CSV downloaded, uploaded, followed to targetable, shared in the business, targeted", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const c = credentials();
  const lineItem = await outletLineItem();
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${c.account_id}/audiences`);
  const seeded = page.getByRole("row").filter({ hasText: "Newsletter subscribers" });
  await expect(seeded).toContainText("Targetable");
  await expect(seeded).toContainText("600 users");

  const name = `Sample customers ${stamp}`;
  await page.getByRole("button", { name: "Create audience" }).click();
  const create = page.getByRole("dialog", { name: "Create a custom audience" });
  await create.getByLabel("Name").fill(name);
  await create.getByRole("button", { name: "Create audience" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const upload = page.getByRole("region", { name: "Upload users" });
  const summary = page.getByRole("region", { name: "Summary" });
  const follow = upload.getByRole("status").filter({ hasText: /^Matching/ });

  // People nobody knows, and rows that are not emails (refused naming the line and what was expected).
  const strangers =
    "email\nnobody.one@nowhere.example\nnobody.two@nowhere.example\n+1 212 555 0100\n";
  await upload
    .getByLabel("CSV file")
    .setInputFiles({ name: "strangers.csv", mimeType: "text/csv", buffer: Buffer.from(strangers) });
  await upload.getByRole("button", { name: "Hash and upload" }).click();
  await expect(upload.getByText("2 of 3 rows accepted, 1 refused.")).toBeVisible();
  await upload.getByText("Refused rows and why").click();
  await expect(
    upload.getByText(
      "Line 4 (+1 212 555 0100): expected an email address, like maria.garcia@example.com",
    ),
  ).toBeVisible();
  await expect(follow).toHaveText(/^Matching finished: 0 users, fewer than needed/, {
    timeout: 60_000,
  });
  await expect(summary.getByText("Not targetable", { exact: true })).toBeVisible();

  // The sample, as the page offers it, explained on the page.
  await upload.getByText("What the file may hold").click();
  await expect(upload).toContainText("only the hashes leave your computer");
  const download = page.waitForEvent("download");
  await upload.getByRole("link", { name: "Download a sample CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("sample-customers.csv");
  const path = await file.path();
  expect(fs.readFileSync(path, "utf8").split("\r\n")[0]).toBe(
    "email,phone_number,handle,device_id",
  );
  await upload.getByLabel("The file holds").selectOption("email");
  await upload.getByLabel("CSV file").setInputFiles(path);
  await upload.getByRole("button", { name: "Hash and upload" }).click();
  await expect(upload.getByText("400 of 400 rows accepted, 0 refused.")).toBeVisible();
  // No reload: the page asks again while matching runs and stops once it has settled.
  await expect(follow).toHaveText(
    /^Matching finished: 400 users\. The audience can be targeted now/,
    {
      timeout: 60_000,
    },
  );
  await expect(summary.getByText("Targetable", { exact: true })).toBeVisible();
  await expect(summary.getByText("400 users", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/audiences-demo-uploaded.png", fullPage: true });

  // More known people for the audience, now targetable: it stays targetable while they are matched
  // (no PROCESSING), and the page still follows until the size has grown.
  const more = ["email", ...Array.from({ length: 100 }, (_, i) => typedIdentity(i, "email"))];
  await upload.getByLabel("CSV file").setInputFiles({
    name: "more.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(more.join("\n") + "\n"),
  });
  await upload.getByRole("button", { name: "Hash and upload" }).click();
  await expect(upload.getByText("100 of 100 rows accepted, 0 refused.")).toBeVisible();
  await expect(follow).toHaveText(/^Matching finished: 500 users\./, { timeout: 60_000 });
  await expect(summary.getByText("500 users", { exact: true })).toBeVisible();

  // Sharing: outside the business the field says what to do; the business's account is offered.
  const sharing = page.getByRole("region", { name: "Sharing" });
  await sharing.getByLabel("Account id").fill(c.sandbox_account_id);
  await sharing.getByRole("button", { name: "Share", exact: true }).click();
  await expect(sharing).toContainText(
    `Account ${c.sandbox_account_id} is not in this account's business (Demo Co)`,
  );
  await expect(sharing).toContainText(
    `share it with an account of this business instead: Demo Outlet (${c.second_account_id})`,
  );
  await page.screenshot({ path: "test-results/audiences-demo-refused.png", fullPage: true });
  await sharing
    .getByRole("button", { name: `Fill in Demo Outlet (${c.second_account_id})` })
    .click();
  await sharing.getByRole("button", { name: "Share", exact: true }).click();
  await expect(
    sharing.getByRole("row", { name: new RegExp(`account ${c.second_account_id}`) }),
  ).toBeVisible();
  await axeAtBothSizes(page, "audiences-demo", "audiences");

  // Targeted at once on the other account's line item.
  await page.goto(`/console/ads/${c.second_account_id}/line-items/${lineItem}`);
  const targeting = page.getByRole("region", { name: "Targeting" });
  await targeting.getByRole("button", { name: `Include ${name}`, exact: true }).click();
  await targeting.getByRole("button", { name: "Save targeting" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Targeting saved." })).toBeVisible();
  await expect(targeting.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
  await page.screenshot({ path: "test-results/audiences-demo-targeted.png", fullPage: true });
});
