import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { platformEvents } from "@/lib/db/schema";
import { wakeWebhook } from "@/lib/delivery/dispatch";
import type { DeliveryTarget } from "./products";
import { PRODUCTS } from "./product-list";

/**
 * Turns an outbox event into deliveries: every product names the webhooks that want the event and
 * the body each gets; one delivery per (event, webhook, product) is inserted (a second run adds
 * nothing) and each webhook that got a new one is woken, all in one transaction.
 */
export async function fanOut(eventId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(platformEvents)
      .where(eq(platformEvents.id, eventId))
      .limit(1);
    if (!event) return;
    const targets: DeliveryTarget[] = [];
    // One after the other: a transaction is one connection.
    for (const product of PRODUCTS) targets.push(...(await product.targets(event, tx)));
    if (targets.length === 0) return;
    const rows = targets.map((t) => ({ id: randomUUID(), subscriptionId: "", ...t }));
    const inserted = await tx.execute<{ webhook_id: string }>(sql`
      insert into webhook_deliveries (id, event_id, seq, kind, webhook_id, app_id, product,
        subscription_id, body, state, attempts, next_attempt_at, created_at)
      select r.id, ${event.id}, ${event.seq}, ${event.kind}, w.id, w.app_id, r.product,
        r."subscriptionId", r.body, 'pending', 0, now(), now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id text, "webhookId" text, product text, "subscriptionId" text, body jsonb)
      join webhooks w on w.id = r."webhookId"
      on conflict do nothing
      returning webhook_id`);
    const woken = new Set(inserted.rows.map((r) => r.webhook_id));
    for (const webhookId of woken) await wakeWebhook(webhookId, { tx });
  });
}
