import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { config } from "@/lib/config/env";
import { ownedApp } from "@/lib/auth/apps/service";
import { hitRateLimit } from "@/lib/http/rate-limit";
import * as webhooks from "@/lib/webhooks/service";
import { WebhookError } from "@/lib/webhooks/service";
import { MAX_WEBHOOK_URL } from "@/lib/webhooks/url-rules";
import { invalid, jsonBody, type ConsoleEnv } from "../../auth/console-api-kit";
import { CRC_CALLS_PER_15_MIN } from "./v2-webhooks";

/**
 * /console-api/apps/:id/webhooks: the console's Webhooks tab (mounted beside console-apps.ts behind the
 * console guard: session, CSRF on writes). The service trusts the app id it is given, so every route
 * first proves the signed-in user owns the app (ownedApp: 404 otherwise).
 */
export const consoleWebhooks = new Hono<ConsoleEnv>();

const STATUS: Record<WebhookError["reason"], ContentfulStatusCode> = {
  UrlValidationFailed: 400,
  CrcValidationFailed: 400,
  InvalidRequest: 400,
  DuplicateUrlFailed: 409,
  WebhookIdInvalid: 404,
  WebhookLimitExceeded: 429,
  TooManyRequests: 429,
};

/** The service's errors in the console API's format; URL problems name `url` so the form shows them on the field. */
consoleWebhooks.onError((err, c) => {
  if (!(err instanceof WebhookError)) throw err;
  const parameter = err.parameter === "url" ? "url" : undefined;
  return c.json(
    { errors: [{ code: err.reason, message: err.detail, parameter }] },
    STATUS[err.reason],
  );
});

const urlBody = z.object({
  url: z
    .string({ error: "Enter the webhook's URL." })
    .trim()
    .min(1, "Enter the webhook's URL.")
    .max(MAX_WEBHOOK_URL + 100, `The URL must be at most ${MAX_WEBHOOK_URL} characters.`),
});

/** The app's id, once the signed-in user is proven to own it. */
async function mine(c: Context<ConsoleEnv>): Promise<string> {
  return (await ownedApp(c.var.userId, c.req.param("id") ?? "")).id;
}

/** The same per-app budget as /2/webhooks: each call makes this server send a request to a chosen URL. */
async function spendCrcBudget(appId: string): Promise<void> {
  const b = await hitRateLimit(`webhook-crc:${appId}`, CRC_CALLS_PER_15_MIN, 900);
  if (b.exceeded)
    throw new WebhookError(
      "TooManyRequests",
      `This app sent ${CRC_CALLS_PER_15_MIN} CRCs in 15 minutes; try again after ${new Date(b.reset * 1000).toISOString()}.`,
    );
}

/** The rules the page explains and checks before submitting: this server's settings. */
const rules = () => ({
  allow_insecure_urls: config().webhookAllowInsecureUrls,
  timeout_seconds: Math.round(config().webhookTimeoutMs / 1000),
  limit_per_app: config().webhookLimitPerApp,
  max_url_length: MAX_WEBHOOK_URL,
});

consoleWebhooks.get("/:id/webhooks", async (c) =>
  c.json({ data: { webhooks: await webhooks.listWebhooks(await mine(c)), rules: rules() } }),
);

consoleWebhooks.post("/:id/webhooks", async (c) => {
  const appId = await mine(c);
  const parsed = urlBody.safeParse(await jsonBody(c));
  if (!parsed.success) return invalid(c, parsed.error);
  await spendCrcBudget(appId);
  const created = await webhooks.registerWebhook(appId, parsed.data.url);
  const detail = (await webhooks.listWebhooks(appId)).find((w) => w.id === created.id);
  return c.json({ data: detail ?? created }, 201);
});

/** "Check now": a CRC whose outcome is the answer (200 whatever it was; the page shows it). */
consoleWebhooks.post("/:id/webhooks/:webhookId/check", async (c) => {
  const appId = await mine(c);
  await spendCrcBudget(appId);
  const { webhook, check } = await webhooks.revalidateWebhook(
    appId,
    c.req.param("webhookId"),
    "console",
  );
  const failure = check.outcome === "ok" ? null : webhooks.crcFailure(webhook.url, check).detail;
  return c.json({ data: { webhook, outcome: check.outcome, message: failure } });
});

consoleWebhooks.get("/:id/webhooks/:webhookId/checks", async (c) =>
  c.json({ data: await webhooks.crcHistory(await mine(c), c.req.param("webhookId"), 20) }),
);

consoleWebhooks.delete("/:id/webhooks/:webhookId", async (c) => {
  await webhooks.deleteWebhook(await mine(c), c.req.param("webhookId"));
  return c.json({ data: { id: c.req.param("webhookId"), deleted: true } });
});
