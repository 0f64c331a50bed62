import { Hono } from "hono";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { streamWebhookLinks } from "@/lib/db/schema";
import { appCaller, v2 } from "@/lib/webhooks/products/http";
import { linkStreamWebhook, unlinkStreamWebhook } from "@/lib/webhooks/products/stream-service";

/** Webhooks that receive the app's filtered stream; the rules live in lib/webhooks/products/stream-service. */
export const streamWebhookRoutes = new Hono();

for (const base of ["/2/posts/search/webhooks", "/2/tweets/search/webhooks"]) {
  streamWebhookRoutes.post(
    `${base}/:webhook_id`,
    v2(async (c) => {
      const { app } = await appCaller(c);
      await linkStreamWebhook(app.id, c.req.param("webhook_id") ?? "");
      return c.json({ data: { provisioned: true } });
    }),
  );

  streamWebhookRoutes.delete(
    `${base}/:webhook_id`,
    v2(async (c) => {
      const { app } = await appCaller(c);
      await unlinkStreamWebhook(app.id, c.req.param("webhook_id") ?? "");
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
