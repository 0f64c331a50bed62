import { TZDate } from "@date-fns/tz";

/**
 * Times travel as UTC ISO 8601; people read and type them in the ad account's time zone (the
 * account record's `timezone`), never the browser's, so a flight date reads the same everywhere.
 * <input type="datetime-local"> holds wall time without a zone ("YYYY-MM-DDTHH:mm"): these turn
 * that wall time in a named zone into an instant and back. Without a zone the browser's is used
 * (console pages that belong to no account: apps, connections).
 */
const pad = (n: number) => String(n).padStart(2, "0");

const instant = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const d = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
};

/** An instant -> "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone`. */
export function toZonedInput(value: string | Date | null | undefined, timeZone?: string): string {
  const d = instant(value);
  if (!d) return "";
  const z = timeZone ? new TZDate(d.getTime(), timeZone) : d;
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}T${pad(z.getHours())}:${pad(z.getMinutes())}`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** "YYYY-MM-DDTHH:mm" (or a bare date, midnight) read in `timeZone` -> UTC ISO 8601; undefined if empty or unreadable. */
export function fromZonedInput(value: string, timeZone?: string): string | undefined {
  const m = WALL.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4] ?? "0", m[5] ?? "0"].map(Number);
  const date = timeZone ? TZDate.tz(timeZone, y, mo - 1, d, h, mi) : new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(date.getTime()) ? undefined : isoSeconds(new Date(date.getTime()));
}

/** ISO without milliseconds, the form the API's examples use (2026-11-21T05:00:00Z). */
export const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

const HOUR = 3_600_000;
export const ceilHour = (d: Date) => new Date(Math.ceil(d.getTime() / HOUR) * HOUR);
export const floorHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);

function format(value: string | null | undefined, options: Intl.DateTimeFormatOptions) {
  if (!value) return "";
  const d = instant(value);
  // An unparsable value is shown as it came rather than as "Invalid Date".
  return d ? new Intl.DateTimeFormat(undefined, options).format(d) : value;
}

/** "Nov 21, 2026" in the zone (the account's for advertising records). */
export const formatDay = (value: string | null | undefined, timeZone?: string) =>
  format(value, { dateStyle: "medium", timeZone });

/** "Nov 21, 2026, 9:00 AM" in the zone. */
export const formatDateTime = (value: string | null | undefined, timeZone?: string) =>
  format(value, { dateStyle: "medium", timeStyle: "short", timeZone });

/** Today as YYYY-MM-DD on the zone's calendar, the default for date filters. */
export const todayInput = (timeZone?: string) => toZonedInput(new Date(), timeZone).slice(0, 10);
