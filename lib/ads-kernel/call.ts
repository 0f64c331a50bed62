import type { Context } from "hono";
import type { Caller } from "@/lib/auth/caller";
import type { AdsCtx } from "./context";
import type { Action } from "./permissions";
import type { OwnBucket } from "./rate-limits";

/** What an advertising handler receives and returns (handler.ts wraps every call with these). */
export type Method = "get" | "post" | "put" | "delete";

export type AdsEnv = {
  Variables: {
    sandbox: boolean;
    /** Rate-limit headers gathered during the call, set on its answer whatever it is. */
    adsHeaders: Record<string, string>;
  };
};

export type Call = {
  c: Context<AdsEnv>;
  caller: Caller;
  /** Present exactly when the path holds :account_id (defineOperation hands it to its handler). */
  ctx?: AdsCtx;
  /** Query string and form (or JSON object) body, merged; query wins. */
  raw: Record<string, unknown>;
  /** JSON body, for endpoints that take one. */
  body: unknown;
};

export type Result = {
  data: unknown;
  params?: Record<string, unknown>;
  next_cursor?: string | null;
  total_count?: number;
  status?: 200 | 201;
  list?: boolean;
  /** Replaces request.params: batch endpoints echo an array of the operations, in request order. */
  request?: unknown[];
  /** Fields of the answer beside request and data, first (stats: data_type, time_series_length). */
  fields?: Record<string, unknown>;
};

export type RouteOpts = {
  action: Action;
  /** The operation's own per-token rate-limit bucket (rate-limits.ts), in place of read/write. */
  bucket?: OwnBucket;
  /** The handler reads its JSON body's bytes itself (kernel/operation.ts `bodyChecked`). */
  bodyChecked?: boolean;
  account?: boolean;
  json?: boolean;
  /** GET accounts/:account_id?with_deleted=true may show a deleted (sandbox) account itself. */
  deletedAccountWithFlag?: boolean;
  /** A POST that only computes an answer (kernel/operation.ts `computesOnly`). */
  computesOnly?: boolean;
};
