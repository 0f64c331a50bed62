import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { webhookAttempts, webhookDeliveries } from "@/lib/db/schema";
import { loadTarget, recordAttempts } from "./store";
import { sendDelivery, type Attempt } from "./send";

export class InvalidWebhookError extends Error {
  constructor() {
    super("The webhook is invalid; re-validate it (PUT /2/webhooks/:webhook_id) before retrying.");
  }
}

/** The console's delivery log and charts (issue 10), and its "retry now" button. */
export type DeliveryFilter = {
  webhookId?: string;
  state?: "pending" | "delivered" | "failed";
  kind?: string;
  from?: Date;
  to?: Date;
  /** From a previous page's next_cursor. */
  cursor?: string;
  limit?: number;
};

type Row = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

const encode = (r: Row) => Buffer.from(JSON.stringify([r.seq, r.id])).toString("base64url");

function decode(cursor: string): [number, string] | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(v)) return null;
    const [seq, id]: unknown[] = v;
    if (typeof seq !== "number" || !Number.isSafeInteger(seq) || typeof id !== "string")
      return null;
    return [seq, id];
  } catch {
    return null;
  }
}

/** Newest event first (the outbox's seq, then the delivery id), with each delivery's attempts (newest first); `limit` 1 to 100 (default 20). */
export async function listDeliveries(
  appId: string,
  f: DeliveryFilter = {},
): Promise<{ data: (Row & { attempts_log: AttemptRow[] })[]; next_cursor: string | null }> {
  const limit = Math.min(Math.max(Math.trunc(f.limit ?? 20), 1), 100);
  const d = webhookDeliveries;
  const where: SQL[] = [eq(d.app_id, appId)];
  if (f.webhookId) where.push(eq(d.webhook_id, f.webhookId));
  if (f.state) where.push(eq(d.state, f.state));
  if (f.kind) where.push(eq(d.kind, f.kind));
  if (f.from) where.push(sql`${d.created_at} >= ${f.from}`);
  if (f.to) where.push(sql`${d.created_at} < ${f.to}`);
  const after = f.cursor ? decode(f.cursor) : null;
  if (f.cursor && !after) throw new RangeError("cursor is not one this list gave");
  if (after) where.push(sql`(${d.seq}, ${d.id}) < (${after[0]}, ${after[1]})`);
  const rows = await db()
    .select()
    .from(d)
    .where(and(...where))
    .orderBy(desc(d.seq), desc(d.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.id);
  const attempts = ids.length
    ? await db()
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.delivery_id, ids))
        .orderBy(desc(webhookAttempts.attempted_at))
    : [];
  const data = page.map((r) => ({
    ...r,
    attempts_log: attempts.filter((a) => a.delivery_id === r.id),
  }));
  return { data, next_cursor: rows.length > limit ? encode(page[page.length - 1]) : null };
}

export type StatsBucket = "minute" | "hour" | "day";
export type StatsPoint = {
  bucket: string;
  succeeded: number;
  failed: number;
  p50_ms: number | null;
  p95_ms: number | null;
};

/** Attempts per time bucket of one of the app's webhooks: outcomes and latency percentiles. */
export async function deliveryStats(
  appId: string,
  webhookId: string,
  bucket: StatsBucket,
  window: { from?: Date; to?: Date } = {},
): Promise<StatsPoint[]> {
  const from = window.from ?? new Date(Date.now() - 24 * 3600e3);
  const to = window.to ?? new Date(Date.now() + 60e3);
  const res = await db().execute<Record<string, string | number | null>>(sql`
    select to_char(date_trunc(${bucket}, a.attempted_at at time zone 'UTC'),
                   'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bucket,
      count(*) filter (where a.status between 200 and 299) as succeeded,
      count(*) filter (where a.status is null or a.status not between 200 and 299) as failed,
      percentile_cont(0.5) within group (order by a.latency_ms) as p50,
      percentile_cont(0.95) within group (order by a.latency_ms) as p95
    from webhook_attempts a join webhooks w on w.id = a.webhook_id
    where a.webhook_id = ${webhookId} and w.app_id = ${appId}
      and a.attempted_at >= ${from} and a.attempted_at < ${to}
    group by 1 order by 1`);
  const num = (v: string | number | null) => (v === null ? null : Math.round(Number(v)));
  return res.rows.map((r) => ({
    bucket: String(r.bucket),
    succeeded: Number(r.succeeded),
    failed: Number(r.failed),
    p50_ms: num(r.p50),
    p95_ms: num(r.p95),
  }));
}

/**
 * The console's "retry now": one new attempt of one of the app's deliveries, whatever its state
 * (a failed one that gets through becomes delivered). Null when the app has no such delivery.
 */
export async function retryDelivery(appId: string, deliveryId: string): Promise<Attempt | null> {
  const [row] = await db()
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.app_id, appId)))
    .limit(1);
  if (!row) return null;
  const target = await loadTarget(row.webhook_id);
  if (!target) return null;
  // An invalid webhook receives nothing (lib/webhooks/delivery/dispatch.ts), the console's retry included.
  if (!target.valid) throw new InvalidWebhookError();
  const attempt = await sendDelivery(target, row);
  await recordAttempts([{ ...attempt, attemptsBefore: row.attempts }], true);
  return attempt;
}
