import { AdsError } from "../../ads-kernel/errors";
import { dayBounds, isLocalMidnight, localDate, midnightOf, nextMidnight } from "./zone";
import type { GRANULARITIES } from "./schema";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type Granularity = (typeof GRANULARITIES)[number];

/** A range of whole hours cut into the answer's intervals: `bounds[k]` to `bounds[k + 1]`. */
export type StatsWindow = { start: number; end: number; bounds: number[] };

type Question = { start_time: Date; end_time: Date; granularity: Granularity };

/**
 * The rules across the time parameters (the schema checked each is a whole hour): end after start,
 * at most `maxDays` apart, and with DAY both at midnight in the account's time zone, since a day is
 * the account's day. Each refusal names the parameter at fault and says what would be accepted.
 */
export function statsWindow(q: Question, timeZone: string, maxDays: number, use = ""): StatsWindow {
  const start = q.start_time.getTime();
  const end = q.end_time.getTime();
  if (end <= start)
    throw AdsError.invalid(
      "end_time",
      `end_time must be after start_time (it is exclusive); got ${iso(end)} for a start_time of ${iso(start)}.`,
    );
  if (end - start > maxDays * DAY && localDays(start, end, timeZone) > maxDays)
    throw AdsError.invalid(
      "end_time",
      `At most ${maxDays} days from start_time to end_time${use}; got ${((end - start) / DAY).toFixed(2)} days.`,
    );
  if (q.granularity === "DAY") {
    for (const [name, at] of [
      ["start_time", start],
      ["end_time", end],
    ] as const)
      if (!isLocalMidnight(at, timeZone)) {
        const before = midnightOf(localDate(at, timeZone), timeZone);
        throw AdsError.invalid(
          name,
          `With granularity DAY, ${name} must be midnight in the account's time zone (${timeZone}), such as ${iso(before)} or ${iso(nextMidnight(at, timeZone))}; got ${iso(at)}.`,
        );
      }
    return { start, end, bounds: dayBounds(start, end, timeZone) };
  }
  if (q.granularity === "TOTAL") return { start, end, bounds: [start, end] };
  const bounds: number[] = [];
  for (let t = start; t <= end; t += HOUR) bounds.push(t);
  return { start, end, bounds };
}

/** Days of the account between two of its midnights (one may have 25 hours); else Infinity. */
function localDays(start: number, end: number, timeZone: string): number {
  if (!isLocalMidnight(start, timeZone) || !isLocalMidnight(end, timeZone)) return Infinity;
  return dayBounds(start, end, timeZone).length - 1;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
