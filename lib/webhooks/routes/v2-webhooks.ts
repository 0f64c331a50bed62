import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { OAuthError } from "@/lib/http/errors";
import { authenticate } from "@/lib/auth/caller";
import { config } from "@/lib/config/env";
import { problem } from "@/lib/http/problems";
import { hitRateLimit, rateLimitHeaders } from "@/lib/http/rate-limit";
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
export const v2WebhookRoutes = new Hono();

/** A registration body is {"url": "…"}; anything much larger is not one. */
const MAX_BODY = 4096;

v2WebhookRoutes.onError((err, c) => {
  const origin = config().publicBaseUrl;
  // v2 answers problem objects for credentials too: the OAuth error's message says what was wrong.
  if (err instanceof OAuthError) {
    const detail = err.body().errors[0].message;
    const p = problem(
      origin,
      "UnsupportedAuthentication",
      `${detail} /2/webhooks takes the app's app-only bearer token (POST /oauth2/token).`,
    );
    return c.json(p.body, 401);
  }
  if (!(err instanceof WebhookError)) throw err;
  const p = problem(origin, err.reason, err.detail, { parameter: err.parameter, value: err.value });
  // problem() maps each reason to its documented 4XX status.
  return c.json(p.body, p.status as ContentfulStatusCode);
});

const appOf = async (c: Context) => (await authenticate(c, ["app-only"])).app.id;

/**
 * Registrations and PUTs make this server send a request to a URL the caller chose: a budget per
 * app keeps one app from using the CRC to hammer a host (like the reference's per-endpoint limits).
 */
export const CRC_CALLS_PER_15_MIN = 100;
async function spendCrcBudget(c: Context, appId: string): Promise<void> {
  const b = await hitRateLimit(`webhook-crc:${appId}`, CRC_CALLS_PER_15_MIN, 900);
  for (const [name, value] of Object.entries(rateLimitHeaders(b))) c.header(name, value);
  if (b.exceeded)
    throw new WebhookError(
      "TooManyRequests",
      `This app made ${CRC_CALLS_PER_15_MIN} webhook registrations or CRC requests in 15 minutes; try again after ${new Date(b.reset * 1000).toISOString()}.`,
    );
}

async function urlFromBody(c: Context): Promise<string> {
  const text = await c.req.text();
  const expected = 'expected a JSON object {"url": "https://…"}';
  if (text.length > MAX_BODY)
    throw new WebhookError("InvalidRequest", `The body is over ${MAX_BODY} bytes; ${expected}.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WebhookError("InvalidRequest", `The body is not JSON; ${expected}.`);
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new WebhookError("InvalidRequest", `The body is not a JSON object; ${expected}.`);
  const url = "url" in body ? body.url : undefined;
  if (url === undefined || url === null || url === "")
    throw new WebhookError("InvalidRequest", `url is required; ${expected}.`, "url");
  if (typeof url !== "string")
    throw new WebhookError("InvalidRequest", `url must be a string; ${expected}.`, "url");
  return url;
}

v2WebhookRoutes.post("/2/webhooks", async (c) => {
  const appId = await appOf(c);
  await spendCrcBudget(c, appId);
  const url = await urlFromBody(c);
  return c.json({ data: await registerWebhook(appId, url) });
});

v2WebhookRoutes.get("/2/webhooks", async (c) => {
  const list = await listWebhooks(await appOf(c));
  return c.json({
    data: list.map(({ id, url, valid, created_at }) => ({ id, url, valid, created_at })),
    meta: { result_count: list.length },
  });
});

v2WebhookRoutes.delete("/2/webhooks/:webhook_id", async (c) => {
  await deleteWebhook(await appOf(c), c.req.param("webhook_id"));
  return c.json({ data: { deleted: true } });
});

v2WebhookRoutes.put("/2/webhooks/:webhook_id", async (c) => {
  const appId = await appOf(c);
  await spendCrcBudget(c, appId);
  const { webhook, check } = await revalidateWebhook(appId, c.req.param("webhook_id"), "put");
  // The check is recorded and the state follows the validity rules; the caller learns why it failed.
  if (check.outcome !== "ok") throw crcFailure(webhook.url, check);
  return c.json({ data: { valid: webhook.valid } });
});
