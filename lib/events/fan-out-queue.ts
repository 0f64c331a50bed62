import { queueRef } from "@/lib/jobs/queue";

/**
 * The queue every event is sent to in the transaction that emits it. Its handler, which turns the
 * event into deliveries, is the webhooks feature's (lib/webhooks/fanout/fanout-queue.ts): emitting
 * an event needs only the name.
 */
export const FAN_OUT_QUEUE = queueRef<{ eventId: string }>("events.fanout");
