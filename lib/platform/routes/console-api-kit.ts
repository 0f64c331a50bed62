import type { Context } from "hono";
import type { z } from "zod";
import type { ConsoleSession } from "@/lib/auth/console-session";

/** What every console API route shares: its context variables and the error format of its answers. */
export type ConsoleEnv = { Variables: { session: ConsoleSession; userId: string } };

type ApiError = { code: string; message: string; parameter?: string };
export const fail = (c: Context, status: 400 | 401 | 403 | 404, errors: ApiError[]) =>
  c.json({ errors }, status);

/** zod issues become one error per field, with the field's name as `parameter`. */
export function invalid(c: Context, error: z.ZodError) {
  return fail(
    c,
    400,
    error.issues.map((i) => ({
      code: "INVALID_PARAMETER",
      message: i.message,
      parameter: i.path.length ? String(i.path[0]) : undefined,
    })),
  );
}

export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
