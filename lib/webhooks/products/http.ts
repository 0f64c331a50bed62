import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { webhooks } from "@/lib/db/schema";
import { fail, problemResponse, V2Problem } from "@/lib/http/v2-fail";

export { fail, V2Problem };

/**
 * Wraps a v2 handler: V2Problem becomes its problem response, and so does a credential failure
 * (v2 clients parse problem objects); anything else goes to the app's onError.
 */
export function v2(handler: (c: Context) => Promise<Response>) {
  return async (c: Context): Promise<Response> => {
    try {
      return await handler(c);
    } catch (caught) {
      return problemResponse(c, caught);
    }
  };
}

/** The caller app's webhook `id`, or WebhookIdInvalid (a webhook of another app is not found either). */
export async function ownWebhook(appId: string, id: string, parameter = "webhook_id") {
  const row =
    id.length <= 64
      ? (
          await db()
            .select()
            .from(webhooks)
            .where(and(eq(webhooks.id, id), eq(webhooks.app_id, appId)))
            .limit(1)
        )[0]
      : undefined;
  if (!row)
    fail("WebhookIdInvalid", "No webhook of this app has this id.", { parameter, value: id });
  return row;
}
