import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { perHandle } from "@/lib/db/prepared";
import { rateLimitCounters } from "@/lib/db/schema";

export type RateLimitState = { limit: number; remaining: number; reset: number; exceeded: boolean };

/**
 * Fixed-window counter kept in the database, so every process sharing it counts the same requests.
 * One upsert per hit; old windows are swept now and then by the caller of sweepRateLimits().
 */
/** One upsert per counted request (lib/db/prepared.ts): every call of every limited interface runs it. */
const hitStatement = perHandle((d) =>
  d
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder("key"), windowStart: sql.placeholder("windowStart"), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count })
    .prepare(""),
);

export async function hitRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitState> {
  const nowSec = Math.floor(Date.now() / 1000);
  const start = nowSec - (nowSec % windowSeconds);
  const windowStart = new Date(start * 1000);
  const rows = await hitStatement().execute({ key, windowStart });
  const count = rows[0]?.count ?? 1;
  return {
    limit,
    remaining: Math.max(0, limit - count),
    reset: start + windowSeconds,
    exceeded: count > limit,
  };
}

/** Gives back one counted hit of the current window (a sign-in that succeeded was not a failure). */
export async function refundRateLimit(key: string, windowSeconds: number): Promise<void> {
  const nowSec = Math.floor(Date.now() / 1000);
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
  if (state.exceeded)
    headers["retry-after"] = String(Math.max(1, state.reset - Math.floor(Date.now() / 1000)));
  return headers;
}
