import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { streamWebhookLinks } from "@/lib/db/schema";
import { requireTier, type GatedApp } from "@/lib/usage/capability";
import { fail, ownWebhook } from "./http";

/**
 * Which of the app's webhooks receive its filtered stream, for /2/posts/search/webhooks and the
 * console page. Linking is a state (linking twice is not an error, like Stripe's enabled events);
 * unlinking a webhook that is not linked is SubscriptionNotFound. Linking needs a tier that has
 * filtered-stream webhooks (enterprise); unlinking stays open to every tier, so an app moved to a
 * smaller tier can still stop its deliveries.
 */
export async function linkStreamWebhook(app: GatedApp, webhookId: string): Promise<void> {
  requireTier(app, "stream-webhooks");
  const hook = await ownWebhook(app.id, webhookId);
  await db()
    .insert(streamWebhookLinks)
    .values({ webhook_id: hook.id, app_id: app.id, created_at: new Date() })
    .onConflictDoNothing();
}

export async function unlinkStreamWebhook(appId: string, webhookId: string): Promise<void> {
  const hook = await ownWebhook(appId, webhookId);
  const gone = await db()
    .delete(streamWebhookLinks)
    .where(eq(streamWebhookLinks.webhook_id, hook.id))
    .returning();
  if (!gone.length)
    fail("SubscriptionNotFound", "This webhook does not receive the filtered stream.", {
      parameter: "webhook_id",
      value: hook.id,
    });
}
