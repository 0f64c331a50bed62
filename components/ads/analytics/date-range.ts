import { TZDate } from "@date-fns/tz";

/**
 * The date range of the console's metrics: whole days on the account's calendar, from the midnight
 * of the first day to the midnight after the last (end exclusive, as the analytics interface reads
 * it), so every range is valid for DAY granularity. Days are "YYYY-MM-DD" on that calendar; instants
 * are UTC ISO 8601 without milliseconds.
 */
export const PRESETS = ["today", "yesterday", "last_7_days", "last_30_days", "custom"] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  today: "Today",
  yesterday: "Yesterday",
  last_7_days: "Last 7 days",
  last_30_days: "Last 30 days",
  custom: "Custom range",
};

/** The longest range the console asks for: the interface's asynchronous limit. */
export const MAX_RANGE_DAYS = 90;
/** The synchronous stats operation's longest range; longer ranges are asked for in parts. */
export const SYNC_DAYS = 7;

export type DayRange = { from: string; to: string };
export type Range = DayRange & { start: string; end: string; days: number };

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day of an instant in the zone. */
export function dayOf(at: Date | string | number, timeZone: string): string {
  const z = new TZDate(new Date(at).getTime(), timeZone);
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
}

/** A day `n` days after `day` (negative: before), by the calendar (no time zone involved). */
export function addDays(day: string, n: number): string {
  const m = DAY_RE.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n));
  return d.toISOString().slice(0, 10);
}

/** Midnight starting `day` in the zone, as a UTC instant. */
export function midnight(day: string, timeZone: string): string {
  const m = DAY_RE.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  const at = TZDate.tz(timeZone, Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, 0);
  return new Date(at.getTime()).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** Days from `from` to `to`, both counted. */
export const dayCount = (r: DayRange) =>
  Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000) +
  1;

/** A preset's days, counted back from today on the account's calendar (today included). */
export function presetDays(preset: Exclude<Preset, "custom">, today: string): DayRange {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "last_7_days":
      return { from: addDays(today, -6), to: today };
    case "last_30_days":
      return { from: addDays(today, -29), to: today };
  }
}

/** What is wrong with a custom range, by field; null when it can be asked for. */
export function rangeProblem(r: { from: string; to: string }): {
  field: "from" | "to";
  message: string;
} | null {
  if (!DAY_RE.test(r.from)) return { field: "from", message: "Enter the first day" };
  if (!DAY_RE.test(r.to)) return { field: "to", message: "Enter the last day" };
  if (r.to < r.from) return { field: "to", message: "The last day cannot be before the first" };
  if (dayCount(r) > MAX_RANGE_DAYS)
    return { field: "to", message: `Choose at most ${MAX_RANGE_DAYS} days` };
  return null;
}

/** The instants of a valid day range in the zone (midnights, so DST days are 23 or 25 hours). */
export function toRange(r: DayRange, timeZone: string): Range {
  return {
    ...r,
    start: midnight(r.from, timeZone),
    end: midnight(addDays(r.to, 1), timeZone),
    days: dayCount(r),
  };
}

/** The range in parts of at most SYNC_DAYS days, each starting and ending at a midnight. */
export function syncParts(r: Range, timeZone: string): { start: string; end: string }[] {
  const parts = [];
  for (let from = r.from; from <= r.to; from = addDays(from, SYNC_DAYS)) {
    const last = addDays(from, SYNC_DAYS - 1);
    const to = last < r.to ? last : r.to;
    parts.push({ start: midnight(from, timeZone), end: midnight(addDays(to, 1), timeZone) });
  }
  return parts;
}
