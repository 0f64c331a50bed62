import type { Context } from "hono";
import { z } from "zod";
import type { RouteMethod } from "@/lib/http/route";
import { ConsoleRefusal, type ConsoleEnv } from "./console-api-kit";
import {
  readPathParams,
  readConsoleBody,
  readConsoleQuery,
  type PathParams,
} from "./console-route-input";

/**
 * One route of the console's JSON API as a declaration: what the console API mounts behind its
 * session and CSRF guard, what `/console-api/openapi.json` documents, what the route list reads and
 * what the console's typed client (components/console-client.ts) is derived from: its key
 * ("METHOD path") picks the path parameters, the query, the body and the answer's type. The handler
 * returns what the response schema accepts (`data` of the answer; with `paged`, `data` and the next
 * page's cursor): a handler answering another shape does not compile.
 */
/** A list answer: one page and the cursor of the next (null on the last). */
export type Page<T> = { data: T; next_cursor: string | null };

type Answer<R extends z.ZodType, Paged extends boolean> = Paged extends true
  ? Page<z.input<R>>
  : z.input<R>;

type Spec<
  M extends RouteMethod,
  P extends string,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  Paged extends boolean,
> = {
  method: M;
  /** The whole path, with :name parameters: "/console-api/apps/:id/webhooks". */
  path: P;
  summary: string;
  /** Query parameters (strings in, what the handler needs out). */
  query?: Q;
  /** A JSON object body; an empty body reads as {}. */
  body?: B;
  response: R;
  paged?: Paged;
  status?: 200 | 201;
  /** When the status depends on the call: a change answers 201 where its dry run answers 200. */
  statusOf?: (call: { body: z.output<B> }) => 200 | 201;
  /** A feature's own errors in the console's format; anything else reaches the API's onError. */
  refusal?: (error: unknown) => ConsoleRefusal | undefined;
  handler: (call: {
    c: Context<ConsoleEnv>;
    userId: string;
    params: PathParams<P>;
    query: z.output<Q>;
    body: z.output<B>;
  }) => Promise<NoInfer<Answer<R, Paged>>>;
};

export type ConsoleRoute<
  M extends RouteMethod = RouteMethod,
  P extends string = string,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  Paged extends boolean = boolean,
> = {
  family: "console-api";
  kind: "json";
  key: `${M} ${P}`;
  method: M;
  path: P;
  summary: string;
  query?: Q;
  body?: B;
  response: R;
  paged: boolean;
  /**
   * Never set: the type of a successful answer's body, for the typed client (a page, or `data`'s
   * type; what the response schema outputs, as the JSON reaches the browser).
   */
  answer?: Paged extends true ? Page<z.output<R>> : z.output<R>;
  status: 200 | 201;
  serve: (c: Context<ConsoleEnv>) => Promise<Response>;
};

export function defineConsoleRoute<
  M extends RouteMethod,
  P extends string,
  R extends z.ZodType,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  Paged extends boolean = false,
>(spec: Spec<M, P, Q, B, R, Paged>): ConsoleRoute<M, P, Q, B, R, Paged> {
  const { handler, refusal, statusOf, status = 200, paged, ...meta } = spec;
  return {
    ...meta,
    family: "console-api",
    kind: "json",
    key: `${spec.method} ${spec.path}`,
    paged: paged ?? false,
    status,
    serve: async (c) => {
      try {
        // The router matched this route's pattern, so every name in it has a value.
        const params = readPathParams<P>(c);
        const query = spec.query ? readConsoleQuery(spec.query, c.req.query()) : undefined;
        const body = spec.body ? await readConsoleBody(spec.body, c) : undefined;
        // Without a declared schema, Q and B are z.ZodUndefined, whose value is undefined.
        const call = { query, body } as { query: z.output<Q>; body: z.output<B> };
        const answer = await handler({ c, userId: c.var.userId, params, ...call });
        return c.json(paged ? answer : { data: answer }, statusOf ? statusOf(call) : status);
      } catch (caught) {
        const refused = caught instanceof ConsoleRefusal ? caught : refusal?.(caught);
        if (!refused) throw caught;
        return c.json({ errors: refused.errors }, refused.status);
      }
    },
  };
}
