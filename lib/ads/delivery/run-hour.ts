import type { Db } from "@/lib/db/client";
import { SEED } from "@/lib/audiences/population/seed";
import { lockClock, moveClock } from "./clock";
import { loadHour, moneyOf } from "./load";
import { reachedBy } from "./audience";
import { simulateHour } from "./model/hour";
import { dayOf, HOUR_MS, localOf } from "./model/time";
import type { HourIn } from "./model/types";
import type { SegmentWeights } from "./model/segments";
import { writeHour } from "./write";
import { writeStops } from "./stop-writes";
import { writeSegmentDay } from "./segments-write";

export type HourDone = { hourMs: number; impressions: number; spent: number; lineItems: number };

/**
 * Simulates the account's next hour in one transaction: lock the clock, read the account, resolve
 * each line item's audience, run the model, write the facts, totals, charges and stops (and the
 * day's segments at its last hour), move the clock on. Null when there is nothing to do: another
 * process holds the clock (`skipLocked`), or the next hour ends after `untilMs` (the cron's rule:
 * only hours that are over). The model's seed is the population's.
 */
export async function runHour(
  db: Db,
  accountId: string,
  opts: { skipLocked: boolean; untilMs?: number; nowMs: number },
): Promise<HourDone | null> {
  return db.transaction(async (tx) => {
    const clock = await lockClock(tx, accountId, opts.skipLocked);
    if (!clock) return null;
    const hourMs = clock.nextHourMs;
    if (opts.untilMs !== undefined && hourMs + HOUR_MS > opts.untilMs) return null;
    const tz = clock.timezone;
    const day = dayOf(tz, hourMs);
    const lastMs = day.firstMs + (day.hours - 1) * HOUR_MS;
    const loaded = await loadHour(tx, accountId, hourMs, day.date);
    const segments = new Map<string, SegmentWeights | null>();
    const input: HourIn = {
      seed: SEED,
      hourMs,
      localHour: localOf(tz, hourMs).hour,
      hoursLeft: (lastMs - hourMs) / HOUR_MS + 1,
      fundings: loaded.fundings.filter((f) => f.funds),
      campaigns: loaded.campaigns,
      lineItems: [],
    };
    for (const { row, totals } of loaded.lineItems) {
      const reached = await reachedBy(
        tx,
        accountId,
        loaded.criteria.get(row.id) ?? [],
        loaded.audienceVersions,
      );
      segments.set(row.id, reached?.segments ?? null);
      input.lineItems.push({
        ...moneyOf(row, totals, day.date, row.standard_delivery ?? true),
        id: row.id,
        campaignId: row.campaign_id,
        objective: row.objective,
        placements: row.placements,
        bidStrategy: row.bid_strategy,
        bidAmount: row.bid_amount_local_micro,
        payBy: row.pay_by,
        frequencyCap: row.frequency_cap,
        durationDays: row.duration_in_days,
        startMs: row.start_time?.getTime() ?? null,
        endMs: row.end_time?.getTime() ?? null,
        audience: reached?.count ?? 0,
        windowStartMs: totals?.window_start?.getTime() ?? null,
        windowImpressions: totals?.window_impressions ?? 0,
        creatives: loaded.creatives.get(row.id) ?? [],
      });
    }
    const out = simulateHour(input);
    const totals = new Map(loaded.lineItems.map((l) => [l.row.id, l.totals]));
    for (const c of loaded.campaigns) totals.set(c.id, c.totals);
    await writeHour(tx, accountId, hourMs, day.date, out, totals);
    await writeStops(tx, accountId, loaded, out, day.date, hourMs < lastMs);
    if (hourMs === lastMs) await writeSegmentDay(tx, accountId, { ...day, lastMs }, segments);
    await moveClock(tx, accountId, hourMs + HOUR_MS, opts.nowMs);
    return {
      hourMs,
      impressions: out.lineItems.reduce((s, l) => s + l.impressions, 0),
      spent: out.lineItems.reduce((s, l) => s + l.spent, 0),
      lineItems: out.lineItems.filter((l) => l.impressions > 0).length,
    };
  });
}
