import { randomUUID } from "node:crypto";
import { asc, inArray, sql } from "drizzle-orm";
import { workDb } from "@/lib/db/client";
import { platformEvents } from "@/lib/db/schema";
import { wakeWebhook } from "@/lib/webhooks/delivery/dispatch";
import type { DeliveryTarget } from "./products";
import { PRODUCTS } from "./product-list";

/**
 * Turns outbox events into deliveries: every product names the webhooks that want an event and the
 * body each gets; one delivery per (event, webhook, product, subscription) is inserted (a second run
 * adds nothing) and each webhook that got a new one is woken once, all in one transaction. A batch of
 * events shares that transaction, its insert and its wakes: at hundreds of events per second the
 * per-event transaction and job sends were the limit (bench `webhooks_event_lag`).
 */
export async function fanOut(eventId: string): Promise<void> {
  await fanOutMany([eventId]);
}

export async function fanOutMany(eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await workDb().transaction(async (tx) => {
    const events = await tx
      .select()
      .from(platformEvents)
      .where(inArray(platformEvents.id, [...new Set(eventIds)]))
      .orderBy(asc(platformEvents.seq));
    const rows: (DeliveryTarget & { id: string; eventId: string; seq: number; kind: string })[] =
      [];
    // A revocation ends subscriptions in this transaction: later events of the batch must see that.
    const oneByOne = events.some((e) => e.kind === "user.authorization.revoke");
    // One after the other: a transaction is one connection.
    for (const product of PRODUCTS) {
      const perEvent: DeliveryTarget[][] = [];
      if (product.targetsMany && !oneByOne)
        perEvent.push(...(await product.targetsMany(events, tx)));
      else for (const event of events) perEvent.push(await product.targets(event, tx));
      events.forEach((event, i) => {
        for (const t of perEvent[i])
          rows.push({
            id: randomUUID(),
            subscriptionId: "",
            ...t,
            eventId: event.id,
            seq: event.seq,
            kind: event.kind,
          });
      });
    }
    if (rows.length === 0) return;
    const inserted = await tx.execute<{ webhook_id: string }>(sql`
      insert into webhook_deliveries (id, event_id, seq, kind, webhook_id, app_id, product,
        subscription_id, body, state, attempts, next_attempt_at, created_at)
      select r.id, r."eventId", r.seq, r.kind, w.id, w.app_id, r.product,
        r."subscriptionId", r.body, 'pending', 0, now(), now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id text, "eventId" text, seq bigint, kind text, "webhookId" text, product text,
          "subscriptionId" text, body jsonb)
      join webhooks w on w.id = r."webhookId"
      on conflict do nothing
      returning webhook_id`);
    const woken = new Set(inserted.rows.map((r) => r.webhook_id));
    for (const webhookId of woken) await wakeWebhook(webhookId, { tx });
  });
}
