import { and, eq, getTableColumns, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import type { PgColumn } from "drizzle-orm/pg-core";
import { adsMetricHours } from "@/lib/db/schema";
import { insertMetricRows, type MetricRow } from "./metric-rows";
import { METRIC_NAMES } from "./model/metrics";
import { splitDay, type SegmentWeights } from "./model/segments";
import { loadCriteria } from "./load-attached";
import { reachedBy } from "./audience";

const columns: Record<string, PgColumn> = getTableColumns(adsMetricHours);
const sums: Record<string, SQL<number>> = Object.fromEntries(
  METRIC_NAMES.map((m) => [m, sql<number>`coalesce(sum(${columns[m]}), 0)`.mapWith(Number)]),
);
const SEGMENT_KEYS = [
  ["account_id", "text"],
  ["funding_instrument_id", "text"],
  ["campaign_id", "text"],
  ["line_item_id", "text"],
  ["creative_id", "text"],
  ["placement", "text"],
  ["day", "date"],
  ["segment_type", "text"],
  ["segment_value", "text"],
] as const;

/**
 * At the last hour of the account's local day, in that hour's transaction: the day's facts of each
 * line item, creative and placement, split over each segment type's values by the people the line
 * item reaches (its audience's sample, people.ts), so each type's segments add up to the day.
 * `known` holds the audiences the hour resolved; a line item that served earlier in the day and is
 * no longer active has its targeting resolved here.
 */
export async function writeSegmentDay(
  tx: Tx,
  accountId: string,
  day: { date: string; firstMs: number; lastMs: number },
  known: ReadonlyMap<string, SegmentWeights | null>,
): Promise<number> {
  const facts = await tx
    .select({
      line_item_id: adsMetricHours.line_item_id,
      creative_id: adsMetricHours.creative_id,
      placement: adsMetricHours.placement,
      campaign_id: adsMetricHours.campaign_id,
      funding_instrument_id: adsMetricHours.funding_instrument_id,
      ...sums,
    })
    .from(adsMetricHours)
    .where(
      and(
        eq(adsMetricHours.account_id, accountId),
        gte(adsMetricHours.hour, new Date(day.firstMs)),
        lte(adsMetricHours.hour, new Date(day.lastMs)),
      ),
    )
    .groupBy(
      adsMetricHours.line_item_id,
      adsMetricHours.creative_id,
      adsMetricHours.placement,
      adsMetricHours.campaign_id,
      adsMetricHours.funding_instrument_id,
    );
  if (!facts.length) return 0;
  const weights = new Map(known);
  const missing = [...new Set(facts.map((f) => f.line_item_id))].filter((id) => !weights.get(id));
  if (missing.length) {
    const { criteria, audienceVersions } = await loadCriteria(tx, missing);
    for (const id of missing) {
      const r = await reachedBy(tx, accountId, criteria.get(id) ?? [], audienceVersions);
      // Targeting that no longer resolves: described by everyone (the untargeted audience).
      weights.set(
        id,
        (r ?? (await reachedBy(tx, accountId, [], audienceVersions)))?.segments ?? null,
      );
    }
  }
  const rows: MetricRow[] = [];
  for (const f of facts) {
    const segments = weights.get(f.line_item_id);
    if (!segments) continue;
    const keys = [accountId, f.funding_instrument_id, f.campaign_id, f.line_item_id];
    for (const [type, values] of segments)
      for (const [value, metrics] of splitDay(metricsOf(f), values))
        rows.push({ keys: [...keys, f.creative_id, f.placement, day.date, type, value], metrics });
  }
  await insertMetricRows(tx, "ads_metric_segment_days", SEGMENT_KEYS, rows);
  return rows.length;
}

/** The summed metrics of a fact row, by name. */
function metricsOf(f: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(METRIC_NAMES.map((m) => [m, Number(f[m] ?? 0)]));
}
