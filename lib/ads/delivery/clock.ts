import { and, eq, lt } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { adAccounts, adsDeliveryClocks } from "@/lib/db/schema";

/**
 * The account's delivery clock: the first hour it has not simulated. Every simulated hour locks
 * the row, and moves it on in the transaction that writes that hour, so several processes (the
 * cron of one, an advance call on another) simulate each hour exactly once, and a process killed
 * mid-hour leaves the hour to do again, with nothing of it written.
 */
export type LockedClock = { nextHourMs: number; timezone: string; sandbox: boolean };

/** Creates the clock at `startMs` unless it exists. */
export async function ensureClock(db: Db | Tx, accountId: string, startMs: number): Promise<void> {
  const at = new Date(startMs);
  await db
    .insert(adsDeliveryClocks)
    .values({ account_id: accountId, next_hour: at, updated_at: at })
    .onConflictDoNothing();
}

/** The clock, locked for this transaction; null when another holds it and `skipLocked`, or none. */
export async function lockClock(
  tx: Tx,
  accountId: string,
  skipLocked: boolean,
): Promise<LockedClock | null> {
  const [row] = await tx
    .select({
      next: adsDeliveryClocks.next_hour,
      timezone: adAccounts.timezone,
      sandbox: adAccounts.sandbox,
    })
    .from(adsDeliveryClocks)
    .innerJoin(adAccounts, eq(adAccounts.id, adsDeliveryClocks.account_id))
    .where(eq(adsDeliveryClocks.account_id, accountId))
    .for(
      "update",
      skipLocked ? { of: adsDeliveryClocks, skipLocked: true } : { of: adsDeliveryClocks },
    );
  return row
    ? { nextHourMs: row.next.getTime(), timezone: row.timezone, sandbox: row.sandbox }
    : null;
}

export async function moveClock(tx: Tx, accountId: string, toMs: number, nowMs: number) {
  await tx
    .update(adsDeliveryClocks)
    .set({ next_hour: new Date(toMs), updated_at: new Date(nowMs) })
    .where(eq(adsDeliveryClocks.account_id, accountId));
}

/** Brings a clock that stands before `hourMs` up to it, skipping the hours between (one statement). */
export async function clockNotBefore(db: Db | Tx, accountId: string, hourMs: number) {
  await db
    .update(adsDeliveryClocks)
    .set({ next_hour: new Date(hourMs) })
    .where(
      and(
        eq(adsDeliveryClocks.account_id, accountId),
        lt(adsDeliveryClocks.next_hour, new Date(hourMs)),
      ),
    );
}

/** The clock's hour (no lock): where an advance starts. */
export async function clockAt(db: Db | Tx, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ next: adsDeliveryClocks.next_hour })
    .from(adsDeliveryClocks)
    .where(eq(adsDeliveryClocks.account_id, accountId));
  return row ? row.next.getTime() : null;
}
