import { z } from "zod";
import type { AdsClient, AdsResponse } from "./ads";
import { OPERATIONS } from "../../lib/ads/operations";
import { accountScoped, type Operation } from "../../lib/ads-kernel/operation";
import { pathParamNames } from "../../lib/http/openapi-kit";

/**
 * Calls of any registry operation (lib/ads/operations.ts) for the generated operation suites
 * (e2e/app/contract-ops-*.test.ts): the operation's key, its path filled in, and the call sent the way the
 * kernel mounts it (parameters in the query string; a JSON body where the operation declares one).
 */
export type Flat = Record<string, string | number | boolean | undefined>;
/**
 * A valid call of one operation: its path ids (besides account_id), parameters, JSON body.
 * `production`: a read whose records exist on the seeded production account only (called there, under
 * /ads, where a suite has them; elsewhere the same call answers an empty list).
 */
export type OpCall = {
  ids?: Record<string, string>;
  params?: Flat;
  body?: unknown;
  production?: boolean;
};

export const opKey = (op: Pick<Operation, "method" | "path">) =>
  `${op.method.toUpperCase()} ${op.path}`;

/** Whether the kernel reads a JSON body for the operation (kernel/mount-operations.ts). */
export const takesJson = (op: Operation) => op.body !== undefined || op.bodyShape !== undefined;

/** The operations with an account in the path, and those without. */
export const ACCOUNT_OPS = OPERATIONS.filter(accountScoped);

/**
 * Operations whose own call ends the account (DELETE accounts/:account_id) come last, so a suite
 * that walks every operation on one account reaches the others first.
 */
export const accountLast = (ops: Operation[]) =>
  [...ops].sort((a, b) => Number(endsAccount(a)) - Number(endsAccount(b)));
export const endsAccount = (op: Operation) =>
  op.method === "delete" && op.path === "/accounts/:account_id";

/** The operation's path with `account` and the given ids (unknown ids: "1"), without the leading slash. */
export function fillPath(op: Operation, account: string, ids: Record<string, string> = {}) {
  let path = op.path.slice(1);
  for (const name of pathParamNames(op.path)) {
    const value = name === "account_id" ? account : (ids[name] ?? "1");
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  // The clients speak version 12; another version's path climbs out of it (URLs are normalised before signing).
  return op.version === "12" ? path : `../${op.version}/${path}`;
}

/** Sends the operation's call with a client (OAuth 1.0a signed). */
export function callOp(
  ads: AdsClient,
  op: Operation,
  account: string,
  call: OpCall = {},
): Promise<AdsResponse> {
  const path = fillPath(op, account, call.ids);
  const json = takesJson(op) ? (call.body ?? {}) : undefined;
  return ads.call(op.method.toUpperCase(), path, call.params ?? {}, json);
}

/** A GET operation that pages with `count` (its declared parameters say so). */
export function pagesWithCount(op: Operation): boolean {
  return op.method === "get" && op.params instanceof z.ZodObject && "count" in op.params.shape;
}

export function declares(op: Operation, param: string): boolean {
  return op.params instanceof z.ZodObject && param in op.params.shape;
}

/** Whether `count=n` passes the operation's own parameter schema (other parameters' issues aside). */
function countAccepted(op: Operation, n: number): boolean {
  const r = op.params.safeParse({ count: String(n) });
  return r.success || !r.error.issues.some((i) => i.path[0] === "count");
}

/** The largest count the operation's schema accepts (found by bisection over 1..100000). */
export function declaredCountMax(op: Operation): number {
  let [lo, hi] = [1, 100_000];
  if (!countAccepted(op, lo)) throw new Error(`${opKey(op)}: count=1 is refused by its schema`);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (countAccepted(op, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
