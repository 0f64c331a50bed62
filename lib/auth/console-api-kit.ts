import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ConsoleSession } from "@/lib/auth/console-session";

/** What every console API route shares: its context variables and the error format of its answers. */
export type ConsoleEnv = { Variables: { session: ConsoleSession; userId: string } };

export type ConsoleErrorItem = { code: string; message: string; parameter?: string };

export const fail = (c: Context, status: 400 | 401 | 403 | 404, errors: ConsoleErrorItem[]) =>
  c.json({ errors }, status);

/** A refusal in the console API's format, thrown from anywhere under a declared route. */
export class ConsoleRefusal extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ConsoleErrorItem[],
  ) {
    super(errors[0]?.message ?? "Refused.");
  }
}

/** Throws one error in the console API's format. */
export function refuse(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  parameter?: string,
): never {
  throw new ConsoleRefusal(status, [{ code, message, parameter }]);
}
