import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIntoConsole } from "./support";

/**
 * The console's profile page (/console/profile): edit the bio and the screen name, errors on the
 * field (the shared schema's and the server's), the success toast; axe clean at 1280 and 390 px.
 * Signs in as "outsider" and puts the screen name back, so other journeys find their users.
 */
async function open(page: Page) {
  await signIntoConsole(page, "outsider");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Profile" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByLabel("Screen name")).toHaveValue(/\w/);
}

async function axeClean(page: Page, name: string) {
  await page.screenshot({ path: `test-results/profile-${name}.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()!.width;
  expect(width, `${name} is ${width}px wide`).toBeLessThanOrEqual(viewport);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const save = (page: Page) => page.getByRole("button", { name: "Save profile" }).click();

test("edit the bio and the screen name; each save says so", async ({ page }) => {
  await open(page);
  const bio = `Edited by the browser test ${Date.now()}`;
  await page.getByLabel("Bio").fill(bio);
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "Profile saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Bio")).toHaveValue(bio);

  await page.getByLabel("Screen name").fill("outsider_pw");
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "Profile saved" }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Screen name")).toHaveValue("outsider_pw");
  await page.getByLabel("Screen name").fill("outsider");
  await save(page);
  await expect(page.getByLabel("Screen name")).toHaveValue("outsider");
  await expect(page.getByRole("button", { name: "Save profile" })).toBeEnabled();
});

test("errors appear on the field: the schema's, the counter's and the server's", async ({
  page,
}) => {
  await open(page);
  const name = page.getByLabel("Screen name");
  await name.fill("two words");
  await save(page);
  await expect(
    page.getByText("Screen name must be 1–15 letters, digits or underscores"),
  ).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Bio").fill("b".repeat(165));
  await expect(page.getByText(/Bio is 5 characters over the limit of 160/)).toBeVisible();
  await page.getByLabel("Bio").fill("Short again");

  // Taken by another user: only the server knows; its answer lands on the field.
  await name.fill("analyst");
  await save(page);
  await expect(page.getByText(/screen name analyst is taken/i)).toBeVisible();
  await expect(name).toBeFocused();
  await axeClean(page, "errors-1280");
});

test("axe clean at 1280 and 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  // The counters start from the saved values, not from zero.
  await expect(page.getByText("8 / 15")).toBeVisible();
  await axeClean(page, "1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel("Screen name")).toHaveValue(/\w/);
  await axeClean(page, "390");
});
