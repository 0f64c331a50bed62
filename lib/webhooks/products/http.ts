import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { and, eq } from "drizzle-orm";
import { authenticate, type Caller, type CallerKind } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { webhooks } from "@/lib/db/schema";
import { OAuthError } from "@/lib/http/errors";
import { credentialProblem, fail, V2Problem } from "@/lib/http/v2-fail";
import { readJsonObject } from "@/lib/http/route-input";

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
      const err = caught instanceof OAuthError ? credentialProblem(caught) : caught;
      // The catalogue only holds 4xx/5xx statuses with bodies.
      if (err instanceof V2Problem) return c.json(err.body, err.status as ContentfulStatusCode);
      throw err;
    }
  };
}

/** App-only bearer calls (subscription management, rules, connections). */
export function appCaller(c: Context): Promise<Caller> {
  return authenticate(c, ["app-only"] satisfies CallerKind[]);
}

/** The JSON object body of a request; anything else is a problem naming what was expected. */
export const jsonBody = readJsonObject;

/** max_results (1–max, default def) and pagination_token (an opaque offset) of a list call. */
export function page(c: Context, max = 100, def = 100): { limit: number; offset: number } {
  const raw = c.req.query("max_results");
  const limit = raw === undefined ? def : Number(raw);
  if (!/^\d{1,6}$/.test(raw ?? String(def)) || limit < 1 || limit > max)
    fail("InvalidRequest", `max_results must be an integer from 1 to ${max}.`, {
      parameter: "max_results",
      value: raw,
    });
  const token = c.req.query("pagination_token");
  if (token === undefined) return { limit, offset: 0 };
  const offset = Number(Buffer.from(token, "base64url").toString());
  if (!Number.isSafeInteger(offset) || offset < 0 || token.length > 20)
    fail("InvalidRequest", "pagination_token must be a token from a previous answer's meta.", {
      parameter: "pagination_token",
      value: token,
    });
  return { limit, offset };
}

/** meta of a page read with limit + 1 rows (the extra row says whether there is a next page). */
export function pageMeta<T>(rows: T[], p: { limit: number; offset: number }) {
  const data = rows.slice(0, p.limit);
  const meta: Record<string, unknown> = { result_count: data.length };
  if (rows.length > p.limit)
    meta.next_token = Buffer.from(String(p.offset + p.limit)).toString("base64url");
  return { data, meta };
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
