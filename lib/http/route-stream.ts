import type { z } from "zod";
import type { ProblemReason } from "./problems";
import type { Credential, Route } from "./route";
import { parseInput } from "./route-input";
import { problemResponse } from "./v2-fail";

/**
 * A version-2 route whose answer is long-lived: a stream of messages, each one the `message`
 * schema, on one connection (the filtered and activity streams). Declared like any v2 route (the
 * credential and the parameters are checked before it opens, refusals are problems, the document
 * lists it); the handler returns the streaming Response itself.
 */
export function defineV2Stream<C, P extends z.ZodType>(spec: {
  path: string;
  summary: string;
  credential: Credential<C>;
  params: P;
  /** One message of the stream. */
  message: z.ZodType;
  errors?: readonly ProblemReason[];
  /** A worked call and one message it may carry. */
  example: { params?: Record<string, string>; message: unknown };
  handler: (call: {
    c: Parameters<Route["serve"]>[0];
    caller: C;
    params: z.output<P>;
  }) => Promise<Response>;
}): Route {
  return {
    family: "v2",
    stream: true,
    method: "GET",
    path: spec.path,
    summary: spec.summary,
    scheme: spec.credential.scheme,
    params: spec.params,
    response: spec.message,
    status: 200,
    statuses: [200],
    headers: {},
    errors: spec.errors ?? [],
    example: { params: spec.example.params, response: spec.example.message },
    serve: async (c) => {
      try {
        const caller = await spec.credential.resolve(c);
        const params = parseInput(spec.params, { ...c.req.query(), ...c.req.param() });
        return await spec.handler({ c, caller, params });
      } catch (caught) {
        return problemResponse(c, caught);
      }
    },
  };
}
