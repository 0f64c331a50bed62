import { HOUR } from "@/lib/ads/insights/schema";

/** The form's values: keywords as typed (comma-separated), the range as whole days back from this hour. */
export type InsightsValues = {
  keywords: string;
  negative_keywords: string;
  location: string;
  granularity: "DAY" | "HOUR";
  days: string;
};

/** What people typed -> the interface's parameters (insights/keywords/search), times whole UTC hours. */
export function insightsQuery(v: InsightsValues, now = Date.now()): Record<string, string> {
  const end = Math.floor(now / HOUR) * HOUR;
  const days = Number(v.days) || 1;
  return {
    granularity: v.granularity,
    keywords: v.keywords,
    ...(v.negative_keywords.trim() ? { negative_keywords: v.negative_keywords } : {}),
    start_time: new Date(end - days * 24 * HOUR).toISOString(),
    end_time: new Date(end).toISOString(),
    ...(v.location ? { location: v.location } : {}),
  };
}

export type VolumePoint = { at: string; volume: number };

/** One point per interval from start_time, DAY or HOUR wide. */
export function volumePoints(
  startIso: string,
  granularity: string,
  volumes: number[],
): VolumePoint[] {
  const step = granularity === "DAY" ? 24 * HOUR : HOUR;
  const start = new Date(startIso).getTime();
  return volumes.map((volume, i) => ({ at: new Date(start + i * step).toISOString(), volume }));
}

/** The chart in one sentence: total, peak and where it is. */
export function volumeSummary(points: VolumePoint[], label: (iso: string) => string): string {
  if (!points.length) return "No intervals in this range.";
  const total = points.reduce((n, p) => n + p.volume, 0);
  const peak = points.reduce((a, b) => (b.volume > a.volume ? b : a));
  const fmt = new Intl.NumberFormat("en-US");
  return `${fmt.format(total)} posts in ${points.length} intervals; the most, ${fmt.format(peak.volume)}, at ${label(peak.at)}.`;
}
