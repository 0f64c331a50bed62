import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { accountActivitySubscriptions, webhooks } from "@/lib/db/schema";
import type { DeliveryTarget, EventProduct, EventRow } from "@/lib/webhooks/fanout/products";
import { accountActivityBody } from "./account-activity-messages";

/**
 * Account activity: every event about a subscribed user goes to each valid webhook that subscribed
 * that user. A revoked authorization is delivered to the revoked app's webhooks only, and then ends
 * that user's subscriptions for that app, in the fan-out's transaction (a test revocation does not).
 */
type Subscriber = { userId: string; appId: string; webhookId: string };

const REVOKE = "user.authorization.revoke";

/** The app a revocation names (its webhooks alone hear of it), or null for any other event. */
function revokedAppOf(event: EventRow): string | null {
  return event.kind === REVOKE && typeof event.payload.app_id === "string"
    ? event.payload.app_id
    : null;
}

/** Subscriptions of `userIds` on valid webhooks (one query for a whole batch of events). */
function subscribers(tx: Tx, userIds: string[], app: string | null): Promise<Subscriber[]> {
  const s = accountActivitySubscriptions;
  return tx
    .select({ userId: s.user_id, appId: s.app_id, webhookId: webhooks.id })
    .from(s)
    .innerJoin(webhooks, eq(webhooks.id, s.webhook_id))
    .where(
      and(
        inArray(s.user_id, userIds),
        eq(webhooks.valid, true),
        ...(app ? [eq(s.app_id, app)] : []),
      ),
    );
}

/** The user an event is for, when account activity has a message for it. */
const subjectOf = (event: EventRow): string | null =>
  !event.webhook_id && event.user_id && accountActivityBody(event) ? event.user_id : null;

/** One event's messages among the batch's subscribers: its user's; a test event's or revocation's app only. */
function pick(event: EventRow, rows: Subscriber[]): DeliveryTarget[] {
  const message = event.webhook_id || !event.user_id ? null : accountActivityBody(event);
  if (!message || !event.user_id) return [];
  const user = event.user_id;
  const body = { for_user_id: user, ...message };
  const scopeApp = event.test ? event.app_id : revokedAppOf(event);
  return rows
    .filter((r) => r.userId === user && (!scopeApp || r.appId === scopeApp))
    .map((r) => ({ webhookId: r.webhookId, product: "account_activity" as const, body }));
}

export const accountActivityProduct: EventProduct = {
  name: "account_activity",
  async targets(event: EventRow, tx: Tx) {
    const user = subjectOf(event);
    if (!user) return [];
    const revokedApp = revokedAppOf(event);
    const rows = await subscribers(tx, [user], event.test ? event.app_id : revokedApp);
    if (revokedApp && !event.test)
      await tx
        .delete(accountActivitySubscriptions)
        .where(
          and(
            eq(accountActivitySubscriptions.user_id, user),
            eq(accountActivitySubscriptions.app_id, revokedApp),
          ),
        );
    return pick(event, rows);
  },
  async targetsMany(events: EventRow[], tx: Tx) {
    // A revocation ends subscriptions for the events after it: those batches go event by event.
    if (events.some((e) => e.kind === REVOKE && !e.test)) {
      const out: DeliveryTarget[][] = [];
      for (const event of events) out.push(await accountActivityProduct.targets(event, tx));
      return out;
    }
    const users = [...new Set(events.map(subjectOf).filter((u): u is string => u !== null))];
    const rows = users.length ? await subscribers(tx, users, null) : [];
    return events.map((event) => pick(event, rows));
  },
};
