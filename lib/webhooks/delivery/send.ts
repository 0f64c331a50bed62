import { randomUUID } from "node:crypto";
import { outbound } from "@/lib/webhooks/outbound";
import { svcSignature } from "@/lib/webhooks/signature";
import { config } from "@/lib/config/env";
import { EXCERPT_CHARS } from "./schedule";

/** Where a webhook's messages go, and the key that signs them (the app's consumer secret). */
export type Target = {
  webhookId: string;
  appId: string;
  url: string;
  valid: boolean;
  secret: string;
};

export type Outgoing = { id: string; event_id: string; body: unknown; attempts: number };

/** One POST's record (a webhook_attempts row) and whether the receiver took the message. */
export type Attempt = {
  id: string;
  delivery_id: string;
  webhook_id: string;
  attempted_at: string;
  request_headers: Record<string, string>;
  status: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
  replay_job_id: string | null;
  ok: boolean;
};

/**
 * THE signed POST of a message: `x-svc-webhooks-signature` over the exact bytes sent; `x-svc-event-id`
 * is the event's id and `x-svc-delivery-id` the message's (the same on every retry and replay: the key
 * receivers deduplicate on). Only 2XX counts as received; a 3XX is an answer, not followed.
 */
export async function postSigned(
  target: Target,
  body: string,
  headers: Record<string, string>,
): Promise<Omit<Attempt, "id" | "delivery_id" | "replay_job_id" | "webhook_id">> {
  const request_headers = {
    "content-type": "application/json",
    ...headers,
    "x-svc-webhooks-signature": svcSignature(target.secret, body),
  };
  const attempted_at = new Date().toISOString();
  const r = await outbound({
    method: "POST",
    url: target.url,
    headers: request_headers,
    body,
    timeoutMs: config().webhookTimeoutMs,
  });
  if (!r.ok)
    return {
      attempted_at,
      request_headers,
      status: null,
      latency_ms: r.latencyMs,
      response_excerpt: null,
      error: `${r.error}: ${r.message}`.slice(0, 500),
      ok: false,
    };
  const ok = r.status >= 200 && r.status < 300;
  return {
    attempted_at,
    request_headers,
    status: r.status,
    latency_ms: r.latencyMs,
    response_excerpt: r.body.slice(0, EXCERPT_CHARS) || null,
    error: ok ? null : `HTTP ${r.status}`,
    ok,
  };
}

export async function sendDelivery(
  target: Target,
  d: Outgoing,
  replayJobId: string | null = null,
): Promise<Attempt> {
  const headers: Record<string, string> = {
    "x-svc-event-id": d.event_id,
    "x-svc-delivery-id": d.id,
    "x-svc-delivery-attempt": String(d.attempts + 1),
  };
  if (replayJobId) headers["x-svc-replay-job-id"] = replayJobId;
  const result = await postSigned(target, JSON.stringify(d.body), headers);
  return {
    id: randomUUID(),
    delivery_id: d.id,
    webhook_id: target.webhookId,
    replay_job_id: replayJobId,
    ...result,
  };
}

/** Runs `fn` over `items` with at most `limit` at once; results in the items' order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}
