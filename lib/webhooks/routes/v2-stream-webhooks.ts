import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { streamWebhookLinks } from "@/lib/db/schema";
import { defineV2Route, type Route } from "@/lib/http/route";
import { linkStreamWebhook, unlinkStreamWebhook } from "@/lib/webhooks/products/stream-service";

/**
 * Webhooks that receive the app's filtered stream, under both spellings; the rules live in
 * lib/webhooks/products/stream-service.ts.
 */
const exampleHook = "1146654567674912769";
const hookParam = z.object({
  webhook_id: z.string().max(64).meta({ description: "One of the app's webhooks." }),
});

function linkRoutes(base: string): Route[] {
  const link = defineV2Route({
    method: "POST",
    path: `${base}/:webhook_id`,
    summary: "Delivers the app's filtered stream to one of its webhooks (again: no change).",
    credential: appOnly,
    params: hookParam,
    response: z.object({ data: z.object({ provisioned: z.boolean() }) }),
    errors: ["WebhookIdInvalid", "ClientNotEnrolled"],
    example: {
      params: { webhook_id: exampleHook },
      response: { data: { provisioned: true } },
      isolated: "WebhookIdInvalid",
    },
    handler: async ({ caller, params }) => {
      await linkStreamWebhook(caller.app, params.webhook_id);
      return { data: { provisioned: true } };
    },
  });
  const unlink = defineV2Route({
    method: "DELETE",
    path: `${base}/:webhook_id`,
    summary: "Stops delivering the filtered stream to the webhook.",
    credential: appOnly,
    params: hookParam,
    response: z.object({ data: z.object({ deleted: z.boolean() }) }),
    errors: ["WebhookIdInvalid", "SubscriptionNotFound"],
    example: {
      params: { webhook_id: exampleHook },
      response: { data: { deleted: true } },
      isolated: "WebhookIdInvalid",
    },
    handler: async ({ caller, params }) => {
      await unlinkStreamWebhook(caller.app.id, params.webhook_id);
      return { data: { deleted: true } };
    },
  });
  const list = defineV2Route({
    method: "GET",
    path: base,
    summary: "The webhooks that receive the app's filtered stream, oldest link first.",
    credential: appOnly,
    response: z.object({
      data: z.array(z.object({ webhook_id: z.string(), created_at: z.iso.datetime() })),
      meta: z.object({ result_count: z.number().int() }),
    }),
    example: {
      response: {
        data: [{ webhook_id: exampleHook, created_at: "2026-01-05T10:00:00.000Z" }],
        meta: { result_count: 1 },
      },
    },
    handler: async ({ caller }) => {
      const rows = await db()
        .select()
        .from(streamWebhookLinks)
        .where(eq(streamWebhookLinks.app_id, caller.app.id))
        .orderBy(asc(streamWebhookLinks.created_at));
      const data = rows.map((r) => ({
        webhook_id: r.webhook_id,
        created_at: r.created_at.toISOString(),
      }));
      return { data, meta: { result_count: data.length } };
    },
  });
  return [link, unlink, list];
}

export const STREAM_WEBHOOK_ROUTES = [
  "/2/posts/search/webhooks",
  "/2/tweets/search/webhooks",
].flatMap(linkRoutes);
