/**
 * Days in an account's time zone, for DAY granularity: a day there is 23, 24 or 25 UTC hours (daylight
 * saving time), so a day's bounds are found, never assumed to be 24 hours apart. Intl's time zone
 * data, so the same in the browser (the console's date pickers) as on the server.
 */
const HOUR = 3_600_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at `ms`: its fields, as a UTC instant (for arithmetic on dates). */
function wall(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of format(timeZone).formatToParts(ms)) p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
}

/** The local date (YYYY-MM-DD) of an instant in the time zone. */
export function localDate(ms: number, timeZone: string): string {
  return new Date(wall(ms, timeZone)).toISOString().slice(0, 10);
}

/** The UTC instant of midnight starting `date` (YYYY-MM-DD) in the time zone. */
export function midnightOf(date: string, timeZone: string): number {
  const target = Date.parse(`${date}T00:00:00Z`);
  // The offset at a guess, then at the instant it gives: two steps settle any offset change.
  let ms = target - (wall(target, timeZone) - target);
  ms = target - (wall(ms, timeZone) - ms);
  return ms;
}

/** Whether the instant is midnight in the time zone. */
export function isLocalMidnight(ms: number, timeZone: string): boolean {
  return wall(ms, timeZone) % (24 * HOUR) === 0;
}

/** The next midnight after `ms` in the time zone. */
export function nextMidnight(ms: number, timeZone: string): number {
  const next = new Date(Date.parse(`${localDate(ms, timeZone)}T00:00:00Z`) + 24 * HOUR);
  return midnightOf(next.toISOString().slice(0, 10), timeZone);
}

/** The local days from `start` to `end` (both midnights there): each day's first instant, then `end`. */
export function dayBounds(start: number, end: number, timeZone: string): number[] {
  const bounds = [start];
  while (bounds[bounds.length - 1] < end)
    bounds.push(nextMidnight(bounds[bounds.length - 1], timeZone));
  return bounds;
}
