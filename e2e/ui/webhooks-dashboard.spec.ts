import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { signIntoConsole } from "./support";

/**
 * The Webhooks tab of an app against a real receiver on loopback (the shared test server runs with
 * WEBHOOK_ALLOW_INSECURE_URLS=1): register, a wrong answer makes it invalid with the reason, fixed it
 * is valid again, the CRC history, delete with confirmation. Axe (WCAG 2 A/AA) at 1280 and 390 px;
 * screenshots in test-results/webhooks-*.png.
 */
type Mode = "right" | "wrong";
let mode: Mode = "right";
let secret = "";
let server: http.Server;
let receiverUrl = "";

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("crc_token") ?? "";
    const right = crypto.createHmac("sha256", secret).update(token).digest("base64");
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({ response_token: mode === "right" ? `sha256=${right}` : "sha256=AAAA" }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc-webhook`;
});
test.afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function accessible(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${name} is ${scroll}px wide`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `test-results/webhooks-${name}-${width}.png`, fullPage: true });
  const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  const found = axe.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, name).toEqual([]);
}

async function bothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await accessible(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("register a loopback receiver, break it, check, fix it, see the history, delete", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIntoConsole(page, "demo");
  await page.goto("/console/apps/new");
  await page.getByLabel("Name").fill(`Hooks ${Date.now().toString(36)}`);
  await page.getByLabel("Description").fill("Webhook dashboard journey");
  await page.getByLabel("Website").fill("https://playwright.example");
  await page.getByLabel("Callback URLs").fill("https://playwright.example/cb");
  await page.getByRole("button", { name: "Create app" }).click();
  await page.getByRole("button", { name: "Reveal secret" }).click();
  await expect(page.getByLabel("Consumer secret")).toContainText(/\S{20,}/);
  secret = ((await page.getByLabel("Consumer secret").textContent()) ?? "").trim();

  const tabs = page.getByRole("navigation", { name: "App sections" });
  await tabs.getByRole("link", { name: "Webhooks" }).click();
  await expect(tabs.getByRole("link", { name: "Webhooks" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible();
  await expect(page.getByText(/must answer within|receiver must answer within/)).toBeVisible();
  await bothWidths(page, "empty");

  const field = page.getByLabel("Webhook URL");
  const submit = page.getByRole("button", { name: "Register webhook" });
  await field.fill("ftp://hooks.example.com/x");
  await submit.click();
  await expect(page.getByText(/it must use https/)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  mode = "wrong";
  await field.fill(receiverUrl);
  await submit.click();
  await expect(page.getByText(/failed \[wrong_token\].*response_token is wrong/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible();

  mode = "right";
  await submit.click();
  const card = page.getByRole("article", { name: receiverUrl });
  await expect(card.getByText("Valid", { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Webhook registered" })).toBeVisible();
  await expect(card.locator("time").first()).toHaveAttribute("title", /UTC$/);

  mode = "wrong";
  await card.getByRole("button", { name: "Check now" }).click();
  await expect(card.getByRole("alert")).toContainText("Check failed: Wrong answer");
  await expect(card.getByText("Invalid", { exact: true })).toBeVisible();
  await expect(card.getByText(/Why it is invalid:.*response_token is wrong/)).toBeVisible();

  mode = "right";
  await card.getByRole("button", { name: "Check now" }).click();
  await expect(card.getByText("The receiver answered the challenge correctly.")).toBeVisible();
  await expect(card.getByText("Valid", { exact: true })).toBeVisible();

  await card.getByText("Challenge history").click();
  const table = card.getByRole("table");
  // Each check is a row with its time (a row header) and a line under it with reason and answer.
  const checks = table.getByRole("row").filter({ has: page.locator("time") });
  await expect(checks).toHaveCount(3);
  await expect(checks.nth(0)).toContainText("Check now");
  await expect(checks.nth(1)).toContainText("Wrong answer");
  await expect(checks.nth(2)).toContainText("Registration");
  await expect(table).toContainText("response_token is wrong");
  await expect(checks.nth(0).locator("xpath=following-sibling::tr[1]")).toContainText(
    /HTTP 200 in \d+ ms/,
  );
  await bothWidths(page, "listed");

  await card.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this webhook?" });
  await expect(dialog).toContainText(receiverUrl);
  await dialog.getByRole("button", { name: "Delete webhook" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Webhook deleted" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible();
});

test("the receiver documentation is linked from the console and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIntoConsole(page, "demo");
  await page.goto("/console/apps");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Webhook docs" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Building a webhook receiver" }),
  ).toBeVisible();
  await expect(page.getByLabel("webhook-receiver.mjs")).toContainText("timingSafeEqual");
  await expect(page.getByText("sha256=25Cu3iwbbiqBTwQRzcKJZwisjf736V2Q8UaTlkfLSoc=")).toBeVisible();
  await bothWidths(page, "docs");
});
