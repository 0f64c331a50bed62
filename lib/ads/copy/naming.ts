import { instantMs, type Instant } from "@/lib/db/decode";

/** What a copy's name ends with. */
export const COPY_SUFFIX = " (copy)";

/**
 * The copy's name: the original's with " (copy)" after it, the original cut short (by whole code points,
 * never half an emoji) so that the result stays within `max` UTF-16 units, as the name's own schema
 * counts (kernel/fields.ts str()). A line item without a name stays without one.
 */
export function copyName(name: string | null, max: number): string | null {
  if (name === null) return null;
  const points = Array.from(name.trim());
  while (points.join("").length + COPY_SUFFIX.length > max) points.pop();
  return `${points.join("").trimEnd()}${COPY_SUFFIX}`;
}

/** A row's time column as an Instant (Date from a drizzle read, string from a raw one), else null. */
export const instantOf = (v: unknown): Instant | null =>
  v instanceof Date || typeof v === "string" ? v : null;

export type Flight = { start_time: Instant | null; end_time: Instant | null };

/**
 * A copy's flight: the original's, unless it started already. A new line item may not start in the
 * past (line-items/rules.ts checkNewStartTime), so the copy then starts at the next whole minute and
 * keeps the flight's length (its end moves by the same amount). Times are ISO 8601 strings, as the
 * create parameters take them.
 */
export function copyFlight(f: Flight, now = Date.now()): { start?: string; end?: string } {
  const iso = (ms: number) => new Date(ms).toISOString();
  if (f.start_time == null) return f.end_time == null ? {} : { end: iso(instantMs(f.end_time)) };
  const start = instantMs(f.start_time);
  const end = f.end_time == null ? null : instantMs(f.end_time);
  if (start >= now) return { start: iso(start), ...(end === null ? {} : { end: iso(end) }) };
  const moved = Math.ceil(now / 60_000) * 60_000;
  return { start: iso(moved), ...(end === null ? {} : { end: iso(end + (moved - start)) }) };
}

/** A copy never starts spending by itself: PAUSED, except that a DRAFT (which never spends) stays one. */
export const copyStatus = (status: string): "PAUSED" | "DRAFT" =>
  status === "DRAFT" ? "DRAFT" : "PAUSED";
