import type { Context } from "hono";
import type { z } from "zod";
import type { ProblemReason } from "./problems";
import { readJsonObject, parseInput } from "./route-input";
import { problemResponse } from "./v2-fail";
import { meterRecorder, type MeterCall, type ReadFamily, type RouteMeter } from "./route-meter";

/**
 * One route of the version-2 interface as a declaration: what the router mounts, what the problem
 * format refuses, what `/2/openapi.json` documents and what the route list and contract tests read.
 * The handler gets the caller, the parsed parameters (path and query in one object) and the parsed
 * body, and returns what the response schema accepts: a handler answering another shape does not
 * compile. A parameter the schema refuses is an InvalidRequest problem naming it, before the handler.
 */
export type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How a route's caller is identified: the scheme the document names, and the resolver. */
export type Credential<C> = {
  scheme: "AppOnlyBearer" | "UserContext";
  resolve: (c: Context) => Promise<C>;
};

/**
 * A worked call: its parameters and body, and an answer the response schema accepts. `isolated` is
 * the problem (one of the route's errors) the call answers instead on a server that holds none of
 * the resources it names and reaches no outside host, as the contract suite's does.
 */
type Example<B, R> = {
  params?: Record<string, string>;
  body?: B;
  response: R;
  isolated?: ProblemReason;
};

type Spec<C, P extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = {
  method: RouteMethod;
  /** Hono's pattern, with :name path parameters: "/2/connections/:endpoint_id". */
  path: string;
  summary: string;
  credential: Credential<C>;
  /** Path and query parameters in one object schema (strings in, what the handler needs out). */
  params?: P;
  /** A JSON object body. */
  body?: B;
  /** The most bytes the body may have (MAX_V2_BODY unless the route's bodies are smaller). */
  maxBody?: number;
  response: R;
  /** The status of the example's answer, and of every answer unless statusOf says otherwise. */
  status?: 200 | 201;
  /** When the status depends on the call: a change answers 201 where its dry run answers 200. */
  statusOf?: (call: { params: z.output<P>; body: z.output<B> }) => 200 | 201;
  /** Headers on every answer of the route, problems included (a deprecated path's Deprecation, Link). */
  headers?: Readonly<Record<string, string>>;
  /** The problems the route may answer besides InvalidRequest and the credential's. */
  errors?: readonly ProblemReason[];
  example: Example<z.input<B>, z.input<R>>;
  /**
   * What a success bills (lib/usage): units of a family counted from the answer, recorded after
   * the handler and before the answer is sent; past the app's cap the answer is the 429 instead.
   */
  meter?: RouteMeter<z.input<R>>;
  handler: (call: {
    c: Context;
    caller: C;
    params: z.output<P>;
    body: z.output<B>;
  }) => Promise<z.input<R>>;
};

export type Route = {
  family: "v2";
  /** A long-lived answer (a stream of messages, each `response`), not one JSON body. */
  stream: boolean;
  method: RouteMethod;
  path: string;
  summary: string;
  scheme: Credential<unknown>["scheme"];
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  status: 200 | 201;
  /** Every status a success may have (status first). */
  statuses: readonly (200 | 201)[];
  headers: Readonly<Record<string, string>>;
  errors: readonly ProblemReason[];
  example: Example<unknown, unknown>;
  /** The usage family a success bills, if any. */
  meterFamily?: ReadFamily;
  serve: (c: Context) => Promise<Response>;
};

export function defineV2Route<C, P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: Spec<C, P, B, R>,
): Route {
  const {
    credential,
    handler,
    statusOf,
    status = 200,
    errors = [],
    headers = {},
    maxBody,
    meter,
    ...meta
  } = spec;
  // A refused body says what was expected: the worked example's shape.
  const expected = `a JSON object like ${JSON.stringify(spec.example.body ?? {})}`;
  return {
    ...meta,
    family: "v2",
    stream: false,
    scheme: credential.scheme,
    status,
    statuses: statusOf ? [status, status === 200 ? 201 : 200] : [status],
    headers,
    errors: meter ? [...errors, "UsageCapExceeded"] : errors,
    meterFamily: meter?.family,
    serve: async (c) => {
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      let metered: MeterCall | undefined;
      try {
        const caller = await credential.resolve(c);
        metered = meter ? meterRecorder()?.(caller, spec.path) : undefined;
        const raw = { ...c.req.query(), ...c.req.param() };
        const params = spec.params ? parseInput(spec.params, raw) : raw;
        const body = spec.body
          ? parseInput(spec.body, await readJsonObject(c, maxBody, expected))
          : undefined;
        // Without a declared schema, P and B are their defaults and the raw values stand in for them.
        const call = { params: params as z.output<P>, body: body as z.output<B> };
        const answer = await handler({ c, caller, ...call });
        if (meter && metered) await metered.record(meter.family, meter.units(answer));
        return c.json(answer, statusOf ? statusOf(call) : status);
      } catch (caught) {
        return problemResponse(c, caught);
      } finally {
        metered?.end();
      }
    },
  };
}
