import type { StatsRecord } from "@/lib/ads/analytics/schema";
import { sum, type Totals } from "./derive";
import { outcome, type Outcome, type ResultKind } from "./results";
import { microsDecimal, toCsv } from "./csv";

/**
 * A segmented answer (an asynchronous job's file: one id_data entry per segment value) as the rows
 * of a breakdown: each value's totals over the range, its result and its share of the impressions,
 * largest first. The segments of one type add up to the entity's totals (the simulator's rule), so
 * shares add up to 100 %.
 */
export type SegmentRow = {
  /** The segment's value as the interface answers it (AGE_25_TO_34). */
  value: string;
  /** The job's own segment_name (lib/ads/analytics/segment-names.ts): "25 to 34". */
  name: string;
  totals: Totals;
  result: Outcome | null;
  /** Share of all segments' impressions, 0 to 1. */
  share: number;
};

export const SEGMENT_LABELS: Record<string, string> = {
  AGE: "Age",
  GENDER: "Gender",
  LOCATIONS: "Country",
  REGIONS: "Region",
  DEVICES: "Device",
  PLATFORMS: "Platform",
  INTERESTS: "Interest",
  KEYWORDS: "Keyword",
};

/** The segment types the console offers, in the order a person would look at them. */
export const SEGMENT_CHOICES = [
  "AGE",
  "GENDER",
  "LOCATIONS",
  "PLATFORMS",
  "DEVICES",
  "INTERESTS",
  "KEYWORDS",
] as const;
export type SegmentChoice = (typeof SEGMENT_CHOICES)[number];

export function segmentRows(records: StatsRecord[], kind: ResultKind | null): SegmentRow[] {
  const byValue = new Map<string, { name: string; totals: Totals }>();
  for (const r of records)
    for (const d of r.id_data) {
      // No segment: the job found no activity at all, which is no segment's.
      if (!d.segment) continue;
      const { segment_value: value, segment_name: name } = d.segment;
      const t: Totals = { ...byValue.get(value)?.totals };
      for (const [metric, series] of Object.entries(d.metrics)) {
        const s = sum(series);
        t[metric] = s == null ? (t[metric] ?? null) : (t[metric] ?? 0) + s;
      }
      byValue.set(value, { name, totals: t });
    }
  const all = [...byValue.values()].reduce((n, v) => n + (v.totals.impressions ?? 0), 0);
  return [...byValue.entries()]
    .map(([value, { name, totals }]) => ({
      value,
      name,
      totals,
      result: outcome(totals, kind),
      share: all ? (totals.impressions ?? 0) / all : 0,
    }))
    .sort((a, b) => b.share - a.share || a.value.localeCompare(b.value));
}

/** The breakdown as a file: each value's numbers, money as exact amounts under the currency's name. */
export function segmentCsv(
  rows: SegmentRow[],
  label: string,
  kind: ResultKind | null,
  currency: string,
) {
  const header = [
    label,
    "Segment value",
    "Share of impressions",
    "Impressions",
    "Engagements",
    `Spend (${currency})`,
  ];
  if (kind) header.push(`Result (${kind.many})`, `${kind.cost} (${currency})`);
  return toCsv(
    header,
    rows.map((r) => [
      r.name,
      r.value,
      (Math.round(r.share * 10000) / 10000).toString(),
      r.totals.impressions ?? 0,
      r.totals.engagements ?? 0,
      microsDecimal(r.totals.billed_charge_local_micro ?? 0),
      ...(kind ? [r.result?.count ?? 0, microsDecimal(r.result?.cost)] : []),
    ]),
  );
}
