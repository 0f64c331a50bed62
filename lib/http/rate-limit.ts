import { and, eq, sql } from "drizzle-orm";
import { db, type Db } from "@/lib/db/client";
import { perHandle } from "@/lib/db/prepared";
import { rateLimitCounters } from "@/lib/db/schema";
import { nowSeconds } from "@/lib/time/clock";

export type RateLimitState = { limit: number; remaining: number; reset: number; exceeded: boolean };

// Fixed-window counters kept in the database, so every process sharing it counts the same requests.
// One upsert per hit; old windows are swept now and then by the caller of sweepRateLimits().

/** A hit on a window already counting adds one. */
export const hitOnConflict = {
  target: [rateLimitCounters.key, rateLimitCounters.windowStart],
  set: { count: sql`${rateLimitCounters.count} + 1` },
};

/**
 * The upsert of one counted hit (placeholders key and windowStart), returning the window's count. Also a
 * CTE of statements that do other work in the same round trip (lib/ads-kernel/account-call.ts).
 */
export function hitInsert(d: Db) {
  return d
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder("key"), windowStart: sql.placeholder("windowStart"), count: 1 })
    .onConflictDoUpdate(hitOnConflict)
    .returning({ count: rateLimitCounters.count });
}

/** One upsert per counted request (lib/db/prepared.ts): every call of every limited interface runs it. */
const hitStatement = perHandle((d) => hitInsert(d).prepare(""));

/** The fixed window a hit made now falls in: its start in epoch seconds, and as the column's value. */
export function windowOf(windowSeconds: number): { start: number; windowStart: Date } {
  const nowSec = nowSeconds();
  const start = nowSec - (nowSec % windowSeconds);
  return { start, windowStart: new Date(start * 1000) };
}

export function stateOf(
  count: number,
  limit: number,
  start: number,
  windowSeconds: number,
): RateLimitState {
  return {
    limit,
    remaining: Math.max(0, limit - count),
    reset: start + windowSeconds,
    exceeded: count > limit,
  };
}

export async function hitRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitState> {
  const { start, windowStart } = windowOf(windowSeconds);
  const rows = await hitStatement().execute({ key, windowStart });
  return stateOf(rows[0]?.count ?? 1, limit, start, windowSeconds);
}

/** Gives back one counted hit of the current window (a sign-in that succeeded was not a failure). */
export async function refundRateLimit(key: string, windowSeconds: number): Promise<void> {
  const nowSec = nowSeconds();
  const windowStart = new Date((nowSec - (nowSec % windowSeconds)) * 1000);
  await db()
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

export async function sweepRateLimits(olderThanSeconds = 3600): Promise<void> {
  await db()
    .delete(rateLimitCounters)
    .where(
      sql`${rateLimitCounters.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`,
    );
}

/** Lowercase header names, as the spec's Limits table requires. */
export function rateLimitHeaders(
  state: RateLimitState,
  prefix = "x-rate-limit",
): Record<string, string> {
  const headers: Record<string, string> = {
    [`${prefix}-limit`]: String(state.limit),
    [`${prefix}-remaining`]: String(state.remaining),
    [`${prefix}-reset`]: String(state.reset),
  };
  if (state.exceeded) headers["retry-after"] = String(Math.max(1, state.reset - nowSeconds()));
  return headers;
}
