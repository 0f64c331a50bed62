import { z } from "zod";
import type { Call, Method, Result } from "./call";
import { parseParams } from "./validate";
import { applyTotalCountLimit } from "./rate-limits";
import { isPlainObject } from "./plain-object";
import type {
  AdsVersion,
  Declared,
  OperationMeta,
  Parsed,
  Spec,
  TypedOperation,
} from "./operation-meta";
import type { AccountCall, CallerCall } from "./operation-meta";

export type {
  AccountCall,
  AdsVersion,
  CallerCall,
  Operation,
  OperationMeta,
  TypedOperation,
} from "./operation-meta";

const NO_PARAMS = z.object({});

/** Whether the path names an account, whose access, rate limit and permission the kernel checks. */
export function accountScoped(op: Pick<OperationMeta, "path">): boolean {
  return op.path.includes(":account_id");
}

/** An operation under accounts/:account_id: its handler gets the account's context (`ctx`). */
export function defineOperation<
  M extends Method,
  P extends string,
  S extends z.ZodType = typeof NO_PARAMS,
  B extends z.ZodType = z.ZodUnknown,
  R extends z.ZodType | undefined = undefined,
  A extends OperationMeta["response"] = "record",
  V extends AdsVersion = "12",
  D extends z.ZodType | undefined = undefined,
>(spec: Spec<M, P, S, B, R, A, V, D, AccountCall>): TypedOperation<M, P, S, B, R, A, V, D> {
  if (!accountScoped(spec))
    throw new Error(`${spec.path} names no account: declare it with defineCallerOperation`);
  const { handler, ...declared } = spec;
  return operation(declared, (call, parsed) => {
    // handle() reads the account of every path that names one (mount-operations.ts, accountScoped).
    if (!call.ctx) throw new Error(`${spec.path} ran without the account of its path`);
    return handler({ ...call, ctx: call.ctx, ...parsed });
  });
}

/** An operation without an account in its path (reference lists, the caller's accounts). */
export function defineCallerOperation<
  M extends Method,
  P extends string,
  S extends z.ZodType = typeof NO_PARAMS,
  B extends z.ZodType = z.ZodUnknown,
  R extends z.ZodType | undefined = undefined,
  A extends OperationMeta["response"] = "record",
  V extends AdsVersion = "12",
  D extends z.ZodType | undefined = undefined,
>(spec: Spec<M, P, S, B, R, A, V, D, CallerCall>): TypedOperation<M, P, S, B, R, A, V, D> {
  if (accountScoped(spec))
    throw new Error(`${spec.path} names an account: declare it with defineOperation`);
  const { handler, ...declared } = spec;
  return operation(declared, (call, parsed) => handler({ ...call, ...parsed }));
}

function operation<
  M extends Method,
  P extends string,
  S extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType | undefined,
  A extends OperationMeta["response"],
  V extends AdsVersion,
  D extends z.ZodType | undefined,
>(
  spec: Declared<M, P, S, B, R, A, V, D>,
  handler: (call: Call, parsed: Parsed<S, B>) => Promise<Result>,
): TypedOperation<M, P, S, B, R, A, V, D> {
  // S and B are their defaults (NO_PARAMS's type, z.ZodUnknown) whenever the schema is left out, unless a
  // caller names them explicitly without giving the schema, which no declaration does.
  const params = (spec.params ?? NO_PARAMS) as S;
  const body = (spec.body ?? z.unknown()) as B;
  return {
    ...spec,
    version: spec.version ?? "12",
    response: spec.response ?? "record",
    params,
    run: async (call) => {
      const parsed = parseParams(params, call.raw);
      const named = isPlainObject(parsed) ? parsed : undefined;
      // The lower with_total_count rate limit applies wherever the parameter was accepted.
      if (named?.with_total_count === true)
        await applyTotalCountLimit(call.caller, call.c.get("adsHeaders"));
      const parsedBody = parseParams(body, call.body);
      const result = await handler(call, { params: parsed, body: parsedBody });
      return { params: named, ...result };
    },
  };
}
