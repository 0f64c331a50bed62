import { expect, test, type Page } from "@playwright/test";
import { signedHeader } from "../support/oauth1";
import { axeAtBothSizes, axeViolations } from "./axe";
import { baseUrl, signIntoConsole } from "./support";

/**
 * An app's Usage tab on an app of its own (new, so pay-per-use with its free credit): a post and a
 * lookup made with the app's owner token show up in the cycle's cost and the daily table; the
 * sandbox top-up is checked, confirmed and adds credit; the tier changes to Enterprise after a
 * confirmation; axe clean and fitting at 1280 and 390 px, with screenshots.
 */
const text = async (page: Page, label: string) =>
  ((await page.getByLabel(label, { exact: true }).textContent()) ?? "").trim();

async function signedCall(
  keys: { consumer: { key: string; secret: string }; token: { key: string; secret: string } },
  method: string,
  path: string,
  body?: unknown,
) {
  const url = `${baseUrl()}${path}`;
  return fetch(url, {
    method,
    headers: {
      authorization: signedHeader(keys.consumer, { url, method }, keys.token),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

test("the Usage tab shows metered calls, takes a top-up and changes the tier", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Usage App ${Date.now()}`;
  await signIntoConsole(page, "demo");
  await page.goto("/console/apps/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Access level").selectOption("read-write");
  await page.getByRole("button", { name: "Create app" }).click();
  await expect(page.getByRole("heading", { name, exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Consumer key")).toContainText(/\S{10,}/);
  await page.getByRole("button", { name: "Reveal secret" }).click();
  await expect(page.getByLabel("Consumer secret")).toContainText(/\S{20,}/);
  await page.getByRole("button", { name: "Generate access token and secret" }).click();
  await expect(page.getByLabel("Access token secret")).toContainText(/\S{20,}/);
  const keys = {
    consumer: {
      key: await text(page, "Consumer key"),
      secret: await text(page, "Consumer secret"),
    },
    token: {
      key: await text(page, "Access token"),
      secret: await text(page, "Access token secret"),
    },
  };

  const created = await signedCall(keys, "POST", "/2/posts", { text: `Metered ${Date.now()}` });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await signedCall(keys, "GET", `/2/posts/${id}`)).status).toBe(200);

  const tabs = page.getByRole("navigation", { name: "App sections" });
  await tabs.getByRole("link", { name: "Usage" }).click();
  await expect(page.getByRole("heading", { name: "This cycle" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tier" })).toContainText("Pay-per-use tier");
  // 0.015 for the post and 0.001 for the read.
  await expect(page.getByTestId("cost-so-far")).toHaveText("$0.016");
  const table = page.getByRole("table", { name: /Usage by endpoint family/ });
  await expect(table.getByRole("row", { name: /Posts read/ })).toContainText("$0.001");
  await expect(table.getByRole("row", { name: /Posts created/ })).toContainText("$0.015");
  await axeAtBothSizes(page, "summary", "usage");

  const credit = page.getByRole("form", { name: "Add credit" });
  await credit.getByLabel("Amount (USD)").fill("abc");
  await credit.getByRole("button", { name: "Add credit" }).click();
  await expect(credit.getByLabel("Amount (USD)")).toHaveAttribute("aria-invalid", "true");
  await axeAtBothSizes(page, "top-up-error", "usage");
  await credit.getByLabel("Amount (USD)").fill("25");
  await credit.getByRole("button", { name: "Add credit" }).click();
  const confirm = page.getByRole("dialog", { name: "Add sandbox credit?" });
  await expect(confirm).toBeVisible();
  // The open dialog at the desktop width (resizing under a modal dialog is not what people do).
  await page.screenshot({ path: "test-results/usage-top-up-dialog-1280.png" });
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Add $25.00" }).click();
  await expect(page.getByRole("status").getByText("Added $25.00 of credit")).toBeVisible();
  // 5.00 free less 0.016, plus 25.00 prepaid.
  await expect(page.getByTestId("credit")).toHaveText("$29.984");

  const tier = page.getByRole("form", { name: "Change tier" });
  await tier.getByLabel("Tier").selectOption({ label: "Enterprise" });
  await tier.getByRole("button", { name: "Change tier" }).click();
  const sure = page.getByRole("dialog", { name: "Move this app to the Enterprise tier?" });
  await expect(sure).toContainText("Likes");
  await sure.getByRole("button", { name: "Change tier" }).click();
  await expect(page.getByRole("status").getByText("Tier changed to Enterprise")).toBeVisible();
  await expect(page.getByRole("region", { name: "Tier" })).toContainText("Enterprise tier");
  await axeAtBothSizes(page, "enterprise", "usage");
});
