import { Hono } from "hono";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { streamWebhookLinks } from "@/lib/db/schema";
import { appCaller, fail, ownWebhook, v2 } from "@/lib/products/http";

/**
 * Webhooks that receive the app's filtered stream. Linking twice is not an error (the link is a
 * state, like Stripe's enabled events); unlinking a webhook that is not linked is SubscriptionNotFound.
 */
export const streamWebhookRoutes = new Hono();

for (const base of ["/2/posts/search/webhooks", "/2/tweets/search/webhooks"]) {
  streamWebhookRoutes.post(
    `${base}/:webhook_id`,
    v2(async (c) => {
      const { app } = await appCaller(c);
      const hook = await ownWebhook(app.id, c.req.param("webhook_id") ?? "");
      await db()
        .insert(streamWebhookLinks)
        .values({ webhook_id: hook.id, app_id: app.id, created_at: new Date() })
        .onConflictDoNothing();
      return c.json({ data: { provisioned: true } });
    }),
  );

  streamWebhookRoutes.delete(
    `${base}/:webhook_id`,
    v2(async (c) => {
      const { app } = await appCaller(c);
      const hook = await ownWebhook(app.id, c.req.param("webhook_id") ?? "");
      const gone = await db()
        .delete(streamWebhookLinks)
        .where(eq(streamWebhookLinks.webhook_id, hook.id))
        .returning();
      if (!gone.length)
        fail("SubscriptionNotFound", "This webhook does not receive the filtered stream.", {
          parameter: "webhook_id",
          value: hook.id,
        });
      return c.json({ data: { deleted: true } });
    }),
  );

  streamWebhookRoutes.get(
    base,
    v2(async (c) => {
      const { app } = await appCaller(c);
      const rows = await db()
        .select()
        .from(streamWebhookLinks)
        .where(and(eq(streamWebhookLinks.app_id, app.id)))
        .orderBy(asc(streamWebhookLinks.created_at));
      const data = rows.map((r) => ({
        webhook_id: r.webhook_id,
        created_at: r.created_at.toISOString(),
      }));
      return c.json({ data, meta: { result_count: data.length } });
    }),
  );
}
