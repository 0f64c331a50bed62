import type { Context } from "hono";
import { and, count, eq, gte } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { notes } from "@/lib/db/schema";
import { hitRateLimit, rateLimitHeaders } from "@/lib/http/rate-limit";
import { ServiceProblem } from "@/lib/http/problems";
import { fail } from "@/lib/http/v2-fail";
import { nowSeconds } from "@/lib/time/clock";

/**
 * The notes interface's own limits (FACTS "Community notes"): 90 requests per 15 minutes per user
 * for all its endpoints together, in a fixed window counted in the database like every limit, and
 * 250 notes created per UTC day. The day's notes are counted from the notes table itself (deleted
 * ones included), under the writer's lock, so the cap holds across processes and needs no counter
 * that outlives the hourly sweep of rate-limit rows.
 */
export const NOTES_PER_15_MIN = 90;
export const NOTES_WINDOW_SECONDS = 900;
export const CREATES_PER_DAY = 250;

/** Counts one notes call of the user; past the window's limit, a 429 TooManyRequests problem. */
export async function spendNotesBudget(c: Context, userId: string): Promise<void> {
  const state = await hitRateLimit(`notes:${userId}`, NOTES_PER_15_MIN, NOTES_WINDOW_SECONDS);
  for (const [name, value] of Object.entries(rateLimitHeaders(state))) c.header(name, value);
  if (state.exceeded)
    fail(
      "TooManyRequests",
      `This user made ${NOTES_PER_15_MIN} notes requests in 15 minutes; try again after ${new Date(state.reset * 1000).toISOString()}.`,
    );
}

/** The start and end of the UTC day holding now, in epoch seconds. */
export function utcDay(): { start: number; end: number } {
  const s = nowSeconds();
  const start = s - (s % 86_400);
  return { start, end: start + 86_400 };
}

/**
 * The writer's creates today, refused past the cap. Call in the create's transaction after locking
 * the writer: two creates at once then count each other. Answers the day's headers' values.
 */
export async function checkDailyCreates(tx: Tx, writerId: string) {
  const day = utcDay();
  const [row] = await tx
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.writer_id, writerId), gte(notes.created_at, new Date(day.start * 1000))));
  const used = row?.n ?? 0;
  if (used >= CREATES_PER_DAY)
    throw new ServiceProblem(
      "TooManyRequests",
      `This user created ${CREATES_PER_DAY} notes today (UTC); try again after ${new Date(day.end * 1000).toISOString()}.`,
    );
  return { limit: CREATES_PER_DAY, remaining: CREATES_PER_DAY - used - 1, reset: day.end };
}
