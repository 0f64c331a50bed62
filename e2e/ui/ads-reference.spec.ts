import { expect, test } from "@playwright/test";
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
  await expect(section.locator("pre")).toContainText("200");
  await expect(section.locator("pre")).toContainText("Holiday Draft");
});
