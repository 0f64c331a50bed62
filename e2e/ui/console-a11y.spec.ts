import { expect, test, type Page } from "@playwright/test";
import { axeAtBothSizes } from "./axe";
import { demoAds } from "./cards-support";
import { signIntoConsole } from "./support";

/**
 * Every console page at 1280 px and 390 px (a phone), each loaded once and checked at both widths:
 * nothing wider than the screen (tables scroll inside their own region), no axe violations (./axe),
 * a favicon. Screenshots land in test-results/a11y-<page>-<width>.png for a person to look at. The
 * API reference is checked by ads-reference.spec.ts.
 */
type Sweep = { path: string; name?: string; ready: (page: Page) => Promise<void> };

const PAGES: Sweep[] = [
  { path: "/console/apps", ready: (p) => heading(p, "Apps") },
  { path: "/console/apps/new", ready: (p) => heading(p, "Create app") },
  { path: "/console/connections", ready: (p) => heading(p, "Connected apps") },
  { path: "/console/ads", ready: (p) => visible(p, "button", /^(Expand|Collapse) Spring Launch$/) },
  { path: "/console/ads/posts", ready: (p) => heading(p, "Compose a post", 2) },
  { path: "/console/ads/media", ready: (p) => libraryCount(p) },
  { path: "/console/ads/cards", ready: (p) => heading(p, "Cards", 2) },
  { path: "/console/ads/cards/new", ready: (p) => visible(p, "button", /^(Create|Save) card$/) },
  {
    path: "/console/ads/cards/conversation/new",
    ready: (p) => visible(p, "button", /^(Create|Save) card$/),
  },
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

async function heading(page: Page, name: string, level = 1) {
  await expect(page.getByRole("heading", { level, name, exact: true }).first()).toBeVisible();
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
async function visible(
  page: Page,
  role: "button" | "row" | "list" | "iframe",
  name: string | RegExp,
) {
  if (role === "iframe") {
    await expect(page.locator(`iframe`).first()).toBeVisible();
    return;
  }
  await expect(page.getByRole(role, { name }).first()).toBeVisible();
}

/** Each page once, at both widths; the favicon the layout names is served. */
async function sweep(page: Page, pages: Sweep[]) {
  for (const { path, ready, name } of pages) {
    await page.goto(path);
    await ready(page);
    await axeAtBothSizes(page, name ?? pageName(path), "a11y");
  }
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon, "the layout names a favicon").toBeTruthy();
  expect((await page.request.get(icon!)).status()).toBe(200);
}
const pageName = (path: string) =>
  path.replace(/^\/console\/?/, "").replace(/[/?=]/g, "-") || "console";

/** The pages that need an id: made here (a new app, a draft post, an audience) or found in the demo. */
async function detailPages(page: Page): Promise<Sweep[]> {
  const { ads, account } = demoAds();
  const me = (await ads.get(`accounts/${account}/promotable_users`)).body.data[0].user_id;
  const draft = await ads.post(`accounts/${account}/draft_posts`, {
    as_user_id: me,
    text: `Sweep draft ${Date.now()}`,
  });
  expect(draft.status).toBe(201);
  const audience = await ads.post(`accounts/${account}/custom_audiences`, {
    name: `Sweep audience ${Date.now()}`,
  });
  expect(audience.status).toBe(201);
  // An app of the demo's (keys and tokens) and a new one (its tabs start empty and predictable).
  await page.goto("/console/apps");
  const first = page.getByRole("region", { name: "Your apps" }).getByRole("link").first();
  const appDetail = (await first.getAttribute("href"))!;
  await page.goto("/console/apps/new");
  const appName = `Phone sweep ${Date.now()}`;
  await page.getByLabel("Name").fill(appName);
  await page.getByRole("button", { name: "Create app" }).click();
  await expect(page.getByRole("heading", { name: appName, exact: true }).first()).toBeVisible();
  const appPath = new URL(page.url()).pathname;
  await page.goto("/console/ads");
  await page.getByRole("button", { name: "Expand Spring Launch" }).click();
  const lineItem = page.getByRole("link", { name: "Details of Website visitors" });
  const lineItemPath = (await lineItem.getAttribute("href"))!;
  return [
    { path: appDetail, name: "app-detail", ready: (p) => heading(p, "Keys and tokens", 2) },
    {
      path: `${appPath}/webhooks`,
      name: "app-webhooks",
      ready: (p) => heading(p, "Register a webhook", 2),
    },
    {
      path: `${appPath}/deliveries`,
      name: "app-deliveries",
      ready: async (p) => {
        await heading(p, "Delivery log", 2);
        await expect(p.getByText("No deliveries match these filters yet.")).toBeVisible();
      },
    },
    {
      path: `${appPath}/subscriptions`,
      name: "app-subscriptions",
      ready: (p) => heading(p, "Activity subscriptions", 2),
    },
    {
      path: lineItemPath,
      name: "line-item",
      ready: async (p) => {
        await heading(p, "Targeting", 2);
        await heading(p, "Media creatives", 2);
      },
    },
    {
      path: `/console/ads/audiences/${audience.body.data.id}?account=${account}`,
      name: "audience",
      ready: (p) => heading(p, audience.body.data.name),
    },
    {
      path: `/console/draft-posts/${draft.body.data.id}/preview?account=${account}`,
      name: "draft-preview",
      ready: (p) => heading(p, "Draft post preview"),
    },
  ];
}

test("the public pages fit and pass axe, without signing in", async ({ page }) => {
  await sweep(page, [
    {
      path: "/",
      name: "public",
      ready: (p) => heading(p, "A developer platform you can host yourself."),
    },
    {
      path: "/docs/webhooks",
      name: "public-docs-webhooks",
      ready: (p) => heading(p, "Building a webhook receiver"),
    },
  ]);
});

test("every console page fits and passes axe", async ({ page }) => {
  // Two axe runs for each of seventeen pages: minutes on a loaded machine.
  test.setTimeout(360_000);
  await signIntoConsole(page, "demo");
  await sweep(page, PAGES);
});

test("the detail pages fit and pass axe: apps, deliveries, a line item, an audience, a draft preview, an open campaign", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIntoConsole(page, "demo");
  await sweep(page, await detailPages(page));
  // An expanded campaign (the treegrid's second level).
  await page.goto("/console/ads");
  await page.getByRole("button", { name: "Expand Spring Launch" }).click();
  await expect(page.getByText("Website visitors")).toBeVisible();
  await axeAtBothSizes(page, "ads-expanded", "a11y");
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
