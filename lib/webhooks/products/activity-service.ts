import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import type { ActivitySubscription } from "./activity";
import { fail, ownWebhook } from "./http";

/**
 * The activity subscription rules shared by POST/PUT/DELETE /2/activity/subscriptions and the
 * console's Subscriptions page, so both interfaces find, change and delete the same way.
 */

/** The app's subscription `id`, or SubscriptionNotFound (another app's is not found either). */
export async function ownSubscription(appId: string, id: string): Promise<ActivitySubscription> {
  const row =
    /^\d{1,20}$/.test(id) &&
    (
      await db()
        .select()
        .from(activitySubscriptions)
        .where(and(eq(activitySubscriptions.id, id), eq(activitySubscriptions.app_id, appId)))
    )[0];
  if (!row)
    fail("SubscriptionNotFound", "This app has no activity subscription with this id.", {
      parameter: "subscription_id",
      value: id,
    });
  return row;
}

/** What may change: the tag and the webhook (already parsed); a key left out stays as it is. */
export type SubscriptionChange = { tag?: string | null; webhook_id?: string | null };

/** Changes the tag and/or webhook of the app's subscription; the webhook must be the app's. */
export async function updateSubscription(
  appId: string,
  id: string,
  change: SubscriptionChange,
): Promise<ActivitySubscription> {
  if (change.webhook_id) await ownWebhook(appId, change.webhook_id);
  const [row] = await db()
    .update(activitySubscriptions)
    .set({ ...change, updated_at: new Date() })
    .where(and(eq(activitySubscriptions.id, id), eq(activitySubscriptions.app_id, appId)))
    .returning();
  if (!row) return ownSubscription(appId, id); // deleted meanwhile: answers SubscriptionNotFound
  return row;
}

export async function deleteSubscription(appId: string, id: string): Promise<void> {
  const s = await ownSubscription(appId, id);
  await db().delete(activitySubscriptions).where(eq(activitySubscriptions.id, s.id));
}

/**
 * Deletes all of `ids` (distinct) or none: answers the first id that is not the app's, having
 * deleted nothing, or null once every one is deleted. Each interface words its own problem.
 */
export async function deleteSubscriptions(appId: string, ids: string[]): Promise<string | null> {
  return db().transaction(async (tx) => {
    const mine = and(
      eq(activitySubscriptions.app_id, appId),
      inArray(activitySubscriptions.id, ids),
    );
    const found = await tx
      .select({ id: activitySubscriptions.id })
      .from(activitySubscriptions)
      .where(mine);
    const missing = ids.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined) return missing;
    await tx.delete(activitySubscriptions).where(mine);
    return null;
  });
}
