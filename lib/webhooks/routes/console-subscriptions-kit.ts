import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ownedApp } from "@/lib/auth/apps/service";
import { fail, V2Problem } from "@/lib/webhooks/products/http";
import { jsonBody, type ConsoleEnv } from "../../auth/console-api-kit";

type ConsoleContext = Context<ConsoleEnv>;
type V2Error = { reason?: string; detail?: string; title?: string; parameter?: string };

/**
 * The products' checks throw v2 problems; the console answers its own format
 * ({errors:[{code, message, parameter}]}) so forms put each message on its field. `rename` maps a
 * product's parameter ("add[0].value") to the console form's ("value").
 */
export function consoleProblems(err: V2Problem, rename: (p: string) => string = (p) => p) {
  const list = (err.body.errors ?? []) as V2Error[];
  return list.map((e) => ({
    code: e.reason ?? "INVALID_PARAMETER",
    message: e.detail ?? e.title ?? "Invalid request.",
    parameter: e.parameter ? rename(e.parameter) : undefined,
  }));
}

/**
 * Wraps a console handler: the signed-in user must own the app in the path (NotFound otherwise,
 * answered by the console API's onError), and a product's problem becomes console errors.
 */
export function owned(
  handler: (c: ConsoleContext, appId: string) => Promise<Response>,
  rename?: (p: string) => string,
) {
  return async (c: ConsoleContext): Promise<Response> => {
    const app = await ownedApp(c.var.userId, c.req.param("id") ?? "");
    try {
      return await handler(c, app.id);
    } catch (err) {
      if (!(err instanceof V2Problem)) throw err;
      // V2Problem statuses come from the problem catalogue: 4xx/5xx with a body.
      return c.json({ errors: consoleProblems(err, rename) }, err.status as ContentfulStatusCode);
    }
  };
}

/** The console's JSON object body, or {} (the products' parsers then name the missing field). */
export async function objectBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length > 64 * 1024) fail("InvalidRequest", "The body may be at most 64 KB.");
  const v = await jsonBody(c);
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/**
 * People type a screen name ("@demo") more readily than an id: the console resolves it to the id
 * the product expects. Unknown names stay as typed so the product's check names the field.
 */
export async function userIdFrom(typed: unknown): Promise<unknown> {
  if (typeof typed !== "string") return typed;
  const name = typed.trim().replace(/^@/, "");
  if (!name || /^\d+$/.test(name) || name.length > 50) return typed.trim() || undefined;
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.screenName}) = ${name.toLowerCase()}`)
    .limit(1);
  return row?.id ?? typed;
}
