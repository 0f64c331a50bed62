import type { SEGMENTATION_TYPES } from "../../analytics/schema";
import { METRIC_NAMES } from "./metrics";

/**
 * A day's facts split over the values of one segment type, in proportion to how the people reached
 * are spread over them, so that the segments of one type add up exactly to the day's facts. Each
 * metric is split with the largest remainders, and never above what its parent metric got in the
 * same segment (clicks within engagements, quartiles within views), so a segment reads as a fact does.
 */
export { SEGMENTATION_TYPES as SEGMENT_TYPES } from "../../analytics/schema";
export type SegmentType = (typeof SEGMENTATION_TYPES)[number];

/** Weight of each value of each segment type among the people reached. */
export type SegmentWeights = ReadonlyMap<SegmentType, ReadonlyMap<string, number>>;

const PARENT: Record<string, string> = {
  engagements: "impressions",
  qualified_impressions: "impressions",
  clicks: "engagements",
  url_clicks: "clicks",
  app_clicks: "clicks",
  retweets: "engagements",
  replies: "engagements",
  likes: "engagements",
  follows: "engagements",
  card_engagements: "engagements",
  carousel_swipes: "engagements",
  billed_engagements: "engagements",
  video_total_views: "impressions",
  video_views_25: "video_total_views",
  video_views_50: "video_views_25",
  video_views_75: "video_views_50",
  video_views_100: "video_views_75",
  video_3s100pct_views: "video_total_views",
  video_6s_views: "video_total_views",
  video_15s_views: "video_6s_views",
};
// Parents before children; the charge follows the billed events (or the impressions).
const ORDER = [
  "impressions",
  ...METRIC_NAMES.filter((m) => m !== "impressions" && m !== "billed_charge_local_micro"),
].sort((a, b) => depth(a) - depth(b));
function depth(m: string): number {
  return PARENT[m] ? 1 + depth(PARENT[m]) : 0;
}

/** `total` over weights, largest remainders first, no part above its cap (caps add up to ≥ total). */
export function splitCapped(total: number, weights: readonly number[], caps?: readonly number[]) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const n = weights.length;
  const limit = (i: number) => (caps ? caps[i] : Infinity);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x, i) => Math.min(limit(i), Math.floor(x)));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = [...Array(n).keys()].sort(
    (a, b) => exact[b] - Math.floor(exact[b]) - (exact[a] - Math.floor(exact[a])) || a - b,
  );
  while (left > 0) {
    let moved = false;
    for (const i of order) {
      if (left <= 0) break;
      if (parts[i] < limit(i)) {
        parts[i]++;
        left--;
        moved = true;
      }
    }
    if (!moved) break; // caps below the total: cannot happen for facts (a parent ≥ its child)
  }
  return parts;
}

/** One day's facts of one cell split over the values of one segment type. */
export function splitDay(
  facts: Readonly<Record<string, number>>,
  weights: ReadonlyMap<string, number>,
): Map<string, Record<string, number>> {
  const values = [...weights.keys()];
  const w = values.map((v) => weights.get(v) ?? 0);
  const parts: Record<string, number[]> = {};
  for (const m of ORDER) {
    const parent = PARENT[m];
    parts[m] = splitCapped(facts[m] ?? 0, w, parent ? parts[parent] : undefined);
  }
  // Money follows what was billed: billed events, or the impressions when impressions are billed.
  const basis = (facts.billed_engagements ?? 0) > 0 ? parts.billed_engagements : parts.impressions;
  parts.billed_charge_local_micro = splitCapped(facts.billed_charge_local_micro ?? 0, basis);
  const out = new Map<string, Record<string, number>>();
  values.forEach((v, i) => {
    const row: Record<string, number> = {};
    for (const m of METRIC_NAMES) row[m] = parts[m]?.[i] ?? 0;
    if (row.impressions > 0 || row.billed_charge_local_micro > 0) out.set(v, row);
  });
  return out;
}
