import { z } from "zod";
import { appOnlyOr401 } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import { fail } from "@/lib/http/v2-fail";
import {
  createReplay,
  ReplayConflict,
  ReplayInputError,
  replayWindow,
  ReplayWebhookNotFound,
} from "@/lib/webhooks/delivery/replay";

/**
 * Replay (document 1, "Webhook endpoints"): POST /2/webhooks/replay with a JSON body, and the
 * deprecated account-activity path with query parameters, which has identical behaviour (one
 * function) and says it is deprecated (Deprecation and Link headers, RFC 9745 / 8288).
 */
const MAX_ID = 64;
const credential = appOnlyOr401(() => "This endpoint takes an app-only bearer token.");

const webhookId = z
  .string({ error: `must be a webhook's id (1 to ${MAX_ID} characters)` })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: `must be a webhook's id (1 to ${MAX_ID} characters)` });
const DATE = "A UTC time as yyyymmddhhmm";
/**
 * A window date as the body carries it: any value reaches replayWindow, whose refusals are
 * ReplayWindowInvalid (not the InvalidRequest a schema's refusal is); the document says what it must be.
 */
const bodyDate = (description: string) =>
  z
    .unknown()
    .optional()
    .meta({ type: "string", pattern: "^\\d{12}$", description: `${description} Required.` });
/** Required as the body's are; its absence, like a bad value, is ReplayWindowInvalid. */
const queryDate = (description: string) =>
  z
    .string()
    .optional()
    .meta({ description: `${description} Required.` });

const answer = z.object({ data: z.object({ job_id: z.string(), created_at: z.iso.datetime() }) });

/** yyyymmddhhmm in UTC. */
const minute = (d: Date) => d.toISOString().replace(/[-T:]/g, "").slice(0, 12);
/** The worked window: the hour up to the server's start, within retention whenever it is read. */
const started = new Date();
const window = { from_date: minute(new Date(+started - 3600e3)), to_date: minute(started) };
const example = {
  webhook_id: "1146654567674912769",
  ...window,
  response: { data: { job_id: "1512442271311724544", created_at: started.toISOString() } },
};

async function replay(appId: string, hook: string, from: unknown, to: unknown) {
  try {
    return { data: await createReplay(appId, hook, replayWindow(from, to)) };
  } catch (err) {
    if (err instanceof ReplayInputError) {
      const reason = err.parameter === "webhook_id" ? "InvalidRequest" : "ReplayWindowInvalid";
      fail(reason, err.message, { parameter: err.parameter, value: err.value });
    }
    const at = { parameter: "webhook_id", value: hook };
    if (err instanceof ReplayWebhookNotFound)
      fail("WebhookIdInvalid", "No webhook of this app has that id.", at);
    if (err instanceof ReplayConflict)
      fail(
        "ReplayConflictError",
        "A replay job is already running for this webhook; wait for its replay_job_status message.",
        at,
      );
    throw err;
  }
}

const errors = ["ReplayWindowInvalid", "WebhookIdInvalid", "ReplayConflictError"] as const;

const replayByBody = defineV2Route({
  method: "POST",
  path: "/2/webhooks/replay",
  summary: "Re-sends a webhook's deliveries of a window (at most 5 days, within retention).",
  credential,
  body: z.object({
    webhook_id: webhookId,
    from_date: bodyDate(`${DATE}, inclusive.`),
    to_date: bodyDate(`${DATE}, exclusive.`),
  }),
  response: answer,
  errors,
  example: {
    body: { webhook_id: example.webhook_id, ...window },
    response: example.response,
    isolated: "WebhookIdInvalid",
  },
  handler: ({ caller, body }) =>
    replay(caller.app.id, body.webhook_id, body.from_date, body.to_date),
});

const replayDeprecated = defineV2Route({
  method: "POST",
  path: "/2/account_activity/replay/webhooks/:webhook_id/subscriptions/all",
  summary: "Deprecated spelling of POST /2/webhooks/replay, with query parameters.",
  credential,
  params: z.object({
    webhook_id: webhookId,
    from_date: queryDate(`${DATE}, inclusive.`),
    to_date: queryDate(`${DATE}, exclusive.`),
  }),
  headers: {
    deprecation: "@1774396800", // 2026-03-25, the change history's date
    link: '</2/webhooks/replay>; rel="successor-version"',
  },
  response: answer,
  errors,
  example: {
    params: { webhook_id: example.webhook_id, ...window },
    response: example.response,
    isolated: "WebhookIdInvalid",
  },
  handler: ({ caller, params }) =>
    replay(caller.app.id, params.webhook_id, params.from_date, params.to_date),
});

export const REPLAY_ROUTES = [replayByBody, replayDeprecated];
