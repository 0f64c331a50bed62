import { and, eq, gte, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { usageAccounts, usageDaily } from "@/lib/db/schema";
import { cycleBounds, cycleOf, lastDays } from "./cycle";
import { isFamily, PRICES, type Family } from "./prices";
import { TIER_RULES, type Tier } from "./tiers";

/** An app's cycle so far: the counters the caps read and its credit (what the routes report). */
export type CycleState = {
  cycle: string;
  start: Date;
  end: Date;
  readUnits: number;
  postUnits: number;
  costMicros: number;
  freeMicros: number;
  prepaidMicros: number;
};

export async function cycleState(appId: string, tier: Tier, at: Date): Promise<CycleState> {
  const [row] = await db().select().from(usageAccounts).where(eq(usageAccounts.app_id, appId));
  const cycle = cycleOf(at);
  // A row of an earlier cycle counts as an empty one (charge.ts resets it on its next charge).
  const current = row && row.cycle === cycle ? row : undefined;
  return {
    cycle,
    ...cycleBounds(at),
    readUnits: current?.read_units ?? 0,
    postUnits: current?.post_units ?? 0,
    costMicros: current?.cost_micros ?? 0,
    // A new cycle refills the free credit.
    freeMicros: current?.free_balance_micros ?? TIER_RULES[tier].freeCreditMicros,
    prepaidMicros: row?.prepaid_balance_micros ?? 0,
  };
}

export type DayRow = { day: string; family: Family; units: number; costMicros: number };

/** The app's metered rows of the last `days` UTC days up to `at`, oldest first. */
export async function dailyRows(appId: string, at: Date, days: number): Promise<DayRow[]> {
  const [first] = lastDays(at, days);
  const rows = await db()
    .select()
    .from(usageDaily)
    .where(and(eq(usageDaily.app_id, appId), gte(usageDaily.day, first)))
    .orderBy(usageDaily.day, usageDaily.family);
  return rows.flatMap((r) =>
    isFamily(r.family)
      ? [{ day: r.day, family: r.family, units: r.units, costMicros: r.cost_micros }]
      : [],
  );
}

/** Reads per day (what /2/usage/tweets counts), every one of the `days` days present. */
export function readsPerDay(rows: DayRow[], at: Date, days: number) {
  const byDay = new Map<string, number>();
  for (const r of rows)
    if (PRICES[r.family].kind === "read") byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.units);
  return lastDays(at, days).map((day) => ({ day, units: byDay.get(day) ?? 0 }));
}

/**
 * The cycle's cost projected to its end at the pace of its days so far (whole days elapsed, the
 * current one counted): what the console shows beside the cost so far.
 */
export function projectedCost(state: CycleState, at: Date): number {
  const dayMs = 86_400_000;
  const elapsed = Math.max(1, Math.ceil((at.getTime() - state.start.getTime()) / dayMs));
  const total = Math.round((state.end.getTime() - state.start.getTime()) / dayMs);
  return Math.round((state.costMicros / elapsed) * total);
}

/** Adds prepaid credit (the console's sandbox top-up): the row is made when the app has none. */
export async function topUp(appId: string, tier: Tier, micros: number, at: Date): Promise<number> {
  const [row] = await db()
    .insert(usageAccounts)
    .values({
      app_id: appId,
      cycle: cycleOf(at),
      free_balance_micros: TIER_RULES[tier].freeCreditMicros,
      prepaid_balance_micros: micros,
    })
    .onConflictDoUpdate({
      target: usageAccounts.app_id,
      set: { prepaid_balance_micros: sql`${usageAccounts.prepaid_balance_micros} + ${micros}` },
    })
    .returning({ prepaid: usageAccounts.prepaid_balance_micros });
  return row.prepaid;
}
