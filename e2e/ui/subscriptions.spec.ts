import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { signIntoConsole } from "./support";

/**
 * The app's Subscriptions page: an activity subscription with a keyword filter created, its tag
 * edited, deleted; a filtered-stream rule checked (the parser's reason on the field), added and
 * counted; a loopback webhook (registered on the Webhooks tab; the shared test server runs with
 * WEBHOOK_ALLOW_INSECURE_URLS=1) chosen for a subscription; on pay-per-use the stream link and
 * news.new are replaced by a sentence naming the Enterprise tier, which the Usage tab then grants;
 * the webhook linked to the filtered stream and unlinked; axe clean with no page-wide horizontal scroll at 1280 and 390 px.
 */
let secret = "";
let receiver: http.Server;
let receiverUrl = "";

/** Answers every CRC with the app's consumer secret (read from the console once the app exists). */
test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("crc_token") ?? "";
    const sig = crypto.createHmac("sha256", secret).update(token).digest("base64");
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ response_token: `sha256=${sig}` }));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/subs-hook`;
});
test.afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});
async function newAppSubscriptions(page: Page, name: string) {
  await signIntoConsole(page, "demo");
  await page.goto("/console/apps/new");
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create app" }).click();
  await expect(page.getByRole("heading", { name, exact: true }).first()).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}/subscriptions`);
  await expect(
    page.getByRole("heading", { name: "Activity subscriptions", exact: true }),
  ).toBeVisible();
}

async function axeAndWidth(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `the page is ${scroll}px wide at ${width}`).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: `test-results/subscriptions-${name}-${width}.png`,
      fullPage: true,
    });
    const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an activity subscription with a keyword filter is created, retagged and deleted", async ({
  page,
}) => {
  await newAppSubscriptions(page, `Subs App ${Date.now()}`);
  const form = page.getByRole("form", { name: "New activity subscription" });
  await expect(form.getByLabel("Direction")).toHaveCount(0);
  await form.getByLabel("Event type").selectOption("dm.sent");
  await expect(form.getByLabel("Direction")).toBeVisible();
  await expect(form.getByLabel("Keyword")).toHaveCount(0);
  await form.getByLabel("Event type").selectOption("post.create");
  await form.getByRole("button", { name: "Add subscription" }).click();
  await expect(form.getByText(/filter needs user_id or keyword/)).toBeVisible();

  await form.getByLabel("Keyword").fill("big cat");
  await form.getByLabel("Tag").fill("cats");
  await form.getByRole("button", { name: "Add subscription" }).click();
  const table = page.getByRole("table", { name: "Activity subscriptions" });
  await expect(
    table.getByRole("row", { name: /post\.create.*keyword “big cat”.*cats/ }),
  ).toBeVisible();
  await expect(page.getByRole("status").getByText("Subscription created")).toBeVisible();
  await axeAndWidth(page, "activity");

  await page.getByRole("button", { name: /^Edit post\.create/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit post.create subscription" });
  await dialog.getByLabel("Tag").fill("felines");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(table.getByRole("cell", { name: "felines" })).toBeVisible();

  await page.getByRole("button", { name: /^Delete post\.create/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete subscription" }).click();
  await expect(page.getByRole("heading", { name: "No activity subscriptions yet" })).toBeVisible();

  // Two at once: selected, then deleted together after the confirmation.
  for (const word of ["dogs", "birds"]) {
    await form.getByLabel("Keyword").fill(word);
    await form.getByRole("button", { name: "Add subscription" }).click();
    await expect(table.getByRole("row", { name: new RegExp(word) })).toBeVisible();
  }
  await page.getByRole("checkbox", { name: /^Select post\.create keyword “dogs”/ }).check();
  await page.getByRole("checkbox", { name: /^Select post\.create keyword “birds”/ }).check();
  await page.getByRole("button", { name: "Delete selected" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete 2 subscriptions" }).click();
  await expect(page.getByRole("heading", { name: "No activity subscriptions yet" })).toBeVisible();
});

test("a stream rule is checked, refused with the parser's reason, added and counted", async ({
  page,
}) => {
  await newAppSubscriptions(page, `Rules App ${Date.now()}`);
  const form = page.getByRole("form", { name: "New rule" });
  await form.getByLabel("Rule", { exact: true }).fill("cats min_likes:3");
  await form.getByRole("button", { name: "Check" }).click();
  const rule = form.getByLabel("Rule", { exact: true });
  await expect(rule).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(/Rule not added: .*min_likes/)).toBeVisible();

  await rule.fill("cats -dogs");
  await form.getByRole("button", { name: "Check" }).click();
  await expect(form.getByText("“cats -dogs” is a valid rule.")).toBeVisible();
  await expect(page.getByTestId("rule-counts")).toContainText("0 of 25,000 rules");
  await form.getByLabel("Rule tag").fill("cats");
  await form.getByRole("button", { name: "Add rule" }).click();
  const table = page.getByRole("table", { name: "Filtered-stream rules" });
  await expect(table.getByRole("row", { name: /cats -dogs/ })).toBeVisible();
  await expect(page.getByTestId("rule-counts")).toContainText("1 of 25,000 rules");
  await axeAndWidth(page, "rules");

  await page.getByRole("button", { name: "Delete rule cats -dogs" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete rule" }).click();
  await expect(page.getByTestId("rule-counts")).toContainText("0 of 25,000 rules");
});

test("a registered loopback webhook receives a subscription and is linked to the stream", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIntoConsole(page, "demo");
  await page.goto("/console/apps/new");
  await page.getByLabel("Name").fill(`Hooked Subs ${Date.now()}`);
  await page.getByRole("button", { name: "Create app" }).click();
  await page.getByRole("button", { name: "Reveal secret" }).click();
  await expect(page.getByLabel("Consumer secret")).toContainText(/\S{20,}/);
  secret = ((await page.getByLabel("Consumer secret").textContent()) ?? "").trim();

  const tabs = page.getByRole("navigation", { name: "App sections" });
  await tabs.getByRole("link", { name: "Webhooks" }).click();
  await page.getByLabel("Webhook URL").fill(receiverUrl);
  await page.getByRole("button", { name: "Register webhook" }).click();
  const card = page.getByRole("article", { name: receiverUrl });
  await expect(card.getByText("Valid", { exact: true })).toBeVisible();

  await tabs.getByRole("link", { name: "Subscriptions" }).click();
  const form = page.getByRole("form", { name: "New activity subscription" });
  await form.getByLabel("Event type").selectOption("post.create");
  await form.getByLabel("Keyword").fill("hooked");
  await form.getByLabel("Webhook").selectOption({ label: receiverUrl });
  await form.getByRole("button", { name: "Add subscription" }).click();
  const table = page.getByRole("table", { name: "Activity subscriptions" });
  const row = table.getByRole("row", { name: /keyword “hooked”/ });
  await expect(row).toContainText(receiverUrl);

  // A new app is on pay-per-use: no stream link and no news.new, and a sentence names the tier.
  const note = page.getByTestId("stream-webhooks-tier");
  await expect(note).toHaveText(
    "Filtered-stream webhooks need the Enterprise tier; this app is on the Pay-per-use tier. " +
      "Change the tier on the Usage tab.",
  );
  await expect(page.getByRole("button", { name: `Link ${receiverUrl}` })).toHaveCount(0);
  await expect(form.locator(`option[value="news.new"]`)).toHaveCount(0);
  await expect(form.getByText(/news\.new events need the Enterprise tier/)).toBeVisible();
  await axeAndWidth(page, "tier-note");
  await note.getByRole("link", { name: "Change the tier on the Usage tab" }).click();
  const tier = page.getByRole("form", { name: "Change tier" });
  await tier.getByLabel("Tier").selectOption({ label: "Enterprise" });
  await tier.getByRole("button", { name: "Change tier" }).click();
  await page
    .getByRole("dialog", { name: "Move this app to the Enterprise tier?" })
    .getByRole("button", { name: "Change tier" })
    .click();
  await expect(page.getByRole("status").getByText("Tier changed to Enterprise")).toBeVisible();
  await tabs.getByRole("link", { name: "Subscriptions" }).click();
  await expect(form.locator(`option[value="news.new"]`)).toHaveCount(1);
  await expect(note).toHaveCount(0);

  await page.getByRole("button", { name: `Link ${receiverUrl}` }).click();
  await expect(page.getByRole("status").getByText("Webhook linked")).toBeVisible();
  await expect(page.getByRole("button", { name: `Unlink ${receiverUrl}` })).toBeVisible();
  await axeAndWidth(page, "webhook");

  await page.getByRole("button", { name: `Unlink ${receiverUrl}` }).click();
  await expect(page.getByRole("status").getByText("Webhook unlinked")).toBeVisible();
  await expect(page.getByRole("button", { name: `Link ${receiverUrl}` })).toBeVisible();
});
