import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { axeOn } from "./axe";
import { baseUrl, signIntoConsole } from "./support";

/**
 * The Deliveries tab: a real receiver on loopback (CRC answered with the app's consumer secret),
 * registered through /2/webhooks; test events sent from the page arrive in the log with their
 * attempts; a failed one is retried once the receiver is fixed; a replayed window shows its attempts;
 * charts with their text alternative; axe clean and no page-wide scroll at 1280 and 390 px.
 */
let status = 200;
let secret = "";
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (req.method === "GET") {
    const token = url.searchParams.get("crc_token") ?? "";
    const sig = crypto.createHmac("sha256", secret).update(token).digest("base64");
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ response_token: `sha256=${sig}` }));
    return;
  }
  req.resume();
  req.on("end", () =>
    res.writeHead(status, { "content-type": "text/plain" }).end(`answer ${status}`),
  );
});

test.beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A new app of the signed-in user with a webhook on the receiver, through the console API and /2/webhooks. */
async function appWithWebhook(page: Page): Promise<{ id: string; url: string }> {
  const req = page.request;
  const csrf = (await (await req.get("/console-api/session")).json()).data.csrf_token as string;
  const headers = { "x-csrf-token": csrf };
  const created = await req.post("/console-api/apps", {
    headers,
    data: {
      name: `Deliveries ${Date.now().toString(36)}`,
      description: "Deliveries tab journey",
      website: "https://deliveries.example",
      callback_urls: [],
      access_level: "read",
      sign_in_with: false,
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  const reveal = await req.post(`/console-api/apps/${id}/secret/reveal`, { headers });
  secret = (await reveal.json()).data.consumer_secret;
  const bearer = await req.post(`/console-api/apps/${id}/bearer-token`, { headers });
  const token = (await bearer.json()).data.access_token as string;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`; // TCP: AddressInfo
  const hook = await fetch(`${baseUrl()}/2/webhooks`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });
  expect(hook.status, await hook.clone().text()).toBeLessThan(300);
  return { id, url };
}

const row = (page: Page, kind: string) =>
  page
    .getByRole("list", { name: "Deliveries", exact: true })
    .getByRole("listitem")
    .filter({ hasText: kind })
    .first();

async function sendTest(page: Page, kind: string) {
  await page.getByLabel("Kind to send").selectOption(kind);
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Test event ${kind} sent.` }),
  ).toBeVisible({ timeout: 20_000 });
}

async function checkLayout(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.getByRole("heading", { level: 1, name: "Deliveries" })).toBeVisible();
  // Polled: the charts follow the new width once their ResizeObserver fired.
  const scroll = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: `test-results/deliveries-${name}.png`, fullPage: true });
  await expect.poll(scroll, { message: `${name}: no page-wide scroll` }).toBeLessThanOrEqual(width);
  const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  const found = axe.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(found, name).toEqual([]);
}

test("test events, attempts, retry, replay and charts on the Deliveries tab", async ({ page }) => {
  test.setTimeout(180_000);
  await signIntoConsole(page, "demo");
  const { id } = await appWithWebhook(page);
  await page.goto(`/console/apps/${id}/deliveries`);
  await expect(page.getByRole("heading", { level: 1, name: "Deliveries" })).toBeVisible();
  // The live view is connected before the event is sent: it shows what happens from then on.
  const live = page.getByRole("region", { name: "Live events" });
  await expect(live.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  await sendTest(page, "follow.follow");
  const follow = row(page, "follow.follow");
  await expect(follow).toContainText("delivered", { timeout: 30_000 });
  await follow.getByRole("button", { name: "follow.follow" }).click();
  await expect(follow.getByRole("heading", { name: /Attempt 1/ })).toBeVisible();
  await expect(follow).toContainText("200 — Delivered.");
  await expect(follow).toContainText("x-svc-webhooks-signature");
  await expect(live.getByRole("list", { name: "Live events" })).toContainText(
    /follow\.follow\s*test event/,
    { timeout: 15_000 },
  );

  // Paused, arrivals are held and counted; resumed, they join the list.
  const pause = live.getByRole("button", { name: "Pause" });
  await pause.click();
  await expect(live.getByRole("button", { name: "Resume" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  status = 500;
  await sendTest(page, "like.create");
  await expect(live.getByText(/Paused: 1 new held/)).toBeVisible({ timeout: 15_000 });
  await expect(live.getByRole("list", { name: "Live events" })).not.toContainText("like.create");
  await live.getByRole("button", { name: "Resume" }).click();
  await expect(live.getByRole("list", { name: "Live events" })).toContainText("like.create");
  const like = row(page, "like.create");
  await expect(like).toContainText("last 500", { timeout: 30_000 });
  await like.getByRole("button", { name: "like.create" }).click();
  await expect(like).toContainText("Answered 500: only a 2XX counts as delivered.");
  status = 200;
  await like.getByRole("button", { name: "Retry now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Retried: delivered." })).toBeVisible({
    timeout: 20_000,
  });
  await expect(like).toContainText("200 — Delivered.", { timeout: 15_000 });
  await expect(like.getByRole("heading", { name: /Attempt 2/ })).toBeVisible();

  // A fresh page: the replay window's defaults (the last hour until now) cover both events.
  await page.reload();
  await page.getByRole("button", { name: "Replay window" }).click();
  await expect(page.getByText(/Replay complete: \d+ deliver/)).toBeVisible({ timeout: 30_000 });
  const again = row(page, "follow.follow");
  await again.getByRole("button", { name: "follow.follow" }).click();
  await expect(again.getByText("(replay)").first()).toBeVisible({ timeout: 15_000 });

  await expect(page.getByText(/Attempts per hour: \d+ delivered, \d+ failed/)).toBeVisible();
  await expect(page.getByRole("table", { name: /Attempts per hour/ })).toHaveCount(1);

  await checkLayout(page, "1280", 1280);
  await checkLayout(page, "390", 390);
});

test("replay window rules are explained on the field before any call", async ({ page }) => {
  await signIntoConsole(page, "demo");
  const { id } = await appWithWebhook(page);
  await page.goto(`/console/apps/${id}/deliveries`);
  const to = page.getByLabel("Replay to (your time)");
  await to.fill("2020-01-01T00:00");
  await page.getByRole("button", { name: "Replay window" }).click();
  await expect(page.getByText("Must be after the start.")).toBeVisible();
});
