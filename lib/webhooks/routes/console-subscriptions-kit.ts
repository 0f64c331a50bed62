import { z } from "zod";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ownedApp } from "@/lib/auth/apps/service";
import { PROBLEM_REASONS, PROBLEM_TYPES, ServiceProblem } from "@/lib/http/problems";
import { V2Problem } from "@/lib/webhooks/products/http";
import { ConsoleRefusal } from "../../auth/console-api-kit";

/** The members of a problem the console's errors carry. */
const v2Errors = z.array(
  z.object({
    reason: z.string().optional(),
    detail: z.string().optional(),
    title: z.string().optional(),
    parameter: z.string().optional(),
  }),
);

/**
 * The products' checks throw v2 problems; the console answers its own format
 * ({errors:[{code, message, parameter}]}) so forms put each message on its field. `rename` maps a
 * product's parameter ("add[0].value") to the console form's ("value"). Services shared with other
 * features (the tier gate) throw ServiceProblem, answered with the status the interface gives it.
 */
export function productRefusal(rename: (p: string) => string = (p) => p) {
  return (err: unknown): ConsoleRefusal | undefined => {
    if (err instanceof ServiceProblem)
      return new ConsoleRefusal(PROBLEM_TYPES[PROBLEM_REASONS[err.reason]].status, [
        {
          code: err.reason,
          message: err.message,
          parameter: err.parameter && rename(err.parameter),
        },
      ]);
    if (!(err instanceof V2Problem)) return undefined;
    const parsed = v2Errors.safeParse(err.body.errors);
    const errors = (parsed.success ? parsed.data : []).map((e) => ({
      code: e.reason ?? "INVALID_PARAMETER",
      message: e.detail ?? e.title ?? "Invalid request.",
      parameter: e.parameter ? rename(e.parameter) : undefined,
    }));
    return new ConsoleRefusal(err.status, errors);
  };
}

/** The app in the path, once the signed-in user is proven to own it (NotFound otherwise). */
export const ownedAppId = async (userId: string, appId: string) =>
  (await ownedApp(userId, appId)).id;

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
