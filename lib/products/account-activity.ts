import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { accountActivitySubscriptions, webhooks } from "@/lib/db/schema";
import type { EventProduct, EventRow } from "@/lib/events/products";
import { accountActivityBody } from "./account-activity-messages";

/**
 * Account activity: every event about a subscribed user goes to each valid webhook that subscribed
 * that user. A revoked authorization is delivered to the revoked app's webhooks only, and then ends
 * that user's subscriptions for that app, in the fan-out's transaction (a test revocation does not).
 */
export const accountActivityProduct: EventProduct = {
  name: "account_activity",
  async targets(event: EventRow, tx: Tx) {
    if (event.webhook_id || !event.user_id) return [];
    const body = accountActivityBody(event);
    if (!body) return [];
    const revokedApp =
      event.kind === "user.authorization.revoke" && typeof event.payload.app_id === "string"
        ? event.payload.app_id
        : null;
    const scopeApp = event.test ? event.app_id : revokedApp;
    const rows = await tx
      .select({ webhookId: webhooks.id })
      .from(accountActivitySubscriptions)
      .innerJoin(webhooks, eq(webhooks.id, accountActivitySubscriptions.webhook_id))
      .where(
        and(
          eq(accountActivitySubscriptions.user_id, event.user_id),
          eq(webhooks.valid, true),
          ...(scopeApp ? [eq(accountActivitySubscriptions.app_id, scopeApp)] : []),
        ),
      );
    if (revokedApp && !event.test)
      await tx
        .delete(accountActivitySubscriptions)
        .where(
          and(
            eq(accountActivitySubscriptions.user_id, event.user_id),
            eq(accountActivitySubscriptions.app_id, revokedApp),
          ),
        );
    return rows.map(({ webhookId }) => ({
      webhookId,
      product: "account_activity" as const,
      body: { for_user_id: event.user_id, ...body },
    }));
  },
};
