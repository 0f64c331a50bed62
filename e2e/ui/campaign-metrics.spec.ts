import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, midnight } from "../../components/ads/analytics/date-range";
import { servingTree } from "../support/delivery";
import { axeAtBothSizes } from "./axe";
import { ownAccount } from "./own-data";
import { credentials, signIntoConsole } from "./support";

/**
 * A campaign's life in the console's metrics, on a sandbox account of its own: launched (resumed)
 * in the tree, a day of delivery simulated with the Sandbox time control, the tree's metrics, the
 * line item's chart, its table and CSV file, a breakdown by age, and the same numbers through the
 * synchronous stats operation an integrator would call.
 */
const number = (text: string) => Number(text.replace(/[^0-9.-]/g, ""));

/** A cell of a row by its column's header, as a person reads the table. */
async function cellOf(table: Locator, row: Locator, header: string): Promise<string> {
  const headers = (await table.locator("thead th").allInnerTexts()).map((h) =>
    h.replace(/[↑↓↕]/g, "").trim(),
  );
  const at = headers.findIndex((h) => h.toLowerCase() === header.toLowerCase());
  expect(at, `a column named ${header} in ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return (await row.locator("th, td").nth(at).innerText()).split("\n")[0];
}

async function csvOf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const text = fs.readFileSync(await download.path(), "utf8");
  const [header, ...rows] = text
    .trim()
    .split("\r\n")
    .map((l) => l.split(","));
  const col = (name: string) => header.findIndex((h) => h.startsWith(name));
  return { name: download.suggestedFilename(), header, rows, col };
}

test("launch, advance a day, read the tree, the line item's chart and CSV, and the same through stats", async ({
  page,
}) => {
  const stamp = Date.now();
  const own = await ownAccount(`Metrics ${stamp}`);
  const [name, line] = [`Spring sale ${stamp}`, `Shoppers ${stamp}`];
  const { lineItem } = await servingTree(own.ads, own.account, own.fi, credentials().user_id, {
    campaign: { name, entity_status: "PAUSED" },
    lineItem: { name: line },
  });
  await signIntoConsole(page, "demo");
  await page.goto(`/console/ads/${own.account}/campaigns`);
  const tree = page.getByRole("treegrid", { name: "Campaigns", exact: true });
  const row = tree.locator('tr[aria-level="1"]').filter({ hasText: name });

  // Launch: the paused campaign resumes; nothing delivered yet.
  await page.getByRole("button", { name: `Resume ${name}` }).click();
  await expect(page.getByRole("button", { name: `Pause ${name}` })).toBeVisible();
  await expect.poll(() => cellOf(tree, row, "Impressions")).toBe("0");

  // A day of sandbox time, with its progress said, then the tree asks again.
  const sandbox = page.getByRole("region", { name: "Sandbox time" });
  await expect(sandbox.getByLabel("Advance by")).toHaveValue("24");
  await sandbox.getByRole("button", { name: "Advance time" }).click();
  await expect(sandbox.getByRole("status")).toContainText(/Simulated 24 hours: [\d,]+ impressions/);
  await expect.poll(async () => number(await cellOf(tree, row, "Impressions"))).toBeGreaterThan(0);
  const treeImpressions = number(await cellOf(tree, row, "Impressions"));
  // Spend against what the range allows: the daily budget on each day the flight ran, the day it
  // started and the simulated day after (the account's today), with its pacing in words.
  const [treeSpend, budget] = (await cellOf(tree, row, "Spend")).split(" of ");
  expect(treeSpend).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(budget).toBe("$100.00");
  await expect(row).toContainText(/(On pace|Behind pace|Ahead of pace|Budget spent) · \d+% spent/);
  await expect(row).toContainText("link clicks");
  await expect(tree.locator("tfoot")).toContainText(treeSpend);
  // The engagements are under the impressions (the tree has no column for them: it fits a laptop).
  await expect(row).toContainText(/[\d,]+ engagements?/);
  const region = page.getByRole("region", { name: "Campaigns, scrollable", exact: true });
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await axeAtBothSizes(page, "tree", "campaign-metrics");

  // The tree's file has the same numbers.
  const treeCsv = await csvOf(page, page.getByRole("button", { name: "Download CSV" }));
  const campaignLine = treeCsv.rows.find((r) => r.includes(name)) ?? [];
  expect(Number(campaignLine[treeCsv.col("Impressions")])).toBe(treeImpressions);

  // Into the line item: its figures, chart and table.
  await page.getByRole("button", { name: `Expand ${name}` }).click();
  await page.getByRole("link", { name: `Details of ${line}` }).click();
  const performance = page.getByRole("region", { name: "Performance" });
  const figure = (term: string) =>
    performance
      .locator("dl > div")
      .filter({ has: page.getByRole("term").getByText(term, { exact: true }) });
  await expect(figure("Impressions")).toContainText(treeImpressions.toLocaleString("en-US"));
  await expect(figure("Spend")).toContainText(treeSpend);
  await expect(performance.locator("figcaption")).toContainText("impressions in 7 days");
  await performance.getByText("Numbers as a table").click();
  const table = performance.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Spend" })).toBeVisible();
  await axeAtBothSizes(page, "line item", "campaign-metrics");

  // The CSV: one line per day on the account's calendar, its sums the tree's.
  const csv = await csvOf(page, performance.getByRole("button", { name: "Download CSV" }));
  expect(csv.name).toMatch(/^shoppers-.*-daily\.csv$/);
  expect(csv.header[csv.col("Spend")]).toBe("Spend (USD)");
  expect(csv.rows).toHaveLength(7);
  const total = (col: string) => csv.rows.reduce((n, r) => n + Number(r[csv.col(col)]), 0);
  expect(total("Impressions")).toBe(treeImpressions);
  expect(`$${total("Spend").toFixed(2)}`).toBe(treeSpend.replace(/,/g, ""));

  // The same days through the synchronous stats operation.
  const account = await own.ads.get(`accounts/${own.account}`);
  const zone: string = account.body.data.timezone;
  const lastDay = csv.rows[6][0];
  const stats = await own.ads.get(`stats/accounts/${own.account}`, {
    entity: "LINE_ITEM",
    entity_ids: lineItem.id,
    start_time: csv.rows[0][1],
    end_time: midnight(addDays(lastDay, 1), zone),
    granularity: "DAY",
    metric_groups: "ENGAGEMENT,BILLING",
    placement: "ALL_ON_SVC",
  });
  expect(stats.status, JSON.stringify(stats.body)).toBe(200);
  const metrics = stats.body.data[0].id_data[0].metrics;
  expect(metrics.impressions).toEqual(csv.rows.map((r) => Number(r[csv.col("Impressions")])));
  expect(metrics.billed_charge_local_micro).toEqual(
    csv.rows.map((r) => Math.round(Number(r[csv.col("Spend")]) * 1_000_000)),
  );

  // Who it reached, by age: an asynchronous job, its rows adding up to the impressions of the days
  // that are over (a day is broken down at its end; the range's last day is the account's today).
  const breakdown = page.getByRole("region", { name: "Breakdown" });
  await breakdown.getByRole("button", { name: "Show breakdown" }).click();
  const ages = breakdown.getByRole("table", { name: "Metrics by age" });
  await expect(ages).toBeVisible({ timeout: 60_000 });
  const shown = await ages.locator("tbody tr td:nth-of-type(2)").allInnerTexts();
  await expect(breakdown).toContainText("today's delivery is not in it yet");
  // Age groups in words, not the interface's codes.
  await expect(ages.locator("tbody th").first()).toHaveText(/^(\d+ to \d+|55 and over|Unknown)$/);
  await expect(ages).not.toContainText("AGE_");
  const over = csv.rows.slice(0, -1).reduce((n, r) => n + Number(r[csv.col("Impressions")]), 0);
  expect(shown.reduce((n, t) => n + number(t), 0)).toBe(over);
  await page.screenshot({ path: "test-results/campaign-metrics-breakdown.png", fullPage: true });
});
