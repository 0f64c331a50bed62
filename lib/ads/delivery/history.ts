import { db } from "@/lib/db/client";
import { ensureClock } from "./clock";
import { runHours } from "./run-hour";
import { floorHour, HOUR_MS } from "./model/time";

/**
 * Past delivery for an account that has none (the demo seed): its clock starts `hours` hours before
 * the current one and every hour that is over is simulated, as the cron would have done had it run
 * then. Returns the hours simulated.
 */
export async function simulatePast(
  accountId: string,
  hours: number,
  nowMs: number,
): Promise<number> {
  await ensureClock(db(), accountId, floorHour(nowMs) - hours * HOUR_MS);
  // One transaction: the seed's hours are all written, or none.
  const done = await runHours(db(), accountId, {
    skipLocked: false,
    max: hours,
    untilMs: nowMs,
    nowMs,
  });
  return done?.length ?? 0;
}
