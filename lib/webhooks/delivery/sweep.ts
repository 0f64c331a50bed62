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

export async function sweepDeliveries(): Promise<number> {
  const due = await db().execute<{ webhook_id: string }>(sql`
    select distinct d.webhook_id from webhook_deliveries d join webhooks w on w.id = d.webhook_id
    where d.state = 'pending' and d.next_attempt_at <= now() and w.valid`);
  for (const r of due.rows) await wakeWebhook(r.webhook_id);
  await db().execute(sql`
    update webhook_deliveries d set state = 'failed',
      last_error = 'The webhook stayed invalid; re-validate it (PUT) and replay the window.'
    from webhooks w where w.id = d.webhook_id and not w.valid and d.state = 'pending'
      and d.created_at < now() - ${INVALID_GIVE_UP_MS} * interval '1 millisecond'`);
  await db().execute(sql`
    delete from webhook_deliveries where created_at < now() - ${RETENTION_DAYS} * interval '1 day'`);
  return due.rows.length;
}
