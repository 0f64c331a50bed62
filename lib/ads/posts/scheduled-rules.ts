import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { scheduledPosts } from "@/lib/db/schema";
import { AdsError } from "../../ads-kernel/errors";
import { now as clockNow } from "@/lib/time/clock";

/**
 * Scheduled posts' own rules (FACTS "Cards and posts"): scheduled_at in whole minutes (seconds and
 * milliseconds dropped), after the current minute, at most one year ahead; at most 30 SCHEDULED posts
 * of an account in any 15-minute window (SCHEDULED_POST_LIMIT_EXCEEDED), counted under a per-account
 * transaction lock so concurrent creations cannot both take the last place.
 */
export const WINDOW_MINUTES = 15;
export const WINDOW_MAX = 30;

export { scheduledCreate, scheduledListParams, scheduledUpdate } from "./schema";

const MINUTE = 60_000;
const floorMinute = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE) * MINUTE);

/** The minute a scheduled post goes live, or INVALID_PARAMETER saying why the time is not allowed. */
export function scheduledMinute(at: Date, now = clockNow()): Date {
  const minute = floorMinute(at);
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  if (minute.getTime() <= now.getTime())
    throw AdsError.invalid(
      "scheduled_at",
      `scheduled_at must be in the future (seconds are dropped: ${minute.toISOString()} is not after now, ${now.toISOString()}).`,
    );
  if (minute.getTime() > latest.getTime())
    throw AdsError.invalid(
      "scheduled_at",
      `scheduled_at may be at most one year ahead (until ${latest.toISOString()}), got ${minute.toISOString()}.`,
    );
  return minute;
}

/** Refuses a 31st SCHEDULED post in any 15-minute window that holds `minute` (`except`: the row moved). */
export async function checkWindow(tx: Tx, accountId: string, minute: Date, except?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scheduled:${accountId}`}))`);
  const span = (WINDOW_MINUTES - 1) * MINUTE;
  const rows = await tx
    .select({ at: scheduledPosts.scheduled_at })
    .from(scheduledPosts)
    .where(
      and(
        eq(scheduledPosts.account_id, accountId),
        eq(scheduledPosts.scheduled_status, "SCHEDULED"),
        gte(scheduledPosts.scheduled_at, new Date(minute.getTime() - span)),
        lte(scheduledPosts.scheduled_at, new Date(minute.getTime() + span)),
        except ? ne(scheduledPosts.id, except) : undefined,
      ),
    );
  const times = rows.map((r) => r.at.getTime());
  for (let start = minute.getTime() - span; start <= minute.getTime(); start += MINUTE) {
    const n = times.filter((t) => t >= start && t <= start + span).length;
    if (n + 1 > WINDOW_MAX)
      throw AdsError.of(
        "SCHEDULED_POST_LIMIT_EXCEEDED",
        `At most ${WINDOW_MAX} posts may be scheduled in any ${WINDOW_MINUTES}-minute window; the window from ${new Date(start).toISOString()} already holds ${n}. Choose another scheduled_at.`,
        "scheduled_at",
      );
  }
}
