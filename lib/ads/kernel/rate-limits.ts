import { hitRateLimit, rateLimitHeaders, type RateLimitState } from "@/lib/platform/rate-limit";
import type { Caller } from "@/lib/auth/caller";
import { AdsError } from "./errors";

/**
 * Reference limits (FACTS): writes 450 per minute per user token; reads of core entities 10,000 per
 * 15 minutes per account (x-account-rate-limit-*), and per user token (x-rate-limit-*);
 * with_total_count 200 per 15 minutes.
 */
export const ADS_LIMITS = {
  write: { limit: Number(process.env.ADS_WRITE_LIMIT_PER_MIN || 450), window: 60 },
  read: { limit: Number(process.env.ADS_READ_LIMIT_PER_15_MIN || 10_000), window: 900 },
  accountRead: { limit: Number(process.env.ADS_ACCOUNT_READ_LIMIT_PER_15_MIN || 10_000), window: 900 },
  totalCount: { limit: Number(process.env.ADS_TOTAL_COUNT_LIMIT_PER_15_MIN || 200), window: 900 },
};

const tokenKey = (caller: Caller) => `${caller.kind}:${caller.app.id}:${caller.user?.id ?? "-"}`;

export async function applyRateLimits(
  caller: Caller,
  method: string,
  accountId: string | null,
  headers: Record<string, string>,
): Promise<void> {
  const isRead = method === "GET";
  const spec = isRead ? ADS_LIMITS.read : ADS_LIMITS.write;
  const [user, account] = await Promise.all([
    hitRateLimit(`ads:${isRead ? "r" : "w"}:${tokenKey(caller)}`, spec.limit, spec.window),
    isRead && accountId ? hitRateLimit(`ads:acct:${accountId}`, ADS_LIMITS.accountRead.limit, ADS_LIMITS.accountRead.window) : Promise.resolve(null),
  ]);
  Object.assign(headers, rateLimitHeaders(user));
  if (account) Object.assign(headers, rateLimitHeaders(account, "x-account-rate-limit"));
  const hit = [user, account].find((s): s is RateLimitState => !!s?.exceeded);
  if (hit) throw tooMany(hit);
}

export async function applyTotalCountLimit(caller: Caller, headers: Record<string, string>): Promise<void> {
  const state = await hitRateLimit(`ads:total:${tokenKey(caller)}`, ADS_LIMITS.totalCount.limit, ADS_LIMITS.totalCount.window);
  if (state.exceeded) {
    Object.assign(headers, rateLimitHeaders(state));
    throw tooMany(state, "with_total_count is limited to 200 requests per 15 minutes; ");
  }
}

function tooMany(state: RateLimitState, prefix = ""): AdsError {
  return new AdsError(429, [{ code: "TOO_MANY_REQUESTS", message: `${prefix}Rate limit exceeded; it resets at ${new Date(state.reset * 1000).toISOString()}.` }]);
}
