import type { Tx } from "@/lib/db/client";
import type { platformEvents } from "@/lib/db/schema";

export type EventRow = typeof platformEvents.$inferSelect;

/** One message a product owes one webhook for one event. */
export type DeliveryTarget = {
  webhookId: string;
  product: ProductName;
  /** Activity: the subscription, so each matching subscription of one webhook gets its message. */
  subscriptionId?: string;
  /** The JSON body POSTed to the webhook, exactly as the product shapes it. */
  body: Record<string, unknown>;
};

export type ProductName = "activity" | "account_activity" | "filtered_stream";

/**
 * An event product (document 1, "Events"): which webhooks want an event, and the message each gets.
 * Only valid webhooks of the apps that subscribed are returned; a test event only to its own app.
 */
export type EventProduct = {
  name: ProductName;
  targets: (event: EventRow, tx: Tx) => Promise<DeliveryTarget[]>;
  /**
   * The same for a batch of events with one query (answer i = targets of events[i]); the fan-out uses
   * it when present and the batch holds no revocation (whose targets change later events' targets).
   */
  targetsMany?: (events: EventRow[], tx: Tx) => Promise<DeliveryTarget[][]>;
};
