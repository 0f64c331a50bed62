import { and, count, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import type { EventKind } from "@/lib/events/kinds";
import type { ActivityFilter } from "./activity-input";
import { lockApp } from "./app-lock";
import { fail } from "./http";

/** Activity subscriptions an app may hold: enough for a product, bounded for the fan-out's scan. */
export const MAX_ACTIVITY_SUBSCRIPTIONS = 1000;

/**
 * Creates a subscription after the limit and duplicate checks, under the app's lock so concurrent
 * creates cannot pass them together. The same event type and filter (keyword compared without
 * case) is a duplicate whatever the tag or webhook.
 */
export async function createSubscription(
  appId: string,
  kind: EventKind,
  filter: ActivityFilter,
  tag: string | null,
  webhookId: string | null,
) {
  const app = { id: appId };
  return db().transaction(async (tx) => {
    await lockApp(tx, "activity", app.id);
    const mine = eq(activitySubscriptions.app_id, app.id);
    const [{ n }] = await tx.select({ n: count() }).from(activitySubscriptions).where(mine);
    if (n >= MAX_ACTIVITY_SUBSCRIPTIONS)
      fail(
        "SubscriptionLimitExceeded",
        `An app may have ${MAX_ACTIVITY_SUBSCRIPTIONS} activity subscriptions; delete some first.`,
      );
    const same = (
      await tx
        .select()
        .from(activitySubscriptions)
        .where(and(mine, eq(activitySubscriptions.event_type, kind)))
    ).find(
      (s) =>
        s.filter_user_id === filter.user_id &&
        (s.filter_keyword ?? "").toLowerCase() === (filter.keyword ?? "").toLowerCase() &&
        s.filter_direction === filter.direction,
    );
    if (same)
      fail("DuplicateSubscriptionFailed", `This app already has this subscription (${same.id}).`, {
        parameter: "filter",
      });
    const now = new Date();
    const [created] = await tx
      .insert(activitySubscriptions)
      .values({
        id: newId(),
        app_id: app.id,
        event_type: kind,
        filter_user_id: filter.user_id,
        filter_keyword: filter.keyword,
        filter_direction: filter.direction,
        tag,
        webhook_id: webhookId,
        created_at: now,
        updated_at: now,
      })
      .returning();
    return created;
  });
}
