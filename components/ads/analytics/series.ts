import type { StatsRecord } from "@/lib/ads/analytics/schema";
import { addDays, midnight, type Range } from "./date-range";
import { sum, type Series, type Totals } from "./derive";

/**
 * The analytics interface's answers as the console draws them. A range longer than the synchronous
 * operation's seven days is asked for in parts (date-range.ts, syncParts); the parts' series join
 * end to end into the range's. A metric with no activity in a part is null there: it joins as that
 * many zeros, and stays null only when it is null in every part.
 */
export type Granularity = "HOUR" | "DAY";
export type EntityMetrics = Record<string, Series>;
const HOUR = 3_600_000;

/** How many intervals of the granularity a part of whole days has (23 or 25 hours on DST days). */
export function intervals(part: { start: string; end: string }, g: Granularity | "TOTAL") {
  if (g === "TOTAL") return 1;
  const hours = Math.round((Date.parse(part.end) - Date.parse(part.start)) / HOUR);
  return g === "HOUR" ? hours : Math.round(hours / 24);
}

/** Where each interval of the range starts: every hour, or every midnight on the account's calendar. */
export function intervalStarts(r: Range, g: Granularity, timeZone: string): string[] {
  if (g === "DAY")
    return Array.from({ length: r.days }, (_, i) => midnight(addDays(r.from, i), timeZone));
  const start = Date.parse(r.start);
  return Array.from({ length: intervals(r, "HOUR") }, (_, i) =>
    new Date(start + i * HOUR).toISOString().replace(/\.\d{3}Z$/, "Z"),
  );
}

/** Parts' series of one metric, end to end. */
export function joinSeries(parts: { series: Series | undefined; length: number }[]): Series {
  if (parts.every((p) => !p.series)) return null;
  return parts.flatMap((p) => (p.series ? [...p.series] : Array<number>(p.length).fill(0)));
}

/** Two placements' series of one metric, interval by interval; null only when both are. */
export function addSeries(a: Series | undefined, b: Series | undefined): Series {
  if (!a || !b) return a ?? b ?? null;
  return a.map((v, i) => v + (b[i] ?? 0));
}

/** Records of the same entities for several placements as one record per entity (their sum). */
export function addPlacements(answers: StatsRecord[][]): StatsRecord[] {
  const byId = new Map<string, EntityMetrics>();
  for (const r of answers.flat()) {
    const metrics = { ...byId.get(r.id) };
    for (const [name, series] of Object.entries(r.id_data[0]?.metrics ?? {}))
      metrics[name] = addSeries(metrics[name], series);
    byId.set(r.id, metrics);
  }
  return [...byId].map(([id, metrics]) => ({ id, id_data: [{ segment: null, metrics }] }));
}

/**
 * Each entity's metrics over the whole range, from one answer per part (unsegmented: each record's
 * first id_data). An entity missing from a part had nothing there.
 */
export function joinAnswers(
  answers: StatsRecord[][],
  lengths: number[],
): Map<string, EntityMetrics> {
  const ids = new Set(answers.flatMap((a) => a.map((r) => r.id)));
  const names = new Set(
    answers.flatMap((a) => a.flatMap((r) => r.id_data.flatMap((d) => Object.keys(d.metrics)))),
  );
  const out = new Map<string, EntityMetrics>();
  for (const id of ids) {
    const metrics: EntityMetrics = {};
    const rows = answers.map((a) => a.find((r) => r.id === id)?.id_data[0]?.metrics);
    for (const name of names)
      metrics[name] = joinSeries(rows.map((m, i) => ({ series: m?.[name], length: lengths[i] })));
    out.set(id, metrics);
  }
  return out;
}

/** An entity's totals over the range, metric by metric. */
export function totalsOf(metrics: EntityMetrics | undefined): Totals {
  const out: Record<string, number | null> = {};
  for (const [name, series] of Object.entries(metrics ?? {})) out[name] = sum(series);
  return out;
}

export type Point = { at: string; values: Record<string, number> };

/** One point per interval, each metric's value there (0 where the series is null). */
export function toPoints(metrics: EntityMetrics, starts: string[]): Point[] {
  return starts.map((at, i) => {
    const values: Record<string, number> = {};
    for (const [name, series] of Object.entries(metrics)) values[name] = series?.[i] ?? 0;
    return { at, values };
  });
}
