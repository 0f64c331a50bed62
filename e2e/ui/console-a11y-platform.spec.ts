import { expect, test, type Page } from "@playwright/test";
import { heading, sweep, visible, type Sweep } from "./a11y-sweep";
import { signIntoConsole } from "./support";

/**
 * The public pages, the console's developer and account pages (apps, an app's tabs, connected apps,
 * profile, community notes, the receiver guide) and the ads pages of posts, media, users, insights
 * and history, at 1280 px and 390 px, each loaded once and checked at both widths (./a11y-sweep):
 * nothing wider than the screen, no axe violations, a favicon. Screenshots:
 * test-results/a11y-<page>-<width>.png. The one thing made here is an app of demo's own (other
 * journeys count only what their own apps receive). The other pages are swept by console-a11y.spec.ts.
 */
const PAGES: Sweep[] = [
  { path: "/console/apps", ready: (p) => heading(p, "Apps") },
  { path: "/console/apps/new", ready: (p) => heading(p, "Create app") },
  { path: "/console/connections", ready: (p) => heading(p, "Connected apps") },
  { path: "/console/profile", ready: (p) => visible(p, "button", "Save profile") },
  { path: "/console/notes", ready: (p) => heading(p, "Your notes", 2) },
  { path: "/console/docs/webhooks", ready: (p) => heading(p, "Building a webhook receiver") },
];

const ADS_PAGES: Sweep[] = [
  { path: "/console/ads/posts", ready: (p) => heading(p, "Compose a post", 2) },
  { path: "/console/ads/media", ready: (p) => libraryCount(p) },
  { path: "/console/ads/users", ready: (p) => visible(p, "row", /@demo/) },
  { path: "/console/ads/insights", ready: (p) => heading(p, "Keyword insights") },
  { path: "/console/ads/history", ready: (p) => visible(p, "list", "History timeline") },
];

/** The media library has answered: its count line says how many items (0 on a fresh server). */
async function libraryCount(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^\d+\+? items?\.$/ })).toBeVisible();
}

/** An app of the demo's (keys and tokens) and a new one (its tabs start empty and predictable). */
async function appPages(page: Page): Promise<Sweep[]> {
  await page.goto("/console/apps");
  const first = page.getByRole("region", { name: "Your apps" }).getByRole("link").first();
  const appDetail = (await first.getAttribute("href"))!;
  await page.goto("/console/apps/new");
  const appName = `Phone sweep ${Date.now()}`;
  await page.getByLabel("Name").fill(appName);
  await page.getByRole("button", { name: "Create app" }).click();
  await expect(page.getByRole("heading", { name: appName, exact: true }).first()).toBeVisible();
  const appPath = new URL(page.url()).pathname;
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

test("every developer and account page fits and passes axe", async ({ page }) => {
  test.setTimeout(180_000);
  await signIntoConsole(page, "demo");
  await sweep(page, PAGES);
});

test("the posts, media, users, insights and history pages fit and pass axe", async ({ page }) => {
  test.setTimeout(180_000);
  await signIntoConsole(page, "demo");
  await sweep(page, ADS_PAGES);
});

test("an app's pages fit and pass axe: its keys, webhooks, deliveries and subscriptions", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIntoConsole(page, "demo");
  await sweep(page, await appPages(page));
});
