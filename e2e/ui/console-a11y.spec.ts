import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIntoConsole } from "./support";

/**
 * Every console page on a phone (390 x 844): nothing wider than the screen (tables scroll inside their
 * own region), no axe violations of WCAG 2 A/AA, a favicon, the skip link. Screenshots land in
 * test-results/phone-*.png for a person to look at.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: "/console/apps", ready: (p) => heading(p, "Apps") },
  { path: "/console/apps/new", ready: (p) => heading(p, "Create app") },
  { path: "/console/connections", ready: (p) => heading(p, "Connected apps") },
  { path: "/console/ads", ready: (p) => visible(p, "button", /^(Expand|Collapse) Spring Launch$/) },
  { path: "/console/ads/media", ready: (p) => libraryCount(p) },
  { path: "/console/ads/users", ready: (p) => visible(p, "row", /@demo/) },
  { path: "/console/ads/insights", ready: (p) => heading(p, "Keyword insights") },
  { path: "/console/ads/audiences", ready: (p) => audiencesListed(p) },
  { path: "/console/ads/audiences?scope=shared", ready: (p) => audiencesListed(p) },
  {
    path: "/console/ads/audiences/flexible",
    ready: (p) => heading(p, "Build a flexible audience"),
  },
  { path: "/console/ads/history", ready: (p) => visible(p, "list", "History timeline") },
  { path: "/console/profile", ready: (p) => visible(p, "button", "Save profile") },
  { path: "/console/docs/webhooks", ready: (p) => heading(p, "Building a webhook receiver") },
];

async function heading(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}
/** The media library has answered: its count line says how many items (0 on a fresh server). */
async function libraryCount(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^\d+\+? items?\.$/ })).toBeVisible();
}
/** The audiences list has answered: a table, or the empty state of the view. */
async function audiencesListed(page: Page) {
  const empty = page.getByRole("heading", { name: /^(No custom audiences yet|Nothing is shared)/ });
  await expect(page.getByRole("table").or(empty).first()).toBeVisible();
}
async function section(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
}
async function visible(page: Page, role: "button" | "row" | "list", name: string | RegExp) {
  await expect(page.getByRole(role, { name }).first()).toBeVisible();
}

async function checkPage(page: Page, name: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} is ${width}px wide`).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `test-results/phone-${name}.png`, fullPage: true });
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const found = axe.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, name).toEqual([]);
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon, `${name} names a favicon`).toBeTruthy();
  expect((await page.request.get(icon!)).status()).toBe(200);
}

test("the public pages fit a phone and pass axe, without signing in", async ({ page }) => {
  for (const [path, name] of [
    ["/", "A developer platform you can host yourself."],
    ["/docs/webhooks", "Building a webhook receiver"],
  ]) {
    await page.goto(path);
    await heading(page, name);
    await checkPage(page, `public${path.replace(/\//g, "-").replace(/-$/, "")}`);
  }
});

test("every console page fits a phone and passes axe", async ({ page }) => {
  // One axe run at 390 px for each of fifteen pages: minutes on a loaded machine.
  test.setTimeout(240_000);
  await signIntoConsole(page, "demo");
  for (const { path, ready } of PAGES) {
    await page.goto(path);
    await ready(page);
    await checkPage(page, path.replace(/^\/console\/?/, "").replace(/[/?=]/g, "-") || "console");
  }
});

test("the detail pages fit a phone and pass axe: an app, its webhooks and subscriptions, a campaign, a line item", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIntoConsole(page, "demo");
  // An app's page (keys and tokens): the first app of the list.
  await page.goto("/console/apps");
  await page.getByRole("region", { name: "Your apps" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Keys and tokens" })).toBeVisible();
  await checkPage(page, "app-detail");
  // A new app's Webhooks and Subscriptions tabs (created here, so they start empty and predictable).
  await page.goto("/console/apps/new");
  const appName = `Phone sweep ${Date.now()}`;
  await page.getByLabel("Name").fill(appName);
  await page.getByRole("button", { name: "Create app" }).click();
  await expect(page.getByRole("heading", { name: appName, exact: true }).first()).toBeVisible();
  const appPath = new URL(page.url()).pathname;
  await page.goto(`${appPath}/webhooks`);
  await section(page, "Register a webhook");
  await checkPage(page, "app-webhooks");
  await page.goto(`${appPath}/subscriptions`);
  await section(page, "Activity subscriptions");
  await checkPage(page, "app-subscriptions");
  // An expanded campaign (the treegrid's second level) and an open form dialog.
  await page.goto("/console/ads");
  await page.getByRole("button", { name: "Expand Spring Launch" }).click();
  await expect(page.getByText("Website visitors")).toBeVisible();
  await checkPage(page, "ads-expanded");
  // A line item's page: targeting editor, estimate, promoted posts and accounts, tags, media creatives.
  await page.getByRole("link", { name: "Details of Website visitors" }).click();
  await section(page, "Targeting");
  await section(page, "Media creatives");
  await checkPage(page, "line-item");
});

test("the skip link, the API reference link and the treegrid", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await page.goto("/console/ads");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "API reference" }),
  ).toHaveAttribute("href", "/ads/docs");
  const tree = page.getByRole("treegrid", { name: "Campaigns", exact: true });
  const row = tree.getByRole("row").filter({ hasText: "Spring Launch" }).first();
  await expect(row).toHaveAttribute("aria-level", "1");
  await expect(row).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("button", { name: "Expand Spring Launch" }).click();
  await expect(row).toHaveAttribute("aria-expanded", "true");
});

test("the chosen ad account stays chosen on the other pages", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await page.goto("/console/ads");
  await page.getByLabel("Account").selectOption({ label: "Demo Sandbox (sandbox)" });
  await expect(page.getByLabel("Account").locator("option:checked")).toHaveText(
    "Demo Sandbox (sandbox)",
  );
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Apps", exact: true })
    .click();
  await heading(page, "Apps");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Ads", exact: true })
    .click();
  await expect(page.getByLabel("Account").locator("option:checked")).toHaveText(
    "Demo Sandbox (sandbox)",
  );
});
