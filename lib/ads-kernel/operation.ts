import { z } from "zod";
import type { Action } from "./permissions";
import type { OwnBucket } from "./rate-limits";
import type { Call, Method, Result } from "./call";
import { parseParams } from "./validate";
import { applyTotalCountLimit } from "./rate-limits";

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

type Spec<S extends z.ZodType, B extends z.ZodType> = Omit<
  OperationMeta,
  "params" | "body" | "version" | "response"
> & {
  params?: S;
  body?: B;
  version?: AdsVersion;
  response?: OperationMeta["response"];
  handler: (call: Call & { params: z.output<S>; body: z.output<B> }) => Promise<Result>;
};

const NO_PARAMS = z.object({});

/** Whether the path names an account, whose access, rate limit and permission the kernel checks. */
export function accountScoped(op: OperationMeta): boolean {
  return op.path.includes(":account_id");
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
}

export function defineOperation<
  S extends z.ZodType = typeof NO_PARAMS,
  B extends z.ZodType = z.ZodUnknown,
>(spec: Spec<S, B>): Operation {
  const { handler, ...meta } = spec;
  const params = (spec.params ?? NO_PARAMS) as S; // S defaults to NO_PARAMS's type when none is given
  // B is z.ZodUnknown (its default) whenever no body is declared, so the JSON passes through as unknown.
  const body = (spec.body ?? z.unknown()) as B;
  return {
    ...meta,
    version: spec.version ?? "12",
    response: spec.response ?? "record",
    params,
    run: async (call) => {
      const parsed = parseParams(params, call.raw);
      const p = parsed as { with_total_count?: unknown };
      // The lower with_total_count rate limit applies wherever the parameter was accepted.
      if (p && typeof p === "object" && p.with_total_count === true)
        await applyTotalCountLimit(call.caller, call.c.get("adsHeaders"));
      const parsedBody = parseParams(body, call.body);
      const result = await handler({ ...call, params: parsed, body: parsedBody });
      return { params: parsed as Record<string, unknown>, ...result };
    },
  };
}
