import { expect, test, type Page } from "@playwright/test";
import { flowReceiver, type FlowReceiver } from "../support/flow-receiver";
import { signIntoConsole, user } from "./support";
import { axeAtBothSizes } from "./axe";
import { demoAds } from "./cards-support";
import { WAITS } from "./tags";

/**
 * The webhook journey of the developers' dashboard, in the real console against the shared test
 * server (WEBHOOK_ALLOW_INSECURE_URLS=1) and a real receiver on loopback (e2e/support/flow-receiver.ts:
 * it answers the CRC with its own HMAC, or a wrong token on demand, and records every POST): register
 * a webhook, see it valid; subscribe to the demo user's posts that say "journey"; a real post through the advertising
 * interface appears in the live view and is delivered with its attempt; the receiver fails, the first
 * retry comes; a wrong CRC answer makes the webhook invalid; fixed, it is valid again; a replayed
 * window arrives at the receiver. Axe and no page-wide scroll at 1280 and 390 px on every page
 * visited; screenshots test-results/webhook-journey-*.png.
 */
let receiver: FlowReceiver | undefined;
let failing = false;
test.afterAll(() => receiver?.close());

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "App sections" }).getByRole("link", { name });

async function openTab(page: Page, name: string, heading: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** A post by demo through the advertising interface (signed OAuth 1.0a), as a third party would. */
async function postAsDemo(text: string) {
  const { ads, account } = demoAds();
  const r = await ads.post(`accounts/${account}/post`, { as_user_id: user("demo").user_id, text });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

/** The log's rows (not the attempts listed inside an open row), newest first. */
const deliveryRows = (page: Page) =>
  page.getByRole("list", { name: "Deliveries", exact: true }).locator(":scope > li");
const deliveryRow = (page: Page, text: string) =>
  deliveryRows(page).filter({ hasText: text }).first();

test(
  "register, subscribe, post, deliver, fail and retry, invalid, fix, replay",
  { tag: WAITS },
  async ({ page }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIntoConsole(page, "demo");

    // An app, its consumer secret (the CRC's key) and a receiver that knows it.
    await page.goto("/console/apps/new");
    await page.getByLabel("Name").fill(`Journey ${stamp}`);
    await page.getByLabel("Description").fill("Webhook journey");
    await page.getByLabel("Website").fill("https://journey.example");
    await page.getByRole("button", { name: "Create app" }).click();
    await page.getByRole("button", { name: "Reveal secret" }).click();
    await expect(page.getByLabel("Consumer secret")).toContainText(/\S{20,}/);
    const secret = ((await page.getByLabel("Consumer secret").textContent()) ?? "").trim();
    const r = await flowReceiver(secret);
    receiver = r;
    r.status = () => (failing ? 500 : 200);

    // Register: the receiver answers the challenge, the webhook is valid.
    await openTab(page, "Webhooks", "Webhooks");
    await page.getByLabel("Webhook URL").fill(r.url);
    await page.getByRole("button", { name: "Register webhook" }).click();
    const card = page.getByRole("article", { name: r.url });
    await expect(card.getByText("Valid", { exact: true })).toBeVisible();
    await card.getByText("Challenge history").click();
    await expect(card.getByRole("table")).toContainText("Registration");
    await expect(card.getByRole("table")).toContainText(/HTTP 200 in \d+ ms/);
    await axeAtBothSizes(page, "webhooks-valid", "webhook-journey");

    // Subscribe the webhook to demo's posts that say "journey": other journeys post as demo meanwhile
    // (playwright.config.ts runs two at once), and this one counts what arrives.
    await openTab(page, "Subscriptions", "Subscriptions");
    const form = page.getByRole("form", { name: "New activity subscription" });
    await form.getByLabel("Event type").selectOption("post.create");
    await form.getByLabel("User").fill("@demo");
    await form.getByLabel("Keyword").fill("journey");
    await form.getByLabel("Webhook").selectOption({ label: r.url });
    await form.getByRole("button", { name: "Add subscription" }).click();
    await expect(page.getByRole("status").getByText("Subscription created")).toBeVisible();
    await axeAtBothSizes(page, "subscriptions", "webhook-journey");

    // A real post: it appears in the live view as it happens, and is delivered with its attempt.
    await openTab(page, "Deliveries", "Deliveries");
    const live = page.getByRole("region", { name: "Live events" });
    await expect(live.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    const first = `Journey post ${stamp}`;
    await postAsDemo(first);
    const liveList = live.getByRole("list", { name: "Live events" });
    await expect(liveList.getByRole("listitem").first()).toContainText("post.create", {
      timeout: 15_000,
    });
    await expect(liveList).toContainText("activity subscription");
    await expect(live.getByText(/1 new event: 1 post\.create/)).toBeAttached({ timeout: 15_000 });
    await expect.poll(() => r.got.length, { timeout: 30_000 }).toBe(1);
    const firstEvent = r.got[0].headers["x-svc-event-id"];
    expect(firstEvent).toBe(r.got[0].body.data.event_uuid);
    expect(r.got[0].body.data.payload.post.text).toBe(first);

    const delivered = deliveryRow(page, "delivered");
    await expect(delivered).toContainText("post.create", { timeout: 30_000 });
    await delivered.getByRole("button", { name: "post.create" }).click();
    const attempt = delivered.getByRole("listitem").filter({ hasText: "Attempt 1" });
    await expect(attempt).toContainText("200 — Delivered.");
    await expect(attempt).toContainText(/Latency\s*\d+ ms/);
    await expect(attempt.getByRole("heading", { name: "Request headers" })).toBeVisible();
    await expect(attempt.getByRole("heading", { name: "Response body excerpt" })).toBeVisible();
    await expect(attempt).toContainText("x-svc-webhooks-signature");
    await expect(attempt).toContainText(first);
    // The charts follow new attempts without a reload.
    await expect(page.getByText(/Attempts per hour: 1 delivered, 0 failed/)).toBeVisible({
      timeout: 30_000,
    });
    await axeAtBothSizes(page, "delivered", "webhook-journey");

    // The receiver fails: the delivery stays pending and is tried again (10 s later, by the schedule).
    failing = true;
    const second = `Journey failing post ${stamp}`;
    await postAsDemo(second);
    const pending = deliveryRow(page, "last 500");
    await expect(pending).toContainText("pending", { timeout: 30_000 });
    await pending.getByRole("button", { name: "post.create" }).click();
    await expect(pending.getByRole("heading", { name: /Attempt 1/ })).toBeVisible();
    await expect(pending).toContainText("Answered 500: only a 2XX counts as delivered.");
    await expect(pending.getByRole("heading", { name: /Attempt 2/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(pending).toContainText("2 attempts");
    await axeAtBothSizes(page, "retrying", "webhook-journey");

    // A re-validation the receiver answers with a wrong token: invalid at once, with the reason.
    r.crcRight = false;
    await openTab(page, "Webhooks", "Webhooks");
    await card.getByRole("button", { name: "Check now" }).click();
    await expect(card.getByRole("alert")).toContainText("Check failed: Wrong answer");
    await expect(card.getByText("Invalid", { exact: true })).toBeVisible();
    await expect(card.getByText(/Why it is invalid:.*response_token is wrong/)).toBeVisible();
    await axeAtBothSizes(page, "invalid", "webhook-journey");

    // Fixed: the receiver answers right and accepts deliveries; re-validated, valid again.
    r.crcRight = true;
    failing = false;
    await card.getByRole("button", { name: "Check now" }).click();
    await expect(card.getByText("The receiver answered the challenge correctly.")).toBeVisible();
    await expect(card.getByText("Valid", { exact: true })).toBeVisible();

    // Replay the last hour: what was delivered or attempted arrives again at the receiver.
    await openTab(page, "Deliveries", "Deliveries");
    const before = r.got.length;
    await page.getByRole("button", { name: "Replay window" }).click();
    await expect(page.getByText(/Replay complete: \d+ deliver/)).toBeVisible({ timeout: 60_000 });
    await expect
      // The same event id again (receivers deduplicate on it); the replay's completion event comes too.
      .poll(() => r.got.slice(before).map((m) => m.headers["x-svc-event-id"]), {
        timeout: 30_000,
      })
      .toContain(firstEvent);
    // The first post's delivery (the oldest row) shows the replay's attempt.
    const oldest = deliveryRows(page).last();
    await oldest.getByRole("button", { name: "post.create" }).click();
    await expect(oldest.getByText("(replay)").first()).toBeVisible({ timeout: 15_000 });
    await axeAtBothSizes(page, "replayed", "webhook-journey");
  },
);
