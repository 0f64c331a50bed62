import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountActivitySubscriptions as subs } from "@/lib/db/schema";
import { fail, ownWebhook } from "./http";

/**
 * Removes a user from a webhook of the app's account activity (DELETE
 * /2/account_activity/webhooks/:webhook_id/subscriptions/:user_id/all and the console page):
 * WebhookIdInvalid for another app's webhook, SubscriptionNotFound when the user is not on it.
 */
export async function unsubscribeUser(appId: string, webhookId: string, userId: string) {
  const hook = await ownWebhook(appId, webhookId);
  const gone = await db()
    .delete(subs)
    .where(and(eq(subs.webhook_id, hook.id), eq(subs.user_id, userId)))
    .returning();
  if (!gone.length)
    fail("SubscriptionNotFound", "This user is not subscribed to this webhook.", {
      parameter: "user_id",
      value: userId,
    });
}
