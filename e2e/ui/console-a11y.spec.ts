import { expect, test, type Page } from "@playwright/test";
import { heading, sweep, visible, type Sweep } from "./a11y-sweep";
import { axeAtBothSizes } from "./axe";
import { demoAds } from "./cards-support";
import { signIntoConsole } from "./support";

/**
 * The advertiser's pages on the seeded accounts (the campaign tree, cards, audiences) and the pages
 * that need an id, at 1280 px and 390 px, each loaded once and checked at
 * both widths (./a11y-sweep): nothing wider than the screen (tables scroll inside their own region),
 * no axe violations, a favicon. Screenshots land in test-results/a11y-<page>-<width>.png for a person
 * to look at. The other console pages are swept by console-a11y-platform.spec.ts; the API reference
 * by ads-reference.spec.ts.
 */
const PAGES: Sweep[] = [
  { path: "/console/ads", ready: (p) => visible(p, "button", /^(Expand|Collapse) Spring Launch$/) },
  { path: "/console/ads/cards", ready: (p) => heading(p, "Cards", 2) },
  { path: "/console/ads/cards/new", ready: (p) => visible(p, "button", /^(Create|Save) card$/) },
  {
    path: "/console/ads/cards/conversation/new",
    ready: (p) => visible(p, "button", /^(Create|Save) card$/),
  },
  { path: "/console/ads/audiences", ready: (p) => audiencesListed(p) },
  { path: "/console/ads/audiences?scope=shared", ready: (p) => audiencesListed(p) },
  {
    path: "/console/ads/audiences/flexible",
    ready: (p) => heading(p, "Build a flexible audience"),
  },
];

/** The audiences list has answered: a table, or the empty state of the view. */
async function audiencesListed(page: Page) {
  const empty = page.getByRole("heading", { name: /^(No custom audiences yet|Nothing is shared)/ });
  await expect(page.getByRole("table").or(empty).first()).toBeVisible();
}

/** The pages that need an id: made here (a draft post, an audience) or found in the demo. */
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
  await page.goto("/console/ads");
  await page.getByRole("button", { name: "Expand Spring Launch" }).click();
  const lineItem = page.getByRole("link", { name: "Details of Website visitors" });
  const lineItemPath = (await lineItem.getAttribute("href"))!;
  return [
    {
      path: lineItemPath,
      name: "line-item",
      ready: async (p) => {
        await heading(p, "Targeting", 2);
        await heading(p, "Media creatives", 2);
      },
    },
    {
      path: `/console/ads/${account}/audiences/${audience.body.data.id}`,
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

test("the campaign, card and audience pages fit and pass axe", async ({ page }) => {
  // Two axe runs for each of seven pages: minutes on a loaded machine.
  test.setTimeout(300_000);
  await signIntoConsole(page, "demo");
  await sweep(page, PAGES);
});

test("the detail pages fit and pass axe: a line item, an audience, a draft preview, an open campaign", async ({
  page,
}) => {
  test.setTimeout(240_000);
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
