import type { CreativeType } from "../../lib/db/schema/ads-metrics";

/**
 * A small deterministic writer of delivery facts (ads_metric_hours, ads_metric_segment_days) for the
 * analytics suites, in place of the delivery simulator: the suites know every number they wrote, so
 * they check the interface's sums, intervals and nulls against their own. Numbers come from a hash
 * of the line item, creative, placement and hour: the same call writes the same facts.
 */
const HOUR = 3_600_000;

export type FactTarget = {
  account_id: string;
  funding_instrument_id: string;
  campaign_id: string;
  line_item_id: string;
  creative_type: CreativeType;
  creative_id: string;
  placement: string;
};

export type HourFact = FactTarget & {
  hour: Date;
  audience_size: number;
  impressions: number;
  engagements: number;
  clicks: number;
  url_clicks: number;
  likes: number;
  retweets: number;
  replies: number;
  follows: number;
  billed_engagements: number;
  billed_charge_local_micro: number;
  video_total_views: number;
};

/** FNV-1a of the text: small, stable, no dependency. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The facts of `target` for each whole hour from `start` (ms) for `hours` hours. */
export function hourFacts(target: FactTarget, start: number, hours: number): HourFact[] {
  return Array.from({ length: hours }, (_, k) => {
    const at = start + k * HOUR;
    const h = hash(`${target.line_item_id}|${target.creative_id}|${target.placement}|${at}`);
    const impressions = 100 + (h % 900);
    const engagements = Math.floor(impressions / 20) + (h % 7);
    const clicks = Math.floor(engagements / 2);
    const video = target.creative_type === "MEDIA_CREATIVE";
    return {
      ...target,
      hour: new Date(at),
      audience_size: 10_000 + (h % 5_000),
      impressions,
      engagements,
      clicks,
      url_clicks: Math.floor(clicks / 2),
      likes: engagements - clicks,
      retweets: h % 3,
      replies: (h >> 3) % 2,
      follows: 0,
      billed_engagements: engagements,
      billed_charge_local_micro: engagements * 150_000,
      video_total_views: video ? Math.floor(impressions / 4) : 0,
    };
  });
}

/** Writes the facts in the test's own process (the in-process app's database), in bounded statements. */
export async function writeHourFacts(rows: HourFact[]): Promise<void> {
  const { db } = await import("../../lib/db/client");
  const { adsMetricHours } = await import("../../lib/db/schema");
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insert(adsMetricHours)
      .values(rows.slice(i, i + 500));
}

/** The sum of one metric over the rows that `keep` keeps. */
export function sumOf(rows: HourFact[], metric: keyof HourFact, keep: (r: HourFact) => boolean) {
  return rows.filter(keep).reduce((total, r) => total + Number(r[metric]), 0);
}

export type SegmentDayFact = Omit<FactTarget, "creative_type"> & {
  day: string;
  segment_type: string;
  segment_value: string;
  impressions: number;
  engagements: number;
  billed_charge_local_micro: number;
};

/** One row per day (YYYY-MM-DD, the account's) and value of one segment type. */
export function segmentDayFacts(
  target: FactTarget,
  days: string[],
  segment_type: string,
  values: string[],
): SegmentDayFact[] {
  const { creative_type: _, ...where } = target;
  return days.flatMap((day) =>
    values.map((segment_value) => {
      const h = hash(`${target.line_item_id}|${day}|${segment_type}|${segment_value}`);
      const impressions = 1_000 + (h % 9_000);
      const engagements = Math.floor(impressions / 25);
      return {
        ...where,
        day,
        segment_type,
        segment_value,
        impressions,
        engagements,
        billed_charge_local_micro: engagements * 150_000,
      };
    }),
  );
}

export async function writeSegmentFacts(rows: SegmentDayFact[]): Promise<void> {
  const { db } = await import("../../lib/db/client");
  const { adsMetricSegmentDays } = await import("../../lib/db/schema");
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insert(adsMetricSegmentDays)
      .values(rows.slice(i, i + 500));
}
