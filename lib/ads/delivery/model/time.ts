/**
 * Hours and days as the simulator counts them: facts by UTC hour, budgets and segments by the
 * account's local day (its time zone never changes), pacing by its local hour of day.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const floorHour = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-CA", {
        timeZone: tz,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      // An account's zone is checked when it is written; an unknown one counts as UTC.
      f = format("UTC");
    }
    formats.set(tz, f);
  }
  return f;
}

/** The local date (YYYY-MM-DD) and hour of day (0–23) of an instant in a time zone. */
export function localOf(tz: string, ms: number): { date: string; hour: number } {
  const parts = format(tz).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) % 24 };
}

/** The UTC hours of the local day that holds `hourMs`: its first hour and how many it has (23–25). */
export function dayOf(
  tz: string,
  hourMs: number,
): { date: string; firstMs: number; hours: number } {
  const { date } = localOf(tz, hourMs);
  let first = hourMs;
  while (localOf(tz, first - HOUR_MS).date === date && hourMs - first < 26 * HOUR_MS)
    first -= HOUR_MS;
  let last = hourMs;
  while (localOf(tz, last + HOUR_MS).date === date && last - first < 26 * HOUR_MS) last += HOUR_MS;
  return { date, firstMs: first, hours: (last - first) / HOUR_MS + 1 };
}

/** The hours of [fromMs, fromMs + 1 h) inside a flight [start, end): 0 to 1. */
export function flightShare(hourMs: number, startMs: number | null, endMs: number | null): number {
  const lo = Math.max(hourMs, startMs ?? -Infinity);
  const hi = Math.min(hourMs + HOUR_MS, endMs ?? Infinity);
  return hi <= lo ? 0 : (hi - lo) / HOUR_MS;
}
