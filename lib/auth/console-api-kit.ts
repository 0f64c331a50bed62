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

/** A body that is not JSON: console-api.ts answers it as bad input, before anything is changed. */
export class MalformedBody extends Error {}

/**
 * THE console's JSON body reader: the parsed body, or undefined when there is none (an empty body
 * means "no options"). A body that is not JSON is refused, never read as no options: POST
 * notifications/read with no ids marks every notification read.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch (err) {
    // V8 says where the text stopped being JSON ("Unexpected token … at position 5").
    const why = err instanceof SyntaxError ? ` (${err.message})` : "";
    throw new MalformedBody(`The body is not valid JSON${why}; expected a JSON object.`);
  }
}
