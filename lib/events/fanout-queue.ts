import { defineQueue } from "@/lib/jobs/queue";
import { fanOut } from "./fanout";

/**
 * events.fanout: one job per event (its id is the event's), which turns the event into the messages
 * each product owes to each webhook (lib/events/fanout.ts). Idempotent: deliveries are unique per
 * event, webhook and product.
 */
export const fanOutQueue = defineQueue<{ eventId: string }>({
  name: "events.fanout",
  // A fan-out takes milliseconds: a job of a process that died is taken again after a minute, not 15.
  options: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  concurrency: 4,
  batchSize: 20,
  run: (data) => fanOut(data.eventId),
});
