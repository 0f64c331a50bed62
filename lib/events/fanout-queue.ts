import { defineQueue } from "@/lib/jobs/queue";
import { fanOut, fanOutMany } from "./fanout";

/**
 * events.fanout: one job per event (its id is the event's), which turns the event into the messages
 * each product owes to each webhook (lib/events/fanout.ts). A worker takes up to 50 jobs at once and
 * fans them out in ONE transaction (runBatch). Idempotent: deliveries are unique per event, webhook,
 * product and subscription.
 */
export const fanOutQueue = defineQueue<{ eventId: string }>({
  name: "events.fanout",
  // A fan-out takes milliseconds: a job of a process that died is taken again after a minute, not 15.
  options: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  concurrency: 4,
  batchSize: 50,
  run: (data) => fanOut(data.eventId),
  runBatch: (batch) => fanOutMany(batch.map((d) => d.eventId)),
});
