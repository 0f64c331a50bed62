import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { credentials, signIntoConsole } from "./support";

test("the interactive reference sends a call with the console session", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await page.goto("/ads/docs");
  await expect(page.getByRole("heading", { name: "Advertising interface (v12)" })).toBeVisible();
  const section = page.getByRole("region", {
    name: "GET /12/accounts/{account_id}/campaigns",
    exact: true,
  });
  await section.getByLabel("account_id").fill(credentials().account_id);
  await section.getByLabel("with_draft").fill("true");
  await section.getByRole("button", { name: "Try it" }).click();
  // The answer's block (the other is the declared example request, folded).
  const answer = section.locator("pre[aria-live]");
  await expect(answer).toContainText("200");
  await expect(answer).toContainText("Holiday Draft");
});

test("the reference has the console's header, a sidebar of operations and a search that filters them, and fits a phone", async ({
  page,
}) => {
  // A long page (every operation): its screenshots take a while on a loaded machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ads/docs");
  await expect(page.getByRole("heading", { name: "Advertising interface (v12)" })).toBeVisible();
  const consoleNav = page.getByRole("navigation", { name: "Console" });
  await expect(consoleNav.getByRole("link", { name: "Ads", exact: true })).toHaveAttribute(
    "href",
    "/console/ads",
  );
  await expect(consoleNav.getByRole("link", { name: "API reference" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // On a phone the operations list starts folded; opened, it links each family.
  const side = page.getByRole("navigation", { name: "Operations" });
  const family = side.getByRole("link", { name: "Campaigns", exact: true });
  await expect(family).toBeHidden();
  await side.getByText("Operations by family").click();
  await expect(family).toBeVisible();

  // The search keeps the operations whose method, path or summary hold every word.
  const post = page.getByRole("region", {
    name: "POST /12/accounts/{account_id}/campaigns",
    exact: true,
  });
  const other = page.getByRole("region", {
    name: "GET /12/accounts/{account_id}/line_items",
    exact: true,
  });
  await side.getByLabel("Search operations").fill("post campaigns");
  await expect(side.getByRole("status")).toHaveText(/^\d+ of \d+ operations match$/);
  await expect(post).toBeVisible();
  await expect(other).toBeHidden();
  await expect(side.getByRole("link", { name: "Line items", exact: true })).toBeHidden();
  await page.screenshot({ path: "test-results/reference-390.png" });
  // Axe over the filtered page: the header, the sidebar and the operation template every section
  // repeats (the whole 75,000 px page takes axe ten seconds a width and finds nothing more).
  expect.soft(await axeViolations(page), "reference at 390px").toEqual([]);
  await side.getByLabel("Search operations").fill("");
  await expect(other).toBeAttached();
  await expect(side.getByRole("status")).toHaveText(/^\d+ operations$/);

  // From 768 px the sidebar stands beside the operations, open.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(family).toBeVisible();
  await page.screenshot({ path: "test-results/reference-1280.png" });
  await side.getByLabel("Search operations").fill("post campaigns");
  await expect(other).toBeHidden();
  expect(await axeViolations(page), "reference at 1280px").toEqual([]);
});
