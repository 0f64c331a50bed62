import { z } from "zod";

/** Time parameters of the advertising interface (fields.ts re-exports them). */
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const EXAMPLE_TIME = "2026-12-01T00:00:00Z";
const MAX_TIME_LENGTH = 64;
/** Years a time may have: from the Unix epoch to the last four-digit year, all of which PostgreSQL stores. */
const TIME_YEARS = { min: 1970, max: 9999 } as const;

/**
 * ISO 8601 date (midnight UTC) or date-time, normalised to a UTC Date; a time without an offset is UTC.
 * The written fields must exist as written: Date would roll 2026-02-31 over to March 3 and 24:00 to the
 * next day, and PostgreSQL refuses year 0, so those are parameter errors here instead of wrong data or a 500.
 */
export function parseIsoTime(s: string): { date: Date } | { error: string } {
  const m = ISO_TIME.exec(s);
  if (!m) return { error: `Expected an ISO 8601 time such as ${EXAMPLE_TIME}, got "${s}"` };
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4] ?? "0", m[5] ?? "0", m[6] ?? "0"].map(
    Number,
  );
  if (y < TIME_YEARS.min || y > TIME_YEARS.max)
    return { error: `Expected a year from ${TIME_YEARS.min} to ${TIME_YEARS.max}, got "${s}"` };
  const ms = Number((m[7] ?? ".").slice(1).padEnd(3, "0").slice(0, 3));
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, sec, ms));
  const asWritten = [
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  ];
  if (asWritten.join() !== [y, mo, d, h, mi, sec].join())
    return {
      error: `"${s}" is not a real date and time (month 01-12, a day the month has, hours 00-23, minutes and seconds 00-59)`,
    };
  let offsetMin = 0;
  const zone = m[8];
  if (zone && zone !== "Z") {
    const [oh, om] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
    if (oh > 23 || om > 59) return { error: `"${s}" has an invalid UTC offset ${zone}` };
    offsetMin = (zone[0] === "-" ? -1 : 1) * (oh * 60 + om);
  }
  return { date: new Date(wall.getTime() - offsetMin * 60_000) };
}

export const isoTime = () =>
  z
    .union([z.string(), z.date()], { error: `Expected an ISO 8601 time such as ${EXAMPLE_TIME}` })
    .transform((v, ctx) => {
      if (v instanceof Date) {
        // A Date (the schema's other accepted form) gets the same range check.
        const y = v.getUTCFullYear();
        if (Number.isNaN(v.getTime()) || y < TIME_YEARS.min || y > TIME_YEARS.max) {
          ctx.addIssue({
            code: "custom",
            message: `Expected a time with a year from ${TIME_YEARS.min} to ${TIME_YEARS.max}`,
          });
          return z.NEVER;
        }
        return v;
      }
      // Every written form is about 30 characters: a much longer value is refused without being quoted back.
      if (v.length > MAX_TIME_LENGTH) {
        ctx.addIssue({
          code: "custom",
          message: `Expected an ISO 8601 time such as ${EXAMPLE_TIME}, got a value of ${v.length} characters`,
        });
        return z.NEVER;
      }
      const parsed = parseIsoTime(v.trim());
      if ("error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed.date;
    });
