import type { MetricName } from "@/lib/ads/analytics/metric-groups";

/**
 * What the console derives from the analytics interface's metrics (FACTS.md, "Advertising
 * interface: analytics"): totals of a series, the cost ratios advertisers read (CPM, cost per
 * engagement, per link click, per view) and an objective's result and its cost. Money stays in
 * integer micros of the funding instrument's currency; a ratio with nothing to divide by is null
 * (shown as a dash), never 0 or Infinity.
 */
export type Series = number[] | null;
/** Totals by metric name (the answer's names, MetricName); absent is the same as null. */
export type Totals = Record<string, number | null | undefined>;

/** The metrics the console shows, in the order its tables and files list them. */
export const SHOWN = [
  "impressions",
  "engagements",
  "billed_charge_local_micro",
  "clicks",
  "url_clicks",
  "app_clicks",
  "retweets",
  "replies",
  "likes",
  "follows",
  "video_total_views",
] as const satisfies readonly MetricName[];
export type Shown = (typeof SHOWN)[number];

export const METRIC_LABELS: Record<Shown, string> = {
  impressions: "Impressions",
  engagements: "Engagements",
  billed_charge_local_micro: "Spend",
  clicks: "Clicks",
  url_clicks: "Link clicks",
  app_clicks: "App clicks",
  retweets: "Reposts",
  replies: "Replies",
  likes: "Likes",
  follows: "Follows",
  video_total_views: "Video views",
};

/** A series' sum; null when every interval is null (no activity at all, as the interface says). */
export function sum(series: Series | undefined): number | null {
  if (!series) return null;
  let total: number | null = null;
  for (const v of series) if (v != null) total = (total ?? 0) + v;
  return total;
}

/** Adds two totals metric by metric; null only where both are null. */
export function addTotals(a: Totals, b: Totals): Totals {
  const out: Totals = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = v == null ? (out[k] ?? null) : (out[k] ?? 0) + v;
  return out;
}

/** spend ÷ count × per, rounded to whole micros; null when there is nothing to divide by. */
export function costPer(
  spend: number | null | undefined,
  count: number | null | undefined,
  per = 1,
) {
  if (spend == null || !count) return null;
  return Math.round((spend * per) / count);
}

export const spendOf = (t: Totals) => t.billed_charge_local_micro ?? null;
/** Cost per 1,000 impressions. */
export const cpm = (t: Totals) => costPer(spendOf(t), t.impressions, 1000);
/** Cost per engagement. */
export const cpe = (t: Totals) => costPer(spendOf(t), t.engagements);
/** Cost per link click. */
export const cplc = (t: Totals) => costPer(spendOf(t), t.url_clicks);
/** Cost per video view. */
export const cpv = (t: Totals) => costPer(spendOf(t), t.video_total_views);
