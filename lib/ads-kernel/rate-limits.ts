import { hitRateLimit, rateLimitHeaders, type RateLimitState } from "@/lib/http/rate-limit";
import type { Caller } from "@/lib/auth/caller";
import { AdsError } from "./errors";
import { config } from "@/lib/config/env";

/**
 * Reference limits (FACTS): writes 450 per minute per user token; reads of core entities 10,000 per
 * 15 minutes per account (x-account-rate-limit-*), and per user token (x-rate-limit-*);
 * with_total_count 200 per 15 minutes.
 */
// Built at first use, not at import: importing this module reads no configuration.
let limits: Record<
  "write" | "read" | "accountRead" | "totalCount",
  { limit: number; window: number }
>;
export function adsLimits() {
  limits ??= {
    write: { limit: config().adsWriteLimitPerMin, window: 60 },
    read: { limit: config().adsReadLimitPer15Min, window: 900 },
    accountRead: { limit: config().adsAccountReadLimitPer15Min, window: 900 },
    totalCount: { limit: config().adsTotalCountLimitPer15Min, window: 900 },
  };
  return limits;
}

const tokenKey = (caller: Caller) => `${caller.kind}:${caller.app.id}:${caller.user?.id ?? "-"}`;

/** An operation's own per-token bucket, in place of the read or write one (audience users: 1,500 a minute). */
export type OwnBucket = { name: string; limit: () => number; window: number };

/**
 * The bucket a call of this token counts against: reads per 15 minutes (GETs, and POSTs that only
 * compute: `isRead`), writes per minute, or its own.
 */
export function tokenBucket(
  caller: Caller,
  isRead: boolean,
  own?: OwnBucket,
): { key: string; limit: number; window: number } {
  const spec = own
    ? { limit: own.limit(), window: own.window }
    : isRead
      ? adsLimits().read
      : adsLimits().write;
  return { key: `ads:${own ? own.name : isRead ? "r" : "w"}:${tokenKey(caller)}`, ...spec };
}

/** The token bucket's headers on the answer, and 429 once it is spent. */
export function takeTokenState(state: RateLimitState, headers: Record<string, string>): void {
  Object.assign(headers, rateLimitHeaders(state));
  if (state.exceeded) throw tooMany(state);
}

/** One hit on a token's bucket in a statement of its own (account-call.ts reads it beside the account when it can). */
export async function applyTokenRateLimit(
  bucket: { key: string; limit: number; window: number },
  headers: Record<string, string>,
): Promise<void> {
  takeTokenState(await hitRateLimit(bucket.key, bucket.limit, bucket.window), headers);
}

/**
 * Reads count against the account's bucket too, counted by the call's first statement
 * (call-statements.ts) only for a caller tied to the account: otherwise anyone could spend another
 * advertiser's budget with refused calls, and any string in the path would become a counter row.
 */
export function accountBucket(accountId: string) {
  return { key: `ads:acct:${accountId}`, ...adsLimits().accountRead };
}

/** The account bucket's headers on the answer (reads only), and 429 once it is spent. */
export function takeAccountState(state: RateLimitState, headers: Record<string, string>): void {
  Object.assign(headers, rateLimitHeaders(state, "x-account-rate-limit"));
  if (state.exceeded) throw tooMany(state);
}

export async function applyTotalCountLimit(
  caller: Caller,
  headers: Record<string, string>,
): Promise<void> {
  const state = await hitRateLimit(
    `ads:total:${tokenKey(caller)}`,
    adsLimits().totalCount.limit,
    adsLimits().totalCount.window,
  );
  if (state.exceeded) {
    Object.assign(headers, rateLimitHeaders(state));
    throw tooMany(state, "with_total_count is limited to 200 requests per 15 minutes; ");
  }
}

function tooMany(state: RateLimitState, prefix = ""): AdsError {
  return new AdsError([
    {
      code: "TOO_MANY_REQUESTS",
      message: `${prefix}Rate limit exceeded; it resets at ${new Date(state.reset * 1000).toISOString()}.`,
    },
  ]);
}
