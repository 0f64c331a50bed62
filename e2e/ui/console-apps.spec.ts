import { expect, test } from "@playwright/test";
import { signIntoConsole } from "./support";

test("a user signs into the console, creates an app and reads its keys", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await page.goto("/console/apps");
  await page.getByRole("button", { name: "Create app" }).click();
  await page.getByLabel("Name").fill("Playwright App");
  await page.getByLabel("Description").fill("Made by the browser test");
  await page.getByLabel("Website").fill("https://playwright.example");
  await page.getByLabel("Callback URLs").fill("https://playwright.example/cb");
  await page.getByLabel("Access level").selectOption("read-write");
  await page.getByRole("button", { name: "Create app" }).click();

  await expect(page.getByRole("heading", { name: "Playwright App" }).first()).toBeVisible();
  const key = page.getByLabel("Consumer key");
  await expect(key).toContainText(/\S{10,}/);

  await page.getByRole("button", { name: "Reveal secret" }).click();
  await expect(page.getByLabel("Consumer secret")).toContainText(/\S{20,}/);

  await page.getByRole("button", { name: "Generate access token and secret" }).click();
  await expect(page.getByLabel("Access token", { exact: true })).toContainText(/-/);
  await expect(page.getByLabel("Access token secret")).toContainText(/\S{20,}/);

  await page.getByRole("button", { name: "Create bearer token" }).click();
  await expect(page.getByLabel("Bearer token")).toContainText(/^AAAA/);
});

test("form errors from the shared schema appear on the field", async ({ page }) => {
  await signIntoConsole(page, "demo");
  await page.goto("/console/apps/new");
  await page.getByLabel("Callback URLs").fill("http://example.com/cb");
  await page.getByRole("button", { name: "Create app" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText(/Callback URL must be an absolute https URL/)).toBeVisible();
});
