import { expect, test } from "@playwright/test";
import { axeAtBothSizes } from "./axe";

/**
 * The guides at /docs (docs/*.md rendered by the product), without signing in: the list, a guide's
 * table of contents, the search across sections, the sidebar folding on a phone, axe at both widths.
 * Screenshots land in test-results/docs-<page>-<width>.png.
 */

test("/docs lists the guides and searches their sections", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Guides" })).toBeVisible();
  const list = page.getByRole("region", { name: "All guides" });
  for (const title of ["Credentials", "Advertising interface", "Webhooks and events", "Console"])
    await expect(list.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: "Building a webhook receiver" })).toHaveAttribute(
    "href",
    "/docs/webhooks",
  );
  const side = page.getByRole("navigation", { name: "Guides" });
  await expect(side.getByRole("link", { name: "All guides" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // A word only the replay section holds: one match, linking to that heading.
  const search = page.getByRole("region", { name: "Search the guides" });
  const status = search.getByRole("status");
  await expect(status).toHaveText(/^\d+ sections in the guides$/);
  await search.getByLabel("Words to find in the guides' sections").fill("ReplayConflictError");
  await expect(status).toHaveText("1 section matches");
  const hit = search.getByRole("link", { name: "Replay", exact: true });
  await expect(hit).toHaveAttribute("href", "/docs/webhooks-and-events#replay");
  await search.getByLabel("Words to find in the guides' sections").fill("replayconflicterror zzzz");
  await expect(status).toHaveText("No section matches");
  await search.getByLabel("Words to find in the guides' sections").fill("ReplayConflictError");
  await axeAtBothSizes(page, "index", "docs");

  // By keyboard: from the box to the result, Enter follows it.
  await search.getByLabel("Words to find in the guides' sections").focus();
  await page.keyboard.press("Tab");
  await expect(hit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/docs\/webhooks-and-events#replay$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Replay", exact: true }),
  ).toBeInViewport();
});

test("a guide has a table of contents to its headings and the sidebar marks it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/docs");
  await page
    .getByRole("region", { name: "All guides" })
    .getByRole("link", { name: "Credentials", exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/credentials$/);
  await expect(page.getByRole("heading", { level: 1, name: "Credentials" })).toBeVisible();
  const side = page.getByRole("navigation", { name: "Guides" });
  await expect(side.getByRole("link", { name: "Credentials" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const toc = page.getByRole("navigation", { name: "On this page" });
  await toc.getByRole("link", { name: "OAuth 2.0 user flow with PKCE" }).click();
  await expect(page).toHaveURL(/#oauth-20-user-flow-with-pkce$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "OAuth 2.0 user flow with PKCE" }),
  ).toBeInViewport();
  await axeAtBothSizes(page, "credentials", "docs");
});

test("on a phone the guides' list folds away and the pages fit", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/docs/audiences");
  await expect(
    page.getByRole("heading", { level: 1, name: "Audiences and targeting" }),
  ).toBeVisible();
  const side = page.getByRole("navigation", { name: "Guides" });
  const other = side.getByRole("link", { name: "Creatives" });
  await expect(other).toBeHidden();
  await side.getByText("Guides: Audiences and targeting").click();
  await expect(other).toBeVisible();
  // Wide tables scroll inside their own box; the page itself is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/docs-audiences-phone.png" });
  await other.click();
  await expect(page.getByRole("heading", { level: 1, name: "Creatives" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Guides" }).getByRole("link", { name: "Credentials" }),
  ).toBeHidden();
  await axeAtBothSizes(page, "audiences-to-creatives", "docs");
  await page.goto("/docs/webhooks");
  await expect(
    page.getByRole("heading", { level: 1, name: "Building a webhook receiver" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Guides" })
      .getByRole("link", { name: "Building a webhook receiver" }),
  ).toHaveAttribute("aria-current", "page");
});
