import type { Db, Tx } from "@/lib/db/client";
import { SEED } from "@/lib/audiences/population/seed";
import { lockClock, moveClock } from "./clock";
import { campaignsAt, fundingsAt, loadSnapshot, moneyOf, type Snapshot } from "./load";
import { reachedBy } from "./audience";
import { simulateHour } from "./model/hour";
import { dayOf, HOUR_MS, localOf } from "./model/time";
import type { HourIn, LineItemIn } from "./model/types";
import type { SegmentWeights } from "./model/segments";
import { writeHour } from "./write";
import { addPaidEngagement } from "./public-counts";
import { writeStops, type HourStart } from "./stop-writes";
import { writeSegmentDay } from "./segments-write";

export type HourDone = { hourMs: number; impressions: number; spent: number; lineItems: number };

/**
 * Simulates the account's next hours in one transaction: lock the clock, read the account once, then
 * for each hour resolve each line item's audience, run the model, write the facts, totals, charges,
 * the promoted posts' paid engagement (public-counts.ts) and stops (and the day's segments at its
 * last hour), and move the clock on. At most `max` hours, and only hours that end by `untilMs` when
 * given (the cron's rule: hours that are over). Null when nothing was done: another process holds
 * the clock (`skipLocked`) or no hour is due. The model's seed is the population's. A transaction
 * that fails or is killed writes none of its hours.
 */
export async function runHours(
  db: Db,
  accountId: string,
  opts: { skipLocked: boolean; max: number; untilMs?: number; nowMs: number },
): Promise<HourDone[] | null> {
  return db.transaction(async (tx) => {
    const clock = await lockClock(tx, accountId, opts.skipLocked);
    if (!clock) return null;
    const due = (h: number) => opts.untilMs === undefined || h + HOUR_MS <= opts.untilMs;
    if (!due(clock.nextHourMs)) return null;
    const snapshot = await loadSnapshot(tx, accountId);
    const done: HourDone[] = [];
    for (let h = clock.nextHourMs; done.length < opts.max && due(h); h += HOUR_MS) {
      done.push(await simulate(tx, accountId, clock, h, snapshot));
      await moveClock(tx, accountId, h + HOUR_MS, opts.nowMs);
    }
    return done;
  });
}

/** One hour, the clock held (runHours); the snapshot is brought up to date for the next. */
async function simulate(
  tx: Tx,
  accountId: string,
  clock: { timezone: string; sandbox: boolean },
  hourMs: number,
  snapshot: Snapshot,
): Promise<HourDone> {
  const tz = clock.timezone;
  const day = dayOf(tz, hourMs);
  const lastMs = day.firstMs + (day.hours - 1) * HOUR_MS;
  const start: HourStart = {
    fundings: fundingsAt(snapshot, hourMs),
    campaigns: campaignsAt(snapshot, day.date),
    lineItems: [],
  };
  const segments = new Map<string, SegmentWeights | null>();
  const lineItems: LineItemIn[] = [];
  for (const row of snapshot.lineItems) {
    const criteria = snapshot.criteria.get(row.id) ?? [];
    const reached = await reachedBy(tx, accountId, criteria, snapshot.audienceVersions);
    const totals = snapshot.totals.get(row.id);
    const money = moneyOf(row, totals, day.date, row.standard_delivery ?? true);
    segments.set(row.id, reached?.segments ?? null);
    start.lineItems.push({ row, money });
    lineItems.push({
      ...money,
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
      creatives: snapshot.creatives.get(row.id) ?? [],
    });
  }
  const input: HourIn = {
    seed: SEED,
    hourMs,
    localHour: localOf(tz, hourMs).hour,
    hoursLeft: (lastMs - hourMs) / HOUR_MS + 1,
    fundings: start.fundings.filter((f) => f.funds),
    campaigns: start.campaigns,
    lineItems,
  };
  const out = simulateHour(input);
  await writeHour(tx, accountId, hourMs, day.date, out, snapshot);
  // A sandbox account's delivery, run ahead of time on request, never changes what the public sees.
  if (!clock.sandbox) await addPaidEngagement(tx, out.cells, snapshot.creatives);
  await writeStops(tx, accountId, start, out, hourMs < lastMs);
  if (hourMs === lastMs) await writeSegmentDay(tx, accountId, { ...day, lastMs }, segments);
  return {
    hourMs,
    impressions: out.lineItems.reduce((s, l) => s + l.impressions, 0),
    spent: out.lineItems.reduce((s, l) => s + l.spent, 0),
    lineItems: out.lineItems.filter((l) => l.impressions > 0).length,
  };
}
