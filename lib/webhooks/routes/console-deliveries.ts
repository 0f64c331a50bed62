import { z } from "zod";
import { ownedApp } from "@/lib/auth/apps/service";
import { listWebhooks } from "@/lib/webhooks/service";
import { webhookDetailSchema } from "@/lib/webhooks/views";
import { eventKind } from "@/lib/events/kinds";
import { GeneratorProblem, generateTestEvent, parseGeneratorBody } from "@/lib/events/generator";
import {
  InvalidWebhookError,
  deliveryStats,
  listDeliveries,
  retryDelivery,
} from "@/lib/webhooks/delivery/service";
import {
  ReplayConflict,
  ReplayInputError,
  ReplayWebhookNotFound,
  createReplay,
  replayJobStatus,
  replayWindow,
} from "@/lib/webhooks/delivery/replay";
import { ConsoleRefusal, refuse } from "../../auth/console-api-kit";
import { defineConsoleRoute } from "../../auth/console-route";
import {
  deliveryView,
  deliveryViewSchema,
  replayJobSchema,
  statsPointSchema,
} from "./console-deliveries-view";
import { deliveriesQuery, replayBody, statsQuery, testEventBody } from "./console-deliveries-input";

/**
 * /console-api/apps/:id/deliveries…: the console's Deliveries tab. Every route checks the app is the
 * signed-in user's (ownedApp, 404 otherwise) before calling THE services of lib/webhooks/delivery,
 * lib/webhooks and lib/events/generator, which the v2 routes call too.
 */
const BASE = "/console-api/apps/:id/deliveries";
const date = (v: string | undefined) => (v ? new Date(v) : undefined);
const appOf = async (userId: string, id: string) => (await ownedApp(userId, id)).id;

function replayRefusal(err: unknown): ConsoleRefusal | undefined {
  if (err instanceof ReplayInputError)
    return new ConsoleRefusal(400, [
      { code: "INVALID_PARAMETER", message: err.message, parameter: err.parameter },
    ]);
  if (err instanceof ReplayWebhookNotFound)
    return new ConsoleRefusal(404, [
      { code: "NOT_FOUND", message: "This app has no such webhook.", parameter: "webhook_id" },
    ]);
  if (err instanceof ReplayConflict)
    return new ConsoleRefusal(409, [
      {
        code: "REPLAY_CONFLICT",
        message:
          "A replay of this webhook is still running; one runs at a time. Wait for it to complete.",
      },
    ]);
}

export const CONSOLE_DELIVERY_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: BASE,
    summary: "An app's deliveries, newest first, with their attempts",
    query: deliveriesQuery,
    response: z.array(deliveryViewSchema),
    paged: true,
    refusal: (err) =>
      err instanceof RangeError
        ? new ConsoleRefusal(400, [
            { code: "INVALID_PARAMETER", message: err.message, parameter: "cursor" },
          ])
        : undefined,
    handler: async ({ userId, params, query: f }) => {
      const page = await listDeliveries(await appOf(userId, params.id), {
        ...f,
        webhookId: f.webhook_id,
        kind: f.kind ? (eventKind(f.kind) ?? undefined) : undefined,
        from: date(f.from),
        to: date(f.to),
      });
      return { data: page.data.map(deliveryView), next_cursor: page.next_cursor };
    },
  }),
  defineConsoleRoute({
    method: "GET",
    path: `${BASE}/webhooks`,
    summary: "The webhooks the deliveries can be filtered by",
    response: z.array(webhookDetailSchema),
    handler: async ({ userId, params }) => listWebhooks(await appOf(userId, params.id)),
  }),
  defineConsoleRoute({
    method: "GET",
    path: `${BASE}/stats`,
    summary: "Attempts per time bucket of one webhook: outcomes and latency percentiles",
    query: statsQuery,
    response: z.array(statsPointSchema),
    handler: async ({ userId, params, query: { webhook_id, bucket, from, to } }) =>
      deliveryStats(await appOf(userId, params.id), webhook_id, bucket, {
        from: date(from),
        to: date(to),
      }),
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${BASE}/:deliveryId/retry`,
    summary: "Send a delivery again now",
    response: z.object({
      ok: z.boolean(),
      status: z.number().nullable(),
      error: z.string().nullable(),
    }),
    refusal: (err) =>
      err instanceof InvalidWebhookError
        ? new ConsoleRefusal(400, [{ code: "WEBHOOK_INVALID", message: err.message }])
        : undefined,
    handler: async ({ userId, params }) => {
      const attempt = await retryDelivery(await appOf(userId, params.id), params.deliveryId);
      if (!attempt) refuse(404, "NOT_FOUND", "This app has no such delivery.");
      return { ok: attempt.ok, status: attempt.status, error: attempt.error };
    },
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${BASE}/replay`,
    summary: "Resend a webhook's deliveries of a time window",
    body: replayBody,
    response: z.object({ job_id: z.string(), created_at: z.string() }),
    refusal: replayRefusal,
    handler: async ({ userId, params, body }) => {
      const appId = await appOf(userId, params.id);
      const window = replayWindow(body.from_date, body.to_date);
      return createReplay(appId, body.webhook_id, window);
    },
  }),
  defineConsoleRoute({
    method: "GET",
    path: `${BASE}/replay/:jobId`,
    summary: "How far a replay has got",
    response: replayJobSchema,
    handler: async ({ userId, params }) =>
      (await replayJobStatus(await appOf(userId, params.id), params.jobId)) ??
      refuse(404, "NOT_FOUND", "No such replay job."),
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${BASE}/test`,
    summary: "Emit a test event of a kind, with its example payload",
    body: testEventBody,
    response: z.object({ event_id: z.string(), event_type: z.string(), test: z.boolean() }),
    refusal: (err) =>
      err instanceof GeneratorProblem
        ? new ConsoleRefusal(err.reason === "InvalidRequest" ? 400 : 404, [
            { code: "INVALID_PARAMETER", message: err.message, parameter: err.parameter },
          ])
        : undefined,
    handler: async ({ userId, params, body }) =>
      generateTestEvent(await appOf(userId, params.id), parseGeneratorBody(body)),
  }),
] as const;
