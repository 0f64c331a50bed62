import type { Tx } from "@/lib/db/client";
import { defineQueue } from "@/lib/jobs/queue";
import { enqueue } from "@/lib/jobs/engine";
import { claimDue, loadTarget, recordAttempts } from "./store";
import { mapBounded, sendDelivery } from "./send";
import { CLAIM_BATCH, JOB_BUDGET_MS, PARALLEL_PER_WEBHOOK } from "./schedule";

/**
 * webhooks.dispatch: one job works ONE webhook (its due deliveries, claimed in batches), so a slow or
 * dead receiver occupies only its own job while other webhooks' jobs run beside it. The queue's
 * `short` policy keeps at most one waiting job per webhook (singletonKey): a burst of events wakes a
 * webhook once, not once per event. Jobs of one webhook may run at once (a wake during a run, a
 * second process); the claim's SKIP LOCKED and lease keep them from sending the same delivery.
 */
export const dispatchQueue = defineQueue<{ webhookId: string }>({
  name: "webhooks.dispatch",
  // notify: the fan-out's commit wakes an idle dispatcher at once, so sending starts as soon as the
  // deliveries exist (one NOTIFY per fan-out transaction: PostgreSQL sends one per queue name). A
  // delayed wake (a retry) is found by the poll at its time, as before.
  options: { policy: "short", retryLimit: 3, retryDelay: 5, expireInSeconds: 300, notify: true },
  concurrency: 16,
  run: (data) => dispatchWebhook(data.webhookId),
});

/** Has the webhook's due deliveries sent now (in `tx`: when it commits), or at `at`. */
export async function wakeWebhook(webhookId: string, opts: { tx?: Tx; at?: Date } = {}) {
  // A delayed wake (a retry's time) has its own key, so it never blocks a wake for new events.
  const singletonKey = opts.at ? `${webhookId}:later` : webhookId;
  await enqueue(dispatchQueue, { webhookId }, { tx: opts.tx, singletonKey, startAfter: opts.at });
}

/**
 * Sends a webhook's due deliveries: claim a batch (oldest event first), POST them concurrently
 * (bounded), write the attempts and states in one statement, again until none is due. A batch's
 * attempts are written while the next batch is claimed and sent (its deliveries are leased, so the
 * next claim skips them): the receivers never wait on that round trip. Order is best effort, as with
 * Svix and Stripe: a delivery being retried does not hold back later ones. An invalid webhook
 * receives nothing: its deliveries stay pending until it is valid again (the sweep gives up on them
 * after INVALID_GIVE_UP_MS).
 */
export async function dispatchWebhook(webhookId: string): Promise<void> {
  const started = Date.now();
  let nextRetryMs: number | null = null;
  let recording: Promise<void> = Promise.resolve();
  for (;;) {
    const target = await loadTarget(webhookId);
    if (!target?.valid) return recording;
    const claimed = await claimDue(webhookId, CLAIM_BATCH);
    if (claimed.length === 0) break;
    const attempts = await mapBounded(claimed, PARALLEL_PER_WEBHOOK, async (d) => ({
      ...(await sendDelivery(target, d)),
      attemptsBefore: d.attempts,
    }));
    await recording;
    recording = recordAttempts(attempts, false).then((soonest) => {
      if (soonest !== null) nextRetryMs = Math.min(nextRetryMs ?? soonest, soonest);
    });
    // Awaited before the next write and at the end; meanwhile a failure must not count as unhandled.
    recording.catch(() => undefined);
    if (Date.now() - started > JOB_BUDGET_MS) {
      await recording;
      return wakeWebhook(webhookId);
    }
  }
  await recording;
  if (nextRetryMs !== null)
    await wakeWebhook(webhookId, { at: new Date(Date.now() + nextRetryMs) });
}
