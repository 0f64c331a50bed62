import type { Context } from "hono";
import type { z } from "zod";
import { ConsoleRefusal, type ConsoleEnv } from "./console-api-kit";
import { readPathParams, type PathParams } from "./console-route-input";

/**
 * A console route that answers server-sent events (a page's live view): documented and listed
 * like the others, read with EventSource rather than the typed client. Refusals before the stream
 * opens are JSON in the console's format.
 */
export type ConsoleEventsRoute<P extends string = string> = {
  family: "console-api";
  kind: "events";
  key: `GET ${P}`;
  method: "GET";
  path: P;
  summary: string;
  /** One event's `data`. */
  event: z.ZodType;
  status: 200;
  serve: (c: Context<ConsoleEnv>) => Promise<Response>;
};

export function defineConsoleEvents<P extends string>(spec: {
  path: P;
  summary: string;
  event: z.ZodType;
  handler: (call: {
    c: Context<ConsoleEnv>;
    userId: string;
    params: PathParams<P>;
  }) => Promise<Response>;
}): ConsoleEventsRoute<P> {
  return {
    family: "console-api",
    kind: "events",
    key: `GET ${spec.path}`,
    method: "GET",
    path: spec.path,
    summary: spec.summary,
    event: spec.event,
    status: 200,
    serve: async (c) => {
      const params = readPathParams<P>(c);
      try {
        return await spec.handler({ c, userId: c.var.userId, params });
      } catch (caught) {
        if (!(caught instanceof ConsoleRefusal)) throw caught;
        return c.json({ errors: caught.errors }, caught.status);
      }
    },
  };
}
