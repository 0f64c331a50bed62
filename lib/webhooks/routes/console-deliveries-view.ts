import { z } from "zod";
import type { listDeliveries } from "@/lib/webhooks/delivery/service";

type Listed = Awaited<ReturnType<typeof listDeliveries>>["data"][number];

const deliveryState = z.enum(["pending", "delivered", "failed"]);

/** A delivery as the console shows it: times ISO 8601 UTC, attempts newest first, its webhook's URL. */
export const deliveryViewSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  kind: z.string(),
  webhook_id: z.string(),
  product: z.string(),
  state: deliveryState,
  attempts: z.number(),
  last_status: z.number().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
  attempts_log: z.array(
    z.object({
      id: z.string(),
      attempted_at: z.string(),
      request_headers: z.record(z.string(), z.string()),
      status: z.number().nullable(),
      latency_ms: z.number().nullable(),
      response_excerpt: z.string().nullable(),
      error: z.string().nullable(),
      replay_job_id: z.string().nullable(),
    }),
  ),
});
export type DeliveryView = z.output<typeof deliveryViewSchema>;

export function deliveryView(d: Listed): DeliveryView {
  return {
    id: d.id,
    event_id: d.event_id,
    kind: d.kind,
    webhook_id: d.webhook_id,
    product: d.product,
    // The column holds only these three (lib/webhooks/delivery writes them); anything else is a defect.
    state: deliveryState.parse(d.state),
    attempts: d.attempts,
    last_status: d.last_status,
    last_error: d.last_error,
    next_attempt_at: d.state === "pending" ? d.next_attempt_at.toISOString() : null,
    created_at: d.created_at.toISOString(),
    delivered_at: d.delivered_at?.toISOString() ?? null,
    body: d.body,
    attempts_log: d.attempts_log.map((a) => ({
      id: a.id,
      attempted_at: a.attempted_at.toISOString(),
      request_headers: a.request_headers,
      status: a.status,
      latency_ms: a.latency_ms,
      response_excerpt: a.response_excerpt,
      error: a.error,
      replay_job_id: a.replay_job_id,
    })),
  };
}

export const statsPointSchema = z.object({
  bucket: z.string(),
  succeeded: z.number(),
  failed: z.number(),
  p50_ms: z.number().nullable(),
  p95_ms: z.number().nullable(),
});

export const replayJobSchema = z.object({
  job_id: z.string(),
  webhook_id: z.string(),
  state: z.string(),
  resent: z.number(),
  from_date: z.string(),
  to_date: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
