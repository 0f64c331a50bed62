import type { Context } from "hono";
import { logFailure } from "@/lib/log/failure";
import type { AdsEnv, Call, Method, Result, RouteOpts } from "./call";
import { AdsError } from "./errors";
import { adsCaller } from "./context";
import { startCall } from "./account-call";
import { changesState } from "./permissions";
import { cacheTiming, envelopeBody } from "./record-cache";
import { collect } from "./input";

/**
 * The wrapper every advertising endpoint goes through: authentication, the token's rate limit and
 * scopes, the account in the path (then its rate limit and the permission check), parameter
 * collection, the envelope and the error format.
 * Handlers only hold their own rule.
 */
function echo(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(echo);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, echo(v)]),
    );
  return value;
}

export function errorResponse(
  c: Context<AdsEnv>,
  err: unknown,
  params: Record<string, unknown> = {},
): Response {
  if (err instanceof AdsError) {
    // Unset when the failure came before the wrapper gathered any header.
    for (const [k, v] of Object.entries(c.get("adsHeaders") ?? {})) c.header(k, v);
    const body: Record<string, unknown> = { errors: err.items, request: { params: echo(params) } };
    if (err.operationErrors) body.operation_errors = err.operationErrors;
    return c.json(body, err.status);
  }
  logFailure("ads", `${c.req.method} ${new URL(c.req.url).pathname}`, err);
  return c.json(
    {
      errors: [
        {
          code: "INTERNAL_ERROR",
          message: "Internal error; nothing was changed. Try again later.",
        },
      ],
      request: { params: {} },
    },
    500,
  );
}

/** The Hono handler of one advertising operation (mount-operations.ts): the wrapper above around `fn`. */
export function handle(method: Method, opts: RouteOpts, fn: (call: Call) => Promise<Result>) {
  const write = changesState({ method, action: opts.action, computesOnly: opts.computesOnly });
  return async (c: Context<AdsEnv>) => {
    const headers: Record<string, string> = {};
    c.set("adsHeaders", headers);
    let pathParams: Record<string, string> = {};
    try {
      pathParams = c.req.param();
      const auth = await adsCaller(c);
      const caller = auth.caller;
      const ctx = await startCall(c, auth, pathParams, opts, write, headers);
      const { raw, body } = await collect(c, !!opts.json, !!opts.bodyChecked);
      const result = await fn({ c, caller, ctx, raw, body });
      for (const [k, v] of Object.entries(headers)) c.header(k, v);
      const timing = cacheTiming(result.data);
      if (timing) c.header("server-timing", timing);
      const envelope: Record<string, unknown> = {
        ...result.fields,
        request: result.request
          ? echo(result.request)
          : { params: echo({ ...(result.params ?? {}), ...pathParams }) },
        data: result.data,
      };
      if (result.list) envelope.next_cursor = result.next_cursor ?? null;
      if (result.total_count !== undefined) envelope.total_count = result.total_count;
      // A list page's data may arrive serialized already (record-cache.ts): placed into the envelope as is.
      return c.body(envelopeBody(envelope), result.status ?? 200, {
        "content-type": "application/json",
      });
    } catch (err) {
      return errorResponse(c, err, pathParams);
    }
  };
}
