import { and, eq } from "drizzle-orm";
import { webhooks } from "@/lib/db/schema";
import type { EventProduct } from "@/lib/events/products";

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
    if (!hook) return [];
    const data = {
      event_uuid: event.id,
      event_type: event.kind,
      filter: {},
      tag: null,
      payload: event.payload,
      test: true,
    };
    return [{ webhookId: hook.id, product: "activity", body: { data } }];
  },
};
