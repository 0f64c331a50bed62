import { db } from "@/lib/db/client";
import { nowMs } from "@/lib/time/clock";
import { AdsError } from "../../ads-kernel/errors";
import { clockAt, clockNotBefore, ensureClock } from "./clock";
import { runHours } from "./run-hour";
import { DAY_MS, floorHour, HOUR_MS } from "./model/time";

export const MAX_ADVANCE_HOURS = 720;
/**
 * Hours simulated per transaction: a few, so that a month goes quickly (a commit each hour is most of
 * a small account's hour on PGlite) while another process advancing the same account waits little.
 */
const HOURS_PER_TRANSACTION = 6;
/** How far ahead of the real time a sandbox account's delivery may run. */
export const MAX_LEAD_DAYS = 366;

export type Advanced = {
  account_id: string;
  hours: number;
  start_time: string;
  end_time: string;
  impressions: number;
};

/**
 * A sandbox account's delivery moved on by `hours` simulated hours at once, a few hours per
 * transaction under the account's clock (so a kill mid-way keeps the hours committed, and another
 * process advancing the same account takes the next hours, never the same). It starts at the current
 * hour, or where the account's clock stands when it is ahead; hours the cron has not done yet are
 * skipped (a sandbox account's time is its own).
 */
export async function advanceDelivery(accountId: string, hours: number): Promise<Advanced> {
  const now = nowMs();
  const here = floorHour(now);
  await ensureClock(db(), accountId, here);
  await clockNotBefore(db(), accountId, here);
  const from = (await clockAt(db(), accountId)) ?? here;
  const limit = now + MAX_LEAD_DAYS * DAY_MS;
  if (from + hours * HOUR_MS > limit)
    throw AdsError.invalid(
      "hours",
      `A sandbox account's delivery may run at most ${MAX_LEAD_DAYS} days ahead of now; this account's has simulated up to ${new Date(from).toISOString()}, so at most ${Math.max(0, Math.floor((limit - from) / HOUR_MS))} more hours can be advanced.`,
    );
  let start: number | null = null;
  let end = from;
  let impressions = 0;
  for (let left = hours; left > 0;) {
    const done = await runHours(db(), accountId, {
      skipLocked: false,
      max: Math.min(left, HOURS_PER_TRANSACTION),
      nowMs: now,
    });
    if (!done) break;
    for (const h of done) {
      start ??= h.hourMs;
      end = h.hourMs + HOUR_MS;
      impressions += h.impressions;
    }
    left -= done.length;
  }
  return {
    account_id: accountId,
    hours,
    start_time: new Date(start ?? from).toISOString(),
    end_time: new Date(end).toISOString(),
    impressions,
  };
}
