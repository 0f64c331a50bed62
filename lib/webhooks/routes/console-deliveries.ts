import { Hono, type Context } from "hono";
import { z } from "zod";
import { ownedApp } from "@/lib/auth/apps/service";
import { listWebhooks } from "@/lib/webhooks/service";
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
import { fail, invalid, jsonBody, type ConsoleEnv } from "../../auth/console-api-kit";
import { deliveryView } from "./console-deliveries-view";

/**
 * /console-api/apps/:id/deliveries…: the console's Deliveries tab. Every route checks the app is the
 * signed-in user's (ownedApp, 404 otherwise) before calling THE services of lib/webhooks/delivery,
 * lib/webhooks and lib/events/generator, which the v2 routes call too.
 */
export const consoleDeliveries = new Hono<ConsoleEnv>();

const ID = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, "must be an id");
const time = z.iso.datetime({ offset: true, error: "must be an ISO 8601 time" }).optional();
const kind = z
  .string()
  .max(64)
  .refine((k) => eventKind(k) !== null, "must be an event kind")
  .optional();
const listQuery = z.object({
  webhook_id: ID.optional(),
  state: z
    .enum(["pending", "delivered", "failed"], "must be pending, delivered or failed")
    .optional(),
  kind,
  from: time,
  to: time,
  cursor: z.string().max(200, "must be a cursor this list gave").optional(),
  limit: z.coerce.number().int().min(1).max(100, "must be 1 to 100").optional(),
});
const statsQuery = z.object({
  webhook_id: ID,
  bucket: z.enum(["minute", "hour", "day"], "must be minute, hour or day").default("hour"),
  from: time,
  to: time,
});
// The dates are checked by replayWindow, in its words, whether wrong or left out (zod 4 would
// refuse a missing z.unknown() key itself, with a message that names no shape).
const replayBody = z.object({
  webhook_id: ID,
  from_date: z.unknown().optional(),
  to_date: z.unknown().optional(),
});

const date = (v: string | undefined) => (v ? new Date(v) : undefined);
const appOf = async (c: Context<ConsoleEnv>) =>
  (await ownedApp(c.var.userId, c.req.param("id") ?? "")).id;

consoleDeliveries.get("/:id/deliveries", async (c) => {
  const appId = await appOf(c);
  const q = listQuery.safeParse(c.req.query());
  if (!q.success) return invalid(c, q.error);
  const f = q.data;
  try {
    const page = await listDeliveries(appId, {
      ...f,
      webhookId: f.webhook_id,
      kind: f.kind ? (eventKind(f.kind) ?? undefined) : undefined,
      from: date(f.from),
      to: date(f.to),
    });
    return c.json({ data: page.data.map(deliveryView), next_cursor: page.next_cursor });
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    return fail(c, 400, [{ code: "INVALID_PARAMETER", message: err.message, parameter: "cursor" }]);
  }
});

consoleDeliveries.get("/:id/deliveries/webhooks", async (c) =>
  c.json({ data: await listWebhooks(await appOf(c)) }),
);

consoleDeliveries.get("/:id/deliveries/stats", async (c) => {
  const appId = await appOf(c);
  const q = statsQuery.safeParse(c.req.query());
  if (!q.success) return invalid(c, q.error);
  const { webhook_id, bucket, from, to } = q.data;
  const window = { from: date(from), to: date(to) };
  return c.json({ data: await deliveryStats(appId, webhook_id, bucket, window) });
});

consoleDeliveries.post("/:id/deliveries/:deliveryId/retry", async (c) => {
  const appId = await appOf(c);
  try {
    const attempt = await retryDelivery(appId, c.req.param("deliveryId"));
    if (!attempt)
      return fail(c, 404, [{ code: "NOT_FOUND", message: "This app has no such delivery." }]);
    return c.json({ data: { ok: attempt.ok, status: attempt.status, error: attempt.error } });
  } catch (err) {
    if (!(err instanceof InvalidWebhookError)) throw err;
    return fail(c, 400, [{ code: "WEBHOOK_INVALID", message: err.message }]);
  }
});

consoleDeliveries.post("/:id/deliveries/replay", async (c) => {
  const appId = await appOf(c);
  const b = replayBody.safeParse(await jsonBody(c));
  if (!b.success) return invalid(c, b.error);
  try {
    const window = replayWindow(b.data.from_date, b.data.to_date);
    return c.json({ data: await createReplay(appId, b.data.webhook_id, window) });
  } catch (err) {
    if (err instanceof ReplayInputError)
      return fail(c, 400, [
        { code: "INVALID_PARAMETER", message: err.message, parameter: err.parameter },
      ]);
    if (err instanceof ReplayWebhookNotFound)
      return fail(c, 404, [
        { code: "NOT_FOUND", message: "This app has no such webhook.", parameter: "webhook_id" },
      ]);
    if (!(err instanceof ReplayConflict)) throw err;
    const message =
      "A replay of this webhook is still running; one runs at a time. Wait for it to complete.";
    return c.json({ errors: [{ code: "REPLAY_CONFLICT", message }] }, 409);
  }
});

consoleDeliveries.get("/:id/deliveries/replay/:jobId", async (c) => {
  const job = await replayJobStatus(await appOf(c), c.req.param("jobId"));
  if (!job) return fail(c, 404, [{ code: "NOT_FOUND", message: "No such replay job." }]);
  return c.json({ data: job });
});

consoleDeliveries.post("/:id/deliveries/test", async (c) => {
  const appId = await appOf(c);
  try {
    return c.json({ data: await generateTestEvent(appId, parseGeneratorBody(await jsonBody(c))) });
  } catch (err) {
    if (!(err instanceof GeneratorProblem)) throw err;
    const status = err.reason === "InvalidRequest" ? 400 : 404;
    return fail(c, status, [
      { code: "INVALID_PARAMETER", message: err.message, parameter: err.parameter },
    ]);
  }
});
