import type { z } from "zod";
import type { Action } from "./permissions";
import type { OwnBucket } from "./rate-limits";
import type { Call, Method, Result } from "./call";
import type { AdsCtx } from "./context";
import type { OperationExample } from "./example";

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
  /** Fields of the answer beside request and data (the handler's Result.fields), documented. */
  fields?: z.ZodObject;
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
  /** A worked call (example.ts): declared by every operation, typed by its schemas (`Declared`). */
  example: OperationExample;
};

export type Operation = OperationMeta & { run: (call: Call) => Promise<Result> };

/** What the handler of an operation on an account's path receives: that account's context. */
export type AccountCall = Call & { ctx: AdsCtx };
/** What the handler of an operation without an account receives: the caller alone. */
export type CallerCall = Omit<Call, "ctx">;

export type Parsed<S extends z.ZodType, B extends z.ZodType> = {
  params: z.output<S>;
  body: z.output<B>;
};

/**
 * What a declaration's own types say about its operation (literal method and path, its schemas,
 * the shape of its answer), kept on the value defineOperation returns: the console's typed client
 * (components/ads/ads-client.ts) reads its calls' types from these, so a call to an undeclared
 * route, or with the wrong parameters, does not compile.
 */
export type TypedOperation<
  M extends Method = Method,
  P extends string = string,
  S extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType | undefined = z.ZodType | undefined,
  A extends OperationMeta["response"] = OperationMeta["response"],
  V extends AdsVersion = AdsVersion,
  D extends z.ZodType | undefined = z.ZodType | undefined,
> = Operation & {
  method: M;
  path: P;
  params: S;
  body?: B;
  bodyShape?: D;
  record?: R;
  /** As declared, for the types only (never set): the run-time fields hold them, defaulted. */
  readonly declared?: { response: A; version: V };
};

export type Declared<
  M extends Method,
  P extends string,
  S extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType | undefined,
  A extends OperationMeta["response"],
  V extends AdsVersion,
  D extends z.ZodType | undefined,
> = Omit<
  OperationMeta,
  | "method"
  | "path"
  | "params"
  | "body"
  | "bodyShape"
  | "record"
  | "version"
  | "response"
  | "example"
> & {
  method: M;
  path: P;
  params?: S;
  body?: B;
  bodyShape?: D;
  record?: R;
  version?: V;
  response?: A;
  example: OperationExample<z.input<S>, D extends z.ZodType ? z.input<D> : z.input<B>>;
};
export type Spec<
  M extends Method,
  P extends string,
  S extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType | undefined,
  A extends OperationMeta["response"],
  V extends AdsVersion,
  D extends z.ZodType | undefined,
  C,
> = Declared<M, P, S, B, R, A, V, D> & {
  handler: (call: C & Parsed<S, B>) => Promise<Result>;
};
