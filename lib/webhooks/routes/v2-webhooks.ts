import type { Context } from "hono";
import { z } from "zod";
import { appOnlyOr401 } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import { hitRateLimit, rateLimitHeaders } from "@/lib/http/rate-limit";
import { fail } from "@/lib/http/v2-fail";
import {
  crcFailure,
  deleteWebhook,
  listWebhooks,
  registerWebhook,
  revalidateWebhook,
  WebhookError,
} from "@/lib/webhooks/service";

/**
 * /2/webhooks (document 1 "Webhook endpoints", FACTS "Webhooks"): app-only bearer token; thin over
 * lib/webhooks/service.ts, whose WebhookError becomes a v2 problem object.
 */
const credential = appOnlyOr401(
  (err) =>
    `${err.body().errors[0].message} /2/webhooks takes the app's app-only bearer token (POST /oauth2/token).`,
);

/** The service's refusals as problems; anything else is the app's onError's. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof WebhookError)) throw err;
    fail(err.reason, err.detail, { parameter: err.parameter, value: err.value });
  }
}

/**
 * Registrations and PUTs make this server send a request to a URL the caller chose: a budget per
 * app keeps one app from using the CRC to hammer a host (like the reference's per-endpoint limits).
 */
export const CRC_CALLS_PER_15_MIN = 100;
async function spendCrcBudget(c: Context, appId: string): Promise<void> {
  const b = await hitRateLimit(`webhook-crc:${appId}`, CRC_CALLS_PER_15_MIN, 900);
  for (const [name, value] of Object.entries(rateLimitHeaders(b))) c.header(name, value);
  if (b.exceeded)
    fail(
      "TooManyRequests",
      `This app made ${CRC_CALLS_PER_15_MIN} webhook registrations or CRC requests in 15 minutes; try again after ${new Date(b.reset * 1000).toISOString()}.`,
    );
}

const webhook = z.object({
  id: z.string(),
  url: z.string(),
  valid: z.boolean(),
  created_at: z.iso.datetime(),
});
const exampleWebhook = {
  id: "1146654567674912769",
  url: "https://hooks.example/webhook",
  valid: true,
  created_at: "2026-01-05T10:00:00.000Z",
};
const webhookIdParam = z.object({
  webhook_id: z.string().meta({ description: "One of the app's webhooks." }),
});

const register = defineV2Route({
  method: "POST",
  path: "/2/webhooks",
  summary: "Registers a webhook URL after a CRC check it answers; the app's limit applies.",
  credential,
  body: z.object({
    url: z
      .string({ error: (issue) => (issue.input === null ? "is required" : "must be a string") })
      .min(1, { error: "is required" }),
  }),
  // A registration body is {"url": "…"}; anything much larger is not one.
  maxBody: 4096,
  response: z.object({ data: webhook }),
  errors: [
    "UrlValidationFailed",
    "CrcValidationFailed",
    "DuplicateUrlFailed",
    "WebhookLimitExceeded",
    "TooManyRequests",
  ],
  example: {
    body: { url: exampleWebhook.url },
    response: { data: exampleWebhook },
    isolated: "CrcValidationFailed",
  },
  handler: async ({ c, caller, body }) => {
    await spendCrcBudget(c, caller.app.id);
    return { data: await answering(() => registerWebhook(caller.app.id, body.url)) };
  },
});

const list = defineV2Route({
  method: "GET",
  path: "/2/webhooks",
  summary: "The app's webhooks, oldest first.",
  credential,
  response: z.object({
    data: z.array(webhook),
    meta: z.object({ result_count: z.number().int() }),
  }),
  example: { response: { data: [exampleWebhook], meta: { result_count: 1 } } },
  handler: async ({ caller }) => {
    const rows = await listWebhooks(caller.app.id);
    return {
      data: rows.map(({ id, url, valid, created_at }) => ({ id, url, valid, created_at })),
      meta: { result_count: rows.length },
    };
  },
});

const remove = defineV2Route({
  method: "DELETE",
  path: "/2/webhooks/:webhook_id",
  summary: "Deletes one of the app's webhooks.",
  credential,
  params: webhookIdParam,
  response: z.object({ data: z.object({ deleted: z.literal(true) }) }),
  errors: ["WebhookIdInvalid"],
  example: {
    params: { webhook_id: exampleWebhook.id },
    response: { data: { deleted: true } },
    isolated: "WebhookIdInvalid",
  },
  handler: async ({ caller, params }) => {
    await answering(() => deleteWebhook(caller.app.id, params.webhook_id));
    // `as const`: TS widens an async handler's literal before checking it against the schema's.
    return { data: { deleted: true as const } };
  },
});

const revalidate = defineV2Route({
  method: "PUT",
  path: "/2/webhooks/:webhook_id",
  summary: "Sends a CRC check to the webhook now; its validity follows the outcome.",
  credential,
  params: webhookIdParam,
  response: z.object({ data: z.object({ valid: z.boolean() }) }),
  errors: ["WebhookIdInvalid", "CrcValidationFailed", "UrlValidationFailed", "TooManyRequests"],
  example: {
    params: { webhook_id: exampleWebhook.id },
    response: { data: { valid: true } },
    isolated: "WebhookIdInvalid",
  },
  handler: async ({ c, caller, params }) => {
    await spendCrcBudget(c, caller.app.id);
    return answering(async () => {
      const { webhook, check } = await revalidateWebhook(caller.app.id, params.webhook_id, "put");
      // The check is recorded and the state follows the validity rules; the caller learns why it failed.
      if (check.outcome !== "ok") throw crcFailure(webhook.url, check);
      return { data: { valid: webhook.valid } };
    });
  },
});

export const WEBHOOK_ROUTES = [register, list, remove, revalidate];
