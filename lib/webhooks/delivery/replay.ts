import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { webhookReplayJobs, webhooks } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { enqueue } from "@/lib/jobs/engine";
import { RETENTION_DAYS } from "./schedule";
import { replayQueue } from "./replay-run";

/** At most this much time per replay job (FACTS "Webhooks"). */
export const MAX_REPLAY_WINDOW_MS = 5 * 24 * 3600e3;

export class ReplayInputError extends Error {
  constructor(
    readonly parameter: string,
    readonly value: unknown,
    message: string,
  ) {
    super(message);
  }
}
export class ReplayWebhookNotFound extends Error {}
export class ReplayConflict extends Error {}

/** yyyymmddhhmm in UTC, a real minute (no 13th month, no 31 February), or null. */
export function parseReplayDate(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{12}$/.test(value)) return null;
  const [y, mo, d, h, mi] = [0, 4, 6, 8, 10].map((i, k) => Number(value.slice(i, k ? i + 2 : 4)));
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const back = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  if (back[0] !== y || back[1] !== mo || back[2] !== d || h > 23 || mi > 59) return null;
  return date;
}

/**
 * The window rules: both dates yyyymmddhhmm UTC, from inclusive and to exclusive, from before to,
 * at most 5 days long, from within retention (RETENTION_DAYS), to not after the current minute's end.
 */
export function replayWindow(
  from: unknown,
  to: unknown,
  now = new Date(),
): { from: Date; to: Date } {
  const shape = "a UTC time as yyyymmddhhmm, e.g. 202603180930";
  const f = parseReplayDate(from);
  if (!f) throw new ReplayInputError("from_date", from ?? "", `from_date must be ${shape}.`);
  const t = parseReplayDate(to);
  if (!t) throw new ReplayInputError("to_date", to ?? "", `to_date must be ${shape}.`);
  if (t <= f) throw new ReplayInputError("to_date", to, "to_date must be after from_date.");
  if (t.getTime() - f.getTime() > MAX_REPLAY_WINDOW_MS)
    throw new ReplayInputError("to_date", to, "A replay window is at most 5 days long.");
  if (f.getTime() < now.getTime() - RETENTION_DAYS * 24 * 3600e3)
    throw new ReplayInputError(
      "from_date",
      from,
      `from_date must be within the last ${RETENTION_DAYS} days (deliveries are kept that long).`,
    );
  if (t.getTime() > now.getTime() + 60e3)
    throw new ReplayInputError("to_date", to, "to_date must not be in the future.");
  return { from: f, to: t };
}

/**
 * Creates a replay job for one of the app's webhooks (one running job per webhook: the partial
 * unique index answers the race between two requests) and sends its work in the same transaction.
 */
export async function createReplay(
  appId: string,
  webhookId: string,
  window: { from: Date; to: Date },
): Promise<{ job_id: string; created_at: string }> {
  return db().transaction(async (tx) => {
    const [hook] = await tx
      .select({ id: webhooks.id, valid: webhooks.valid })
      .from(webhooks)
      .where(and(eq(webhooks.id, webhookId), eq(webhooks.app_id, appId)))
      .limit(1);
    if (!hook) throw new ReplayWebhookNotFound();
    if (!hook.valid)
      throw new ReplayInputError(
        "webhook_id",
        webhookId,
        "The webhook is invalid and receives nothing; re-validate it (PUT /2/webhooks/:webhook_id) first.",
      );
    const createdAt = new Date();
    const [job] = await tx
      .insert(webhookReplayJobs)
      .values({
        id: newId(),
        webhook_id: webhookId,
        app_id: appId,
        from_date: window.from,
        to_date: window.to,
        created_at: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: webhookReplayJobs.id });
    if (!job) throw new ReplayConflict();
    await enqueue(replayQueue, { jobId: job.id }, { tx });
    return { job_id: job.id, created_at: createdAt.toISOString() };
  });
}

/** One of the app's replay jobs, for the console's progress line; null when the app has no such job. */
export async function replayJobStatus(appId: string, jobId: string) {
  const j = webhookReplayJobs;
  const [row] = await db()
    .select()
    .from(j)
    .where(and(eq(j.id, jobId), eq(j.app_id, appId)))
    .limit(1);
  if (!row) return null;
  return {
    job_id: row.id,
    webhook_id: row.webhook_id,
    state: row.state,
    resent: row.resent,
    from_date: row.from_date.toISOString(),
    to_date: row.to_date.toISOString(),
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
