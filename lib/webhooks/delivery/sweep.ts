import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { defineQueue } from "@/lib/jobs/queue";
import { wakeWebhook } from "./dispatch";
import { INVALID_GIVE_UP_MS, RETENTION_DAYS } from "./schedule";

/**
 * webhooks.sweep, every minute across all processes: wakes every valid webhook with due pending
 * deliveries (retries whose wake was lost, leases of workers that died: at-least-once across
 * crashes), fails what waited too long on an invalid webhook, and drops deliveries past retention.
 */
export const sweepQueue = defineQueue<object>({
  name: "webhooks.sweep",
  options: { policy: "singleton", retryLimit: 1, expireInSeconds: 60 },
  cron: "* * * * *",
  run: async () => {
    await sweepDeliveries();
  },
});

/**
 * webhooks.resume, at each process's start: only the sweep's wakes, and also a wake of each webhook
 * whose pending deliveries are not yet due at the soonest one's time. A process killed mid-send
 * left its claim leased and its wakes unsent: what it would have sent goes when the lease ends, not
 * at the first sweep after it. A queue of its own, without the sweep's one-at-a-time policy: a
 * sweep the killed process was running stays active (and would hold the next one back) until it
 * expires. The clean-up stays the minute's: a start adds no deletes.
 */
export const resumeQueue = defineQueue<object>({
  name: "webhooks.resume",
  options: { retryLimit: 1, expireInSeconds: 60 },
  atStart: true,
  run: async () => {
    await wakePending(true);
  },
});

/** Wakes each valid webhook with due pending deliveries, and with `later` at its next one's time. */
export async function wakePending(later: boolean): Promise<number> {
  const due = await db().execute<{ webhook_id: string; now: boolean; later: string | null }>(sql`
    select d.webhook_id, bool_or(d.next_attempt_at <= now()) as now,
      min(d.next_attempt_at) filter (where d.next_attempt_at > now())::text as later
    from webhook_deliveries d join webhooks w on w.id = d.webhook_id
    where d.state = 'pending' and w.valid and (${later} or d.next_attempt_at <= now())
    group by d.webhook_id`);
  for (const r of due.rows) {
    if (r.now) await wakeWebhook(r.webhook_id);
    if (r.later) await wakeWebhook(r.webhook_id, { at: new Date(r.later) });
  }
  return due.rows.length;
}

export async function sweepDeliveries(): Promise<number> {
  const woken = await wakePending(false);
  await db().execute(sql`
    update webhook_deliveries d set state = 'failed',
      last_error = 'The webhook stayed invalid; re-validate it (PUT) and replay the window.'
    from webhooks w where w.id = d.webhook_id and not w.valid and d.state = 'pending'
      and d.created_at < now() - ${INVALID_GIVE_UP_MS} * interval '1 millisecond'`);
  await db().execute(sql`
    delete from webhook_deliveries where created_at < now() - ${RETENTION_DAYS} * interval '1 day'`);
  return woken;
}
