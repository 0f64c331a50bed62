import crypto from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { identityOf } from "../../lib/audiences/identities";
import {
  Ads,
  campaign,
  fundingInstrument,
  lineItemParams,
  sandboxAccount,
  type Params,
} from "../support/ads-helpers";
import { axeAtBothSizes } from "./axe";
import { sandboxClient, signIntoConsole } from "./support";

/**
 * THE audiences journey (issue 11), against the real server: a CSV of 1,200 people of the synthetic
 * population (identities.ts, typed as people type them) is hashed in the browser and uploaded; the
 * processing job makes the audience targetable (AUDIENCE_MIN_SIZE, default 100); it is shared with a
 * partner account whose user (analyst, an AD_MANAGER there) targets it on a running line item and
 * watches the estimate move; the owner revokes; new targeting is refused, the running line item keeps
 * it (the open editor stops offering it on focus; the refused save says the list was refreshed). The
 * flexible builder previews the size as leaves are added. Two accounts of its own per run (sandbox, through the signed interface): reruns start clean.
 * Screenshots: test-results/audiences-*.png.
 */
const stamp = Date.now();
const SEED = 0x5c0ffee; // lib/audiences/population/population.ts SEED (importing it reads the config)
const PEOPLE = 1200;

async function setUp() {
  const sb = sandboxClient();
  const owner = await sandboxAccount(sb, `Audience owner ${stamp}`);
  // Sandbox accounts have no business: sharing across businesses needs the owner's feature.
  const f = await sb.post(`accounts/${owner}/features`, {
    feature_keys: "SHARE_AUDIENCE_OUTSIDE_BUSINESS",
  });
  expect(f.status, JSON.stringify(f.body)).toBe(200);
  const partner = await sandboxAccount(sb, `Partner ${stamp}`);
  const fi = await fundingInstrument(sb, partner);
  const camp = await campaign(sb, partner, fi, { name: `Partner campaign ${stamp}` });
  const lineItem = async (name: string) => {
    const r = await sb.post(
      `accounts/${partner}/line_items`,
      lineItemParams(camp.id, { name }) as Params,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data.id as string;
  };
  const running = await lineItem(`Running ${stamp}`);
  const later = await lineItem(`Later ${stamp}`);
  const u = await sb.post(`accounts/${partner}/account_users`, {
    screen_name: "analyst",
    permissions: "AD_MANAGER",
  });
  expect(u.status, JSON.stringify(u.body)).toBe(201);
  return { owner, partner, running, later };
}

/** 1,200 emails as a person's export has them (mixed case, spaces), a blank row and a repeat. */
function customersCsv(): Buffer {
  const rows = Array.from({ length: PEOPLE }, (_, i) => {
    const email = identityOf(SEED, 10_000 + i, "email");
    return `${i},"  ${i % 2 ? email.toUpperCase() : email} "`;
  });
  rows.push(`${PEOPLE}," "`, `${PEOPLE + 1},${identityOf(SEED, 10_000, "email")}`);
  return Buffer.from(["id,Email", ...rows].join("\r\n"));
}

async function range(estimate: Locator, previous?: string) {
  const exact = estimate.getByText(/^[\d,]+ to [\d,]+ people$/);
  if (previous) await expect(exact).not.toHaveText(previous);
  const text = (await exact.textContent()) ?? "";
  const [min, max] = text.split(" to ").map((s) => Number(s.replace(/[^\d]/g, "")));
  return { text, min, max };
}

async function targetingOf(page: Page, account: string, lineItem: string) {
  await page.goto(`/console/ads/${account}/line-items/${lineItem}`);
  return page.getByRole("region", { name: "Targeting" });
}

test("CSV audience hashed in the browser, targetable, shared, targeted, revoked", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, partner, running, later } = await setUp();
  const name = `Customers ${stamp}`;
  const demo = await (await browser.newContext()).newPage();
  await signIntoConsole(demo, "demo");
  await demo.goto(`/console/ads/${owner}/audiences`);
  await demo.getByRole("button", { name: "Create audience" }).click();
  const create = demo.getByRole("dialog", { name: "Create a custom audience" });
  await create.getByLabel("Name").fill(name);
  await create.getByRole("button", { name: "Create audience" }).click();
  await expect(demo.getByRole("heading", { level: 1, name })).toBeVisible();

  // Every value the progress bar takes is recorded, however fast the upload goes.
  await demo.evaluate(() => {
    const seen: string[] = ((window as unknown as { progress: string[] }).progress = []);
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const v = bar?.getAttribute("aria-valuenow");
      if (v && seen[seen.length - 1] !== v) seen.push(v);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const upload = demo.getByRole("region", { name: "Upload users" });
  await upload.getByLabel("The file holds").selectOption("email");
  await upload
    .getByLabel("CSV file")
    .setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: customersCsv() });
  // Only hashes leave the browser: every users call body is 64-hex digests.
  const sent: string[] = [];
  demo.on("request", (r) => {
    if (r.url().endsWith("/users") && r.method() === "POST") sent.push(r.postData() ?? "");
  });
  await upload.getByRole("button", { name: "Hash and upload" }).click();
  await expect(upload.getByText("1,200 of 1,202 rows accepted, 2 refused.")).toBeVisible();
  const progress = await demo.evaluate(
    () => (window as unknown as { progress: string[] }).progress,
  );
  expect(progress.length).toBeGreaterThan(0);
  expect(Number(progress[progress.length - 1])).toBeGreaterThanOrEqual(50);
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toContain("@");
  expect(JSON.parse(sent[0])[0].params.users[0].email[0]).toMatch(/^[0-9a-f]{64}$/);
  await upload.getByText("Refused rows and why").click();
  await expect(upload.getByText("Line 1202: empty once normalised")).toBeVisible();
  await expect(upload.getByText(/^Line 1203 .*the same person as line 2$/)).toBeVisible();
  const summary = demo.getByRole("region", { name: "Summary" });
  await expect(summary.getByText("Targetable", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(summary.getByText("1,200 users")).toBeVisible();
  await demo.screenshot({ path: "test-results/audiences-uploaded.png", fullPage: true });

  const sharing = demo.getByRole("region", { name: "Sharing" });
  await sharing.getByLabel("Account id").fill(partner);
  await sharing.getByLabel("Permission").selectOption("READ_ONLY");
  await sharing.getByRole("button", { name: "Share", exact: true }).click();
  await expect(sharing.getByRole("row", { name: new RegExp(`account ${partner}`) })).toBeVisible();
  await axeAtBothSizes(demo, "audience", "audiences");

  // The partner's user: the audience is in "Shared with this account" and on the editor's list.
  const analyst = await (await browser.newContext()).newPage();
  await signIntoConsole(analyst, "analyst");
  await analyst.goto(`/console/ads/${partner}/audiences?scope=shared`);
  const shared = analyst.getByRole("row").filter({ hasText: name });
  await expect(shared).toContainText("Shared with this account (read only)");
  await expect(shared).toContainText("Targetable");
  await analyst.screenshot({ path: "test-results/audiences-shared.png" });
  const t = await targetingOf(analyst, partner, running);
  const estimate = t.getByRole("region", { name: "Audience estimate" });
  await t.getByRole("button", { name: `Include ${name}`, exact: true }).click();
  const r1 = await range(estimate);
  expect(r1.min).toBeLessThanOrEqual(PEOPLE);
  expect(r1.max).toBeGreaterThanOrEqual(PEOPLE);
  await t.getByLabel("Targeting by").selectOption({ label: "Locations" });
  await t.getByLabel("Search locations").fill("United States");
  await t
    .getByRole("list", { name: "Matching locations" })
    .getByRole("button", { name: "Include United States", exact: true })
    .click();
  const r2 = await range(estimate, r1.text);
  expect(r2.max).toBeLessThan(r1.max);
  await t.getByRole("button", { name: "Save targeting" }).click();
  await expect(analyst.getByRole("status").filter({ hasText: "Targeting saved." })).toBeVisible();
  await analyst.screenshot({ path: "test-results/audiences-targeted.png", fullPage: true });
  // The shared audience's page in the partner account lists the partner's serving line item.
  await analyst.goto(`/console/ads/${partner}/audiences?scope=shared`);
  await analyst.getByRole("link", { name }).click();
  const targeted = analyst.getByRole("region", { name: "Targeted line items" });
  await expect(targeted.getByRole("link", { name: `Running ${stamp}` })).toBeVisible();
  await expect(analyst.getByRole("region", { name: "Upload users" })).toHaveCount(0);
  await expect(analyst.getByRole("region", { name: "Sharing" })).toHaveCount(0);
  // A second line item's editor is open with the audience chosen when the owner revokes.
  const t2 = await targetingOf(analyst, partner, later);
  await t2.getByRole("button", { name: `Include ${name}`, exact: true }).click();

  await sharing.getByRole("button", { name: `Revoke account ${partner}` }).click();
  const confirm = demo.getByRole("dialog", { name: `Revoke account ${partner}'s access?` });
  await expect(confirm).toContainText("keep running with it");
  await expect(confirm).toContainText("copies of those line items are refused");
  await demo.screenshot({ path: "test-results/audiences-revoke.png" });
  await confirm.getByRole("button", { name: "Revoke access" }).click();
  await expect(sharing.getByText("Not shared")).toBeVisible();

  // The open editor stops offering it when its window regains focus, without a reload.
  const offered = t2.getByRole("button", { name: `Include ${name}`, exact: true });
  await expect(offered).toBeVisible();
  await analyst.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  await expect(offered).toHaveCount(0);
  await t2.getByRole("button", { name: "Save targeting" }).click();
  await expect(t2).toContainText("is owned by or shared with this account");
  await expect(t2).toContainText("The audiences on offer were refreshed");
  // and the estimate, asked again, says why instead of the range it had before the revoke
  await expect(t2.getByRole("region", { name: "Audience estimate" })).toContainText(
    "that this account owns or has been granted",
  );
  await analyst.screenshot({ path: "test-results/audiences-refused.png", fullPage: true });
  const kept = await targetingOf(analyst, partner, running);
  await expect(kept.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
  await analyst.goto(`/console/ads/${partner}/audiences?scope=shared`);
  await expect(analyst.getByText("Nothing is shared with this account")).toBeVisible();
});

/** An audience of people from..from+n-1 (emails hashed here, as the console would), processed. */
async function listAudience(sb: Ads, account: string, name: string, from: number, n: number) {
  const base = `accounts/${account}/custom_audiences`;
  const made = await sb.post(base, { name });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.data.id as string;
  const users = Array.from({ length: n }, (_, i) => ({
    email: [
      crypto
        .createHash("sha256")
        .update(identityOf(SEED, from + i, "email"))
        .digest("hex"),
    ],
  }));
  const r = await sb.post(`${base}/${id}/users`, {}, [
    { operation_type: "Update", params: { users } },
  ]);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await expect
    .poll(async () => (await sb.get(`${base}/${id}`)).body.data.targetable, { timeout: 60_000 })
    .toBe(true);
}

test("flexible audience: a tree over two audiences, its size previewed, created through batch, the same size computed, read only", async ({
  page,
}) => {
  // Three processing jobs and four axe passes: over 1 min with both engines' suites on two cores.
  test.setTimeout(150_000);
  const sb = sandboxClient();
  const account = await sandboxAccount(sb, `Flexible ${stamp}`);
  // 600 and 600 people, 200 of them in both.
  await listAudience(sb, account, `Left ${stamp}`, 20_000, 600);
  await listAudience(sb, account, `Right ${stamp}`, 20_400, 600);
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${account}/audiences`);
  await page.getByRole("link", { name: "Build a flexible audience" }).click();
  const name = `Left but not right ${stamp}`;
  await page.getByLabel("Name").fill(name);
  // The size it would have follows the edits (the processing job's computation, on the server).
  const preview = page.getByRole("region", { name: "Size if created now" });
  const previewSize = preview.getByTestId("flexible-size");
  await expect(preview).toContainText("Add an audience to see how many people the tree keeps.");
  await page.getByRole("button", { name: "Add audience to Group 1" }).click();
  await page.getByLabel("Audience 1.1: audience").selectOption({ label: `Left ${stamp}` });
  await expect(previewSize).toHaveText("600 people");
  await expect(preview).toContainText("Targetable");
  await page.getByRole("button", { name: "Add group to Group 1" }).click();
  await page.getByLabel("Audience 1.2.1: audience").selectOption({ label: `Right ${stamp}` });
  await expect(previewSize).toHaveText("200 people");
  await page.getByLabel("Group 1.2: exclude (NOT)").check();
  await expect(previewSize).toHaveText("400 people");
  await page.getByLabel("Audience 1.1: lookback window").selectOption("7");
  await expect(previewSize).not.toHaveText("400 people");
  const previewed = Number((await previewSize.textContent())!.replace(/\D/g, ""));
  await page.screenshot({ path: "test-results/audiences-flexible-preview.png", fullPage: true });
  await expect(page.getByText("2 of 10 audiences, 3 of 5 levels.")).toBeVisible();
  await expect(page.getByText(/^Reads as:/).locator("..")).toContainText(
    `Left ${stamp} (seen at least 1 day in the last 7) AND NOT (Right ${stamp} (seen at least 1 day in the last 30))`,
  );
  await axeAtBothSizes(page, "flexible-builder", "audiences");
  await page.getByRole("button", { name: "Create flexible audience" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const summary = page.getByRole("region", { name: "Summary" });
  // Left without the overlap is 400 people; "seen in 7 days" keeps about 1 - 0.7^7 · 23/30 = 94 % of them
  // (flexible.ts: each member's sure day falls in the last 7 with odds 7/30).
  const size = summary.getByText(/^\d[\d,]* users$/);
  await expect(size).toBeVisible({ timeout: 60_000 });
  const n = Number((await size.textContent())!.replace(/\D/g, ""));
  expect(n).toBeGreaterThan(300);
  expect(n).toBeLessThanOrEqual(400);
  expect(n, "the preview said what the job stored").toBe(previewed);
  await expect(page.getByRole("region", { name: "Segments" })).toContainText("AND NOT");
  await expect(page.getByRole("region", { name: "Upload users" })).toHaveCount(0);
  await axeAtBothSizes(page, "flexible", "audiences");
  await summary.getByRole("button", { name: "Delete audience" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete the audience "${name}"?` });
  await confirm.getByRole("button", { name: "Delete audience" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Custom audiences" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Left ${stamp}` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
