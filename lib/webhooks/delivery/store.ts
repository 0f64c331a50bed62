import { eq, sql } from "drizzle-orm";
import { workDb, type Tx } from "@/lib/db/client";
import { apps, webhooks } from "@/lib/db/schema";
import { decrypt } from "@/lib/crypto/secret-box";
import { config } from "@/lib/config/env";
import { retryDelayMs, LEASE_MARGIN_SECONDS, PARALLEL_PER_WEBHOOK } from "./schedule";
import type { Attempt, Outgoing, Target } from "./send";

type Runner = Pick<Tx, "select" | "execute">;

/** A webhook with its URL, validity and the app's consumer secret; null when it is gone. */
export async function loadTarget(webhookId: string, q: Runner = workDb()): Promise<Target | null> {
  const [row] = await q
    .select({
      url: webhooks.url,
      valid: webhooks.valid,
      appId: webhooks.app_id,
      secret: apps.consumerSecretEnc,
    })
    .from(webhooks)
    .innerJoin(apps, eq(apps.id, webhooks.app_id))
    .where(eq(webhooks.id, webhookId))
    .limit(1);
  if (!row) return null;
  return {
    webhookId,
    appId: row.appId,
    url: row.url,
    valid: row.valid,
    secret: decrypt(row.secret),
  };
}

type ClaimRow = {
  id: string;
  event_id: string;
  seq: string | number;
  body: unknown;
  attempts: number;
};

/**
 * Claims up to `limit` due deliveries of one webhook, oldest event first: their `next_attempt_at`
 * moves past the time the batch can take (the lease) in one short statement, so another worker or process skips
 * them (SKIP LOCKED while the statement runs, the lease after), and a worker that dies leaves them
 * due again once the lease is over. No transaction is held while the POSTs run.
 */
export async function claimDue(webhookId: string, limit: number): Promise<Outgoing[]> {
  // Long enough for the whole batch to time out wave after wave (limit / PARALLEL_PER_WEBHOOK
  // waves), so a live worker's lease never ends while it is still sending its claim.
  const waves = Math.ceil(limit / PARALLEL_PER_WEBHOOK);
  const lease = Math.ceil(config().webhookTimeoutMs / 1000) * waves + LEASE_MARGIN_SECONDS;
  const res = await workDb().execute<ClaimRow>(sql`
    update webhook_deliveries d set next_attempt_at = now() + ${lease} * interval '1 second'
    from (select id from webhook_deliveries
          where webhook_id = ${webhookId} and state = 'pending' and next_attempt_at <= now()
          order by seq limit ${limit} for update skip locked) c
    where d.id = c.id
    returning d.id, d.event_id, d.seq, d.body, d.attempts`);
  return res.rows
    .map((r) => ({ ...r, seq: Number(r.seq) }))
    .sort((a, b) => a.seq - b.seq)
    .map(({ id, event_id, body, attempts }) => ({ id, event_id, body, attempts }));
}

/**
 * Writes a batch of attempts and their deliveries' new states in one statement. `resend` (a replay
 * or the console's retry) only records the outcome and marks a received message delivered; the
 * dispatcher's own attempts also schedule the next try or fail the delivery when none is left.
 * Answers the earliest next try among them (ms from now), for the caller to wake the webhook then.
 */
export async function recordAttempts(
  attempts: readonly (Attempt & { attemptsBefore: number })[],
  resend: boolean,
  q: Pick<Tx, "execute"> = workDb(),
): Promise<number | null> {
  if (attempts.length === 0) return null;
  const rows = attempts.map((a) => ({
    ...a,
    retry_ms: a.ok || resend ? null : retryDelayMs(a.attemptsBefore + 1),
  }));
  await q.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        id text, delivery_id text, webhook_id text, attempted_at timestamptz, request_headers jsonb,
        status int, latency_ms int, response_excerpt text, error text, replay_job_id text, ok boolean,
        retry_ms bigint)),
    ins as (
      insert into webhook_attempts (id, delivery_id, webhook_id, attempted_at, request_headers,
        status, latency_ms, response_excerpt, error, replay_job_id)
      select id, delivery_id, webhook_id, attempted_at, request_headers, status, latency_ms,
        response_excerpt, error, replay_job_id from r)
    update webhook_deliveries d set
      attempts = d.attempts + 1, last_status = r.status, last_error = r.error,
      state = case when r.ok then 'delivered' when ${resend} then d.state
                   when r.retry_ms is null then 'failed' else 'pending' end,
      delivered_at = case when r.ok then coalesce(d.delivered_at, r.attempted_at) else d.delivered_at end,
      next_attempt_at = case when r.retry_ms is null then d.next_attempt_at
                             else now() + r.retry_ms * interval '1 millisecond' end
    from r where d.id = r.delivery_id and (${resend} or d.state = 'pending')`);
  const delays = rows.map((r) => r.retry_ms).filter((ms): ms is number => ms !== null);
  return delays.length ? Math.min(...delays) : null;
}
