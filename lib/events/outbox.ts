import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { platformEvents } from "@/lib/db/schema";
import { enqueue } from "@/lib/jobs/engine";
import type { EventKind } from "./kinds";
import { FAN_OUT_QUEUE } from "./fan-out-queue";

export type NewEvent = {
  kind: EventKind;
  /** The user the event is about: account activity's for_user_id, the activity filter's user_id. */
  userId: string | null;
  /** The product-neutral facts of the event; each product shapes its own message from them. */
  payload: Record<string, unknown>;
  /**
   * Events of the generator: marked test and sent only to the app that asked (`appId`), through its
   * subscriptions, or with `webhookId` straight to that webhook.
   */
  test?: { appId: string; webhookId?: string };
  occurredAt?: Date;
};

/**
 * THE way something that happened on the platform becomes an event: a row of the outbox written in
 * the transaction of the change itself, and the fan-out job sent in that same transaction, so an
 * event exists exactly when its change commits and is delivered even if the process dies right after.
 */
export async function emitEvent(tx: Tx, event: NewEvent): Promise<string> {
  const id = randomUUID();
  await tx.insert(platformEvents).values({
    id,
    kind: event.kind,
    user_id: event.userId,
    payload: event.payload,
    test: Boolean(event.test),
    app_id: event.test?.appId ?? null,
    webhook_id: event.test?.webhookId ?? null,
    occurred_at: event.occurredAt ?? new Date(),
  });
  await enqueue(FAN_OUT_QUEUE, { eventId: id }, { tx, id });
  return id;
}
