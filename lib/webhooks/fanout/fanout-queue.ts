import { FAN_OUT_QUEUE } from "@/lib/events/fan-out-queue";
import { defineQueue } from "@/lib/jobs/queue";
import { fanOut, fanOutMany } from "./fanout";

/**
 * events.fanout: one job per event (its id is the event's), which turns the event into the messages
 * each product owes to each webhook (lib/webhooks/fanout/fanout.ts). A worker takes up to 200 jobs at once and
 * fans them out in ONE transaction (runBatch). Idempotent: deliveries are unique per event, webhook,
 * product and subscription.
 */
export const fanOutQueue = defineQueue<{ eventId: string }>({
  name: FAN_OUT_QUEUE.name,
  // A fan-out takes milliseconds: a job of a process that died is taken again after a minute, not 15.
  // No notify (LISTEN/NOTIFY) here, unlike webhooks.dispatch: a NOTIFY in every emitting transaction
  // serializes their commits in PostgreSQL (pgbench here: 1,390–1,520 commits/s plain, 370–540 with
  // a pg_notify each), so it would cap the platform's writes. Workers poll, at pg-boss's floor of
  // half a second: the wait is most of an event's lag (bench webhooks_event_lag).
  options: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  concurrency: 4,
  pollSeconds: 0.5,
  // A backlog drains in few transactions: under load each one first waits for a pooled connection
  // behind the request path's work, so 200 events a wait instead of 50 (bench webhooks_event_lag).
  batchSize: 200,
  run: (data) => fanOut(data.eventId),
  runBatch: (batch) => fanOutMany(batch.map((d) => d.eventId)),
});
