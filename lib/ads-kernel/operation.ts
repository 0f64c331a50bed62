import { z } from "zod";
import type { Action } from "./permissions";
import type { OwnBucket } from "./rate-limits";
import type { Call, Method, Result } from "./call";
import { parseParams } from "./validate";
import { applyTotalCountLimit } from "./rate-limits";
import { isPlainObject } from "./plain-object";
import type { AdsCtx } from "./context";

/**
 * One operation of the advertising interface: everything the router, the OpenAPI document, the
 * reference page and the contract tests need to know about an endpoint, and its handler. Resources
 * generate theirs (resource-operations.ts); anything that is not CRUD is declared with
 * defineOperation beside them. The kernel parses `params` before the handler runs, so a handler
 * receives typed parameters and never sees a value the schema refused.
 */
export type AdsVersion = "12" | "5";

export type OperationMeta = {
  /** The tag the reference groups it under: "campaigns", "accounts", "reference data". */
  family: string;
  /** 12, or 5 for recommendations and tailored-audience permissions (document 1, Versioning). */
  version: AdsVersion;
  method: Method;
  /** Under the versioned base, with :name parameters: "/accounts/:account_id/campaigns/:campaign_id". */
  path: string;
  summary: string;
  action: Action;
  /** Query-string (or form) parameters. */
  params: z.ZodType;
  /**
   * A JSON body, for endpoints that take one (cards, audience users): parsed by the kernel before the
   * handler runs. Batches report bad items one by one under operation_errors, so their handler checks
   * each item and `bodyShape` only documents the body.
   */
  body?: z.ZodType;
  bodyShape?: z.ZodType;
  /** One record of `data`; the document wraps it in the envelope as the response says. */
  record?: z.ZodType;
  /** record: data is one record; list: an array with next_cursor; records: an array without. */
  response: "record" | "list" | "records";
  status?: 200 | 201;
  /** Answered only under the sandbox base (the handler refuses production). */
  sandboxOnly?: boolean;
  /** GET accounts/:account_id?with_deleted=true may show a deleted (sandbox) account itself. */
  deletedAccountWithFlag?: boolean;
  /** Its own per-token rate limit in place of the read or write one (audience users). */
  bucket?: OwnBucket;
  /**
   * The handler reads and checks its JSON body itself, with a stricter rule of its own (audience
   * users: hex digests, known fields only): it gets the body's bytes (a Uint8Array, the content type
   * checked) instead of the parsed value, and parses them with `parseJsonBody` (kernel/input.ts) when
   * it needs to. On a 5 MB body the kernel's decode, parse and NUL walk cost more than the call.
   */
  bodyChecked?: boolean;
  /**
   * A POST that only computes an answer from its body and changes nothing (the audience estimate,
   * the flexible preview): a read-only token may call it, as it may a GET.
   */
  computesOnly?: boolean;
};

export type Operation = OperationMeta & { run: (call: Call) => Promise<Result> };

/** What the handler of an operation on an account's path receives: that account's context. */
export type AccountCall = Call & { ctx: AdsCtx };
/** What the handler of an operation without an account receives: the caller alone. */
export type CallerCall = Omit<Call, "ctx">;

type Parsed<S extends z.ZodType, B extends z.ZodType> = { params: z.output<S>; body: z.output<B> };

type Declared<S extends z.ZodType, B extends z.ZodType> = Omit<
  OperationMeta,
  "params" | "body" | "version" | "response"
> & {
  params?: S;
  body?: B;
  version?: AdsVersion;
  response?: OperationMeta["response"];
};
type Spec<S extends z.ZodType, B extends z.ZodType, C> = Declared<S, B> & {
  handler: (call: C & Parsed<S, B>) => Promise<Result>;
};

const NO_PARAMS = z.object({});

/** Whether the path names an account, whose access, rate limit and permission the kernel checks. */
export function accountScoped(op: Pick<OperationMeta, "path">): boolean {
  return op.path.includes(":account_id");
}

/** An operation under accounts/:account_id: its handler gets the account's context (`ctx`). */
export function defineOperation<
  S extends z.ZodType = typeof NO_PARAMS,
  B extends z.ZodType = z.ZodUnknown,
>(spec: Spec<S, B, AccountCall>): Operation {
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
  S extends z.ZodType = typeof NO_PARAMS,
  B extends z.ZodType = z.ZodUnknown,
>(spec: Spec<S, B, CallerCall>): Operation {
  if (accountScoped(spec))
    throw new Error(`${spec.path} names an account: declare it with defineOperation`);
  const { handler, ...declared } = spec;
  return operation(declared, (call, parsed) => handler({ ...call, ...parsed }));
}

function operation<S extends z.ZodType, B extends z.ZodType>(
  spec: Declared<S, B>,
  handler: (call: Call, parsed: Parsed<S, B>) => Promise<Result>,
): Operation {
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
