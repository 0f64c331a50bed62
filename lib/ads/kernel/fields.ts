import { z } from "zod";

/**
 * Parameter types of the advertising interface. Values arrive as strings (query string, form body)
 * or as JSON values (batch and JSON bodies, console forms), so each type accepts both and says
 * in its message what it expected.
 */
export const str = (max: number, name = "value") =>
  z
    .string({ error: `Expected a string` })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .describe(name);

export const int = (opts: { min?: number; max?: number } = {}) =>
  z.union([z.number(), z.string()], { error: "Expected an integer" }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: "custom", message: `Expected an integer, got "${v}"` });
      return z.NEVER;
    }
    if (opts.min !== undefined && n < opts.min)
      ctx.addIssue({ code: "custom", message: `Must be at least ${opts.min}, got ${n}` });
    if (opts.max !== undefined && n > opts.max)
      ctx.addIssue({ code: "custom", message: `Must be at most ${opts.max}, got ${n}` });
    return n;
  });

/** Money in integer micros of the funding instrument's currency (5000000 = 5.00). */
export const micros = () =>
  int({ min: 0 }).describe("integer micros of the currency: 5000000 means 5.00");

export const bool = () =>
  z
    .union([z.boolean(), z.enum(["true", "false", "TRUE", "FALSE", "True", "False", "1", "0"])], {
      error: "Expected true or false",
    })
    .transform((v) =>
      typeof v === "boolean" ? v : v === "true" || v === "TRUE" || v === "True" || v === "1",
    );

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) => `Expected one of ${values.join(", ")}, got "${String(iss.input)}"`,
  });

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const EXAMPLE_TIME = "2026-12-01T00:00:00Z";
/** Years a time may have: from the Unix epoch to the last four-digit year, all of which PostgreSQL stores. */
const TIME_YEARS = { min: 1970, max: 9999 } as const;

/**
 * ISO 8601 date (midnight UTC) or date-time, normalised to a UTC Date; a time without an offset is UTC.
 * The written fields must exist as written: Date would roll 2026-02-31 over to March 3 and 24:00 to the
 * next day, and PostgreSQL refuses year 0, so those are parameter errors here instead of wrong data or a 500.
 */
function parseIsoTime(s: string): { date: Date } | { error: string } {
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
      const parsed = parseIsoTime(v.trim());
      if ("error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed.date;
    });

/** Comma-separated identifiers, at most `max` (200 unless the endpoint says otherwise). */
export const idList = (max = 200) =>
  z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))], {
      error: "Expected comma-separated identifiers",
    })
    .transform((v, ctx) => {
      const list = (Array.isArray(v) ? v.map(String) : v.split(","))
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length === 0)
        ctx.addIssue({ code: "custom", message: "Expected at least one identifier" });
      if (list.length > max)
        ctx.addIssue({ code: "custom", message: `At most ${max} identifiers, got ${list.length}` });
      return [...new Set(list)];
    });

/** Comma-separated enum values (placements, feature keys). */
export const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())], { error: "Expected a comma-separated list" })
    .transform((v, ctx) => {
      const list = (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean);
      if (!list.length)
        ctx.addIssue({ code: "custom", message: `Expected one or more of ${values.join(", ")}` });
      const bad = list.filter((x) => !values.includes(x));
      if (bad.length)
        ctx.addIssue({
          code: "custom",
          message: `Unknown value(s) ${bad.join(", ")}; expected values from ${values.join(", ")}`,
        });
      return [...new Set(list)] as T[number][];
    });

export const idParam = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, "Expected an identifier"));
