import { expect, test, type Page } from "@playwright/test";
import { Ads } from "../support/ads-helpers";
import { baseUrl, consumer, credentials, user } from "./support";

/**
 * Who sees what in the ads console: a signed-out deep link comes back to the page asked for, and
 * `analyst` (read-only on the demo account: campaigns and analytics, no creatives or audiences) sees
 * what it may read and, instead of write controls or errors, what access it has and who can grant more.
 * Reads only, but for one targeting criterion the walk needs (the seed has none), removed at its end.
 */
const account = () => credentials().account_id;

async function signInHere(page: Page, who: string) {
  const u = user(who);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Username").fill(u.screen_name);
  await page.getByLabel("Password").fill(u.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("a signed-out deep link lands on the page asked for, query included, after sign-in", async ({
  page,
}) => {
  const asked = `/console/ads/${account()}/cards`;
  await page.goto(asked);
  await expect(page).toHaveURL(/\/signin\?/);
  await signInHere(page, "demo");
  await expect(page).toHaveURL((url) => url.pathname + url.search === asked);
  await expect(page.getByRole("heading", { name: "Cards", exact: true })).toBeVisible();
});

/** demo's client, for the criterion the line item walk shows (created before, deleted after). */
const demoAds = () => {
  const c = credentials();
  return new Ads(
    baseUrl(),
    consumer(),
    { key: c.access_token, secret: c.access_token_secret },
    "/ads",
  );
};
let criterion: string | undefined;
test.afterAll(async () => {
  if (criterion) await demoAds().delete(`accounts/${account()}/targeting_criteria/${criterion}`);
});

test("a read-only user sees no write controls and is told what access they have", async ({
  page,
}) => {
  const ads = demoAds();
  const items = await ads.get(`accounts/${account()}/line_items`, { count: 200 });
  const visitors = items.body.data.find((li: { name: string }) => li.name === "Website visitors");
  const made = await ads.post(`accounts/${account()}/targeting_criteria`, {
    line_item_id: visitors.id,
    targeting_type: "LOCATION",
    targeting_value: "US",
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  criterion = made.body.data.id;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/console/ads/${account()}/cards`);
  await signInHere(page, "analyst");
  const notice = page.getByRole("status").filter({ hasText: "Your access" });
  const noRetry = () => expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);

  // Cards: no list it may not read, no builder links.
  await expect(notice).toContainText("You are an analyst on Demo Advertiser");
  await expect(notice).toContainText("an account admin can give you");
  await noRetry();
  await expect(page.getByRole("link", { name: /New (conversation )?card/ })).toHaveCount(0);
  await page.screenshot({ path: "test-results/access-cards-1280.png", fullPage: true });

  // The builders themselves, reached by their address.
  for (const path of ["cards/new", "cards/conversation/new"]) {
    await page.goto(`/console/ads/${account()}/${path}`);
    await expect(notice).toBeVisible();
    await expect(page.getByRole("button", { name: /Create|Save/ })).toHaveCount(0);
    await expect(page.getByLabel("Name")).toHaveCount(0);
  }

  // Posts: no composer, no lists it may not read.
  await page.goto(`/console/ads/${account()}/posts`);
  await expect(notice).toBeVisible();
  await noRetry();
  await expect(page.getByRole("button", { name: /Publish|Save draft|Schedule/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/access-posts-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Media and audiences: the same notice.
  for (const path of ["media", "audiences"]) {
    await page.goto(`/console/ads/${account()}/${path}`);
    await expect(notice).toBeVisible();
    await noRetry();
  }

  // Users: who has access, readable; nothing grants, changes or revokes. History: readable.
  await page.goto(`/console/ads/${account()}/users`);
  await expect(page.getByRole("row", { name: /@demo/ }).first()).toBeVisible();
  await expect(page.getByText("Only account admins can grant or revoke access.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Grant|Change|Revoke/ })).toHaveCount(0);
  await expect(page.getByLabel("Permission level")).toHaveCount(0);
  await page.goto(`/console/ads/${account()}/history`);
  await expect(page.getByRole("list", { name: "History timeline" })).toBeVisible();
  await noRetry();

  // Campaigns: the tree is readable, nothing in it writes.
  await page.goto(`/console/ads/${account()}/campaigns`);
  const tree = page.getByRole("treegrid", { name: "Campaigns", exact: true });
  await expect(tree).toBeVisible();
  await expect(
    page.getByRole("button", { name: /New campaign|Delete|Duplicate|Pause|Edit/ }),
  ).toHaveCount(0);
  await page.screenshot({ path: "test-results/access-campaigns-1280.png", fullPage: true });

  // A line item: its targeting chips are not removable and nothing adds or saves.
  await tree.getByRole("button", { name: "Expand Spring Launch" }).click();
  await tree.getByRole("link", { name: "Details of Website visitors" }).click();
  await expect(page.getByRole("heading", { name: "Targeting" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Chosen targeting" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Save targeting|Add|Promote|Detach/ })).toHaveCount(
    0,
  );
  await noRetry();
  // Plain language: no interface values (PROMOTED_ACCOUNT, WEBSITE_CLICKS) in what people read.
  await expect(page.locator("main")).not.toContainText(/\b[A-Z]+_[A-Z_]+\b/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/access-line-item-390.png", fullPage: true });
});

test("a sortable header shows which column is sorted and which way, in sight and in aria-sort", async ({
  page,
}) => {
  await page.goto(`/console/ads/${account()}/campaigns`);
  await signInHere(page, "analyst");
  const tree = page.getByRole("treegrid").first();
  await expect(tree).toBeVisible({ timeout: 60_000 }); // the first render of a cold server
  const header = (name: string) => tree.getByRole("columnheader", { name: new RegExp(`^${name}`) });
  await expect(header("Name")).toHaveAttribute("aria-sort", "none");
  await expect(header("Name")).toContainText("↕");
  await header("Name").getByRole("button").click();
  await expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
  await expect(header("Name")).toContainText("↑");
  await expect(header("Status")).toHaveAttribute("aria-sort", "none");
  await expect(header("Status")).toContainText("↕");
  await header("Name").getByRole("button").click();
  await expect(header("Name")).toHaveAttribute("aria-sort", "descending");
  await expect(header("Name")).toContainText("↓");
  await page.screenshot({ path: "test-results/access-sorted-1280.png" });
});
