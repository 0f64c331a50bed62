import { and, eq, inArray } from "drizzle-orm";
import { webhooks } from "@/lib/db/schema";
import type { EventProduct, EventRow } from "@/lib/webhooks/fanout/products";

/**
 * The generator's "send to this webhook" (Svix's "send example"): a test event naming a webhook goes
 * straight to it, if it is a valid webhook of the event's own app, as an activity envelope with an
 * empty filter and `test: true`. No subscription is involved.
 */
export const directTestProduct: EventProduct = {
  name: "activity",
  targets: async (event, tx) => {
    if (!event.test || !event.webhook_id || !event.app_id) return [];
    const [hook] = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.id, event.webhook_id),
          eq(webhooks.app_id, event.app_id),
          eq(webhooks.valid, true),
        ),
      )
      .limit(1);
    return hook ? [message(event, hook.id)] : [];
  },
  targetsMany: async (events, tx) => {
    const named = events.flatMap((e) => (e.test && e.webhook_id && e.app_id ? [e.webhook_id] : []));
    const ids = [...new Set(named)];
    const hooks = ids.length
      ? await tx
          .select({ id: webhooks.id, appId: webhooks.app_id })
          .from(webhooks)
          .where(and(inArray(webhooks.id, ids), eq(webhooks.valid, true)))
      : [];
    return events.map((e) => {
      const hook = e.test && hooks.find((h) => h.id === e.webhook_id && h.appId === e.app_id);
      return hook ? [message(e, hook.id)] : [];
    });
  },
};

function message(event: EventRow, webhookId: string) {
  const data = {
    event_uuid: event.id,
    event_type: event.kind,
    filter: {},
    tag: null,
    payload: event.payload,
    test: true,
  };
  return { webhookId, product: "activity" as const, body: { data } };
}
