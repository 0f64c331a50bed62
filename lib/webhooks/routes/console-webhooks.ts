import { z } from "zod";
import { config } from "@/lib/config/env";
import { ownedApp } from "@/lib/auth/apps/service";
import { deletedSchema } from "@/lib/auth/apps/views";
import { hitRateLimit } from "@/lib/http/rate-limit";
import * as webhooks from "@/lib/webhooks/service";
import { WebhookError } from "@/lib/webhooks/service";
import { MAX_WEBHOOK_URL } from "@/lib/webhooks/url-rules";
import {
  checkResultSchema,
  crcCheckSchema,
  webhookDetailSchema,
  webhookRulesSchema,
} from "@/lib/webhooks/views";
import { ConsoleRefusal } from "../../auth/console-api-kit";
import { defineConsoleRoute } from "../../auth/console-route";
import { CRC_CALLS_PER_15_MIN } from "./v2-webhooks";

/**
 * /console-api/apps/:id/webhooks: the console's Webhooks tab. The service trusts the app id it is
 * given, so every route first proves the signed-in user owns the app (ownedApp: 404 otherwise).
 */
const STATUS: Record<WebhookError["reason"], 400 | 404 | 409 | 429> = {
  UrlValidationFailed: 400,
  CrcValidationFailed: 400,
  InvalidRequest: 400,
  DuplicateUrlFailed: 409,
  WebhookIdInvalid: 404,
  WebhookLimitExceeded: 429,
  TooManyRequests: 429,
};

/** The service's errors; URL problems name `url` so the form shows them on the field. */
const refusal = (err: unknown) =>
  err instanceof WebhookError
    ? new ConsoleRefusal(STATUS[err.reason], [
        {
          code: err.reason,
          message: err.detail,
          parameter: err.parameter === "url" ? "url" : undefined,
        },
      ])
    : undefined;

const urlBody = z.object({
  url: z
    .string({ error: "Enter the webhook's URL." })
    .trim()
    .min(1, "Enter the webhook's URL.")
    .max(MAX_WEBHOOK_URL + 100, `The URL must be at most ${MAX_WEBHOOK_URL} characters.`),
});

const mine = async (userId: string, appId: string) => (await ownedApp(userId, appId)).id;

/** The same per-app budget as /2/webhooks: each call makes this server send a request to a chosen URL. */
async function spendCrcBudget(appId: string): Promise<void> {
  const b = await hitRateLimit(`webhook-crc:${appId}`, CRC_CALLS_PER_15_MIN, 900);
  if (b.exceeded)
    throw new WebhookError(
      "TooManyRequests",
      `This app sent ${CRC_CALLS_PER_15_MIN} CRCs in 15 minutes; try again after ${new Date(b.reset * 1000).toISOString()}.`,
    );
}

const rules = () => ({
  allow_insecure_urls: config().webhookAllowInsecureUrls,
  timeout_seconds: Math.round(config().webhookTimeoutMs / 1000),
  limit_per_app: config().webhookLimitPerApp,
  max_url_length: MAX_WEBHOOK_URL,
});

const BASE = "/console-api/apps/:id/webhooks";

export const CONSOLE_WEBHOOK_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: BASE,
    summary: "An app's webhooks and this server's rules for them",
    response: z.object({ webhooks: z.array(webhookDetailSchema), rules: webhookRulesSchema }),
    refusal,
    handler: async ({ userId, params }) => ({
      webhooks: await webhooks.listWebhooks(await mine(userId, params.id)),
      rules: rules(),
    }),
  }),
  defineConsoleRoute({
    method: "POST",
    path: BASE,
    summary: "Register a webhook (its CRC must pass)",
    body: urlBody,
    response: webhookDetailSchema,
    status: 201,
    refusal,
    handler: async ({ userId, params, body }) => {
      const appId = await mine(userId, params.id);
      await spendCrcBudget(appId);
      const created = await webhooks.registerWebhook(appId, body.url);
      const listed = (await webhooks.listWebhooks(appId)).find((w) => w.id === created.id);
      // Deleted in between: what was registered, with nothing checked since.
      return listed ?? { ...created, validated_at: null, last_crc_at: null, invalid_reason: null };
    },
  }),
  /** "Check now": a CRC whose outcome is the answer (200 whatever it was; the page shows it). */
  defineConsoleRoute({
    method: "POST",
    path: `${BASE}/:webhookId/check`,
    summary: "Send a CRC now",
    response: checkResultSchema,
    refusal,
    handler: async ({ userId, params }) => {
      const appId = await mine(userId, params.id);
      await spendCrcBudget(appId);
      const { webhook, check } = await webhooks.revalidateWebhook(
        appId,
        params.webhookId,
        "console",
      );
      const failure =
        check.outcome === "ok" ? null : webhooks.crcFailure(webhook.url, check).detail;
      return { webhook, outcome: check.outcome, message: failure };
    },
  }),
  defineConsoleRoute({
    method: "GET",
    path: `${BASE}/:webhookId/checks`,
    summary: "A webhook's latest CRC checks, newest first",
    response: z.array(crcCheckSchema),
    refusal,
    handler: async ({ userId, params }) =>
      webhooks.crcHistory(await mine(userId, params.id), params.webhookId, 20),
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: `${BASE}/:webhookId`,
    summary: "Delete a webhook",
    response: deletedSchema,
    refusal,
    handler: async ({ userId, params }) => {
      await webhooks.deleteWebhook(await mine(userId, params.id), params.webhookId);
      return { id: params.webhookId, deleted: true };
    },
  }),
] as const;
