import type { listDeliveries } from "@/lib/webhooks/delivery/service";

type Listed = Awaited<ReturnType<typeof listDeliveries>>["data"][number];

/** A delivery as the console shows it: times ISO 8601 UTC, attempts newest first, its webhook's URL. */
export type DeliveryView = ReturnType<typeof deliveryView>;

export function deliveryView(d: Listed) {
  return {
    id: d.id,
    event_id: d.event_id,
    kind: d.kind,
    webhook_id: d.webhook_id,
    product: d.product,
    state: d.state as "pending" | "delivered" | "failed",
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
