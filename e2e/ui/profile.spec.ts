import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { signIntoConsole } from "./support";

/**
 * The console's profile page (/console/profile): edit the bio and the screen name, errors on the
 * field (the shared schema's and the server's), the success toast; axe clean at 1280 and 390 px.
 * Signs in as "newcomer", the seeded user no other journey uses, and puts its screen name back.
 */
// One user's profile, edited by each test in turn: a rename must not meet another test's sign-in or
// its counter of the name's length, so this file's tests run in order (playwright.config.ts runs the
// rest beside them).
test.describe.configure({ mode: "default" });

async function open(page: Page) {
  await signIntoConsole(page, "newcomer");
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
  const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa"]).analyze();
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

  await page.getByLabel("Screen name").fill("newcomer_pw");
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "Profile saved" }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Screen name")).toHaveValue("newcomer_pw");
  await page.getByLabel("Screen name").fill("newcomer");
  await save(page);
  await expect(page.getByLabel("Screen name")).toHaveValue("newcomer");
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

const FIXTURE = (name: string) => path.resolve("e2e/fixtures/media", name);

test("upload a picture by the chooser: refused when too small, then previewed and saved", async ({
  page,
}) => {
  await open(page);
  const picture = page.getByRole("region", { name: "Profile picture" });
  const chooser = picture.getByTestId("file-input");
  // 64×64: refused on the field before anything is sent.
  await chooser.setInputFiles(FIXTURE("still.gif"));
  await expect(picture.getByRole("alert")).toHaveText(
    "A profile picture must be at least 100×100 pixels; still.gif is 64×64.",
  );
  await chooser.setInputFiles(FIXTURE("lies.png"));
  await expect(picture.getByRole("alert")).toContainText("could not be read as an image");
  await expect(picture.getByRole("progressbar")).toHaveCount(0);

  // The upload is held at the browser until the preview and the progress bar have been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/media/upload.json*", async (route) => {
    await held;
    await route.continue();
  });
  await chooser.setInputFiles(FIXTURE("square-600.png"));
  await expect(picture.getByRole("alert")).toHaveCount(0);
  await expect(
    picture.getByRole("img", { name: "Preview of the new profile picture" }),
  ).toBeVisible();
  await expect(picture.getByRole("progressbar")).toBeVisible();
  await page.screenshot({ path: "test-results/profile-picture-uploading.png", fullPage: true });
  release();
  await expect(page.getByRole("status").filter({ hasText: "Profile picture saved" })).toBeVisible();
  const saved = picture.getByRole("img", { name: "Your profile picture" });
  await expect(saved).toHaveAttribute("src", /\/media\/\d+-[^/]+\.png$/);
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await page.reload();
  await expect(picture.getByRole("img", { name: "Your profile picture" })).toHaveAttribute(
    "src",
    /\/media\/\d+-[^/]+\.png$/,
  );
  await axeClean(page, "picture-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await axeClean(page, "picture-390");
});
