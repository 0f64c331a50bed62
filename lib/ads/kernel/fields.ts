import { z } from "zod";

/**
 * Parameter types of the advertising interface. Values arrive as strings (query string, form body)
 * or as JSON values (batch and JSON bodies, console forms), so each type accepts both and says
 * in its message what it expected.
 */
export const str = (max: number, name = "value") =>
  z.string({ error: `Expected a string` }).trim().max(max, `Must be at most ${max} characters`).describe(name);

export const int = (opts: { min?: number; max?: number } = {}) =>
  z
    .union([z.number(), z.string()], { error: "Expected an integer" })
    .transform((v, ctx) => {
      const n = typeof v === "number" ? v : /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isSafeInteger(n)) {
        ctx.addIssue({ code: "custom", message: `Expected an integer, got "${v}"` });
        return z.NEVER;
      }
      if (opts.min !== undefined && n < opts.min) ctx.addIssue({ code: "custom", message: `Must be at least ${opts.min}, got ${n}` });
      if (opts.max !== undefined && n > opts.max) ctx.addIssue({ code: "custom", message: `Must be at most ${opts.max}, got ${n}` });
      return n;
    });

/** Money in integer micros of the funding instrument's currency (5000000 = 5.00). */
export const micros = () =>
  int({ min: 0 }).describe("integer micros of the currency: 5000000 means 5.00");

export const bool = () =>
  z
    .union([z.boolean(), z.enum(["true", "false", "TRUE", "FALSE", "True", "False", "1", "0"])], { error: "Expected true or false" })
    .transform((v) => (typeof v === "boolean" ? v : v === "true" || v === "TRUE" || v === "True" || v === "1"));

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => `Expected one of ${values.join(", ")}, got "${String(iss.input)}"` });

/** ISO 8601 date-time, normalised to a UTC Date. */
export const isoTime = () =>
  z.union([z.string(), z.date()], { error: "Expected an ISO 8601 time such as 2026-12-01T00:00:00Z" }).transform((v, ctx) => {
    if (v instanceof Date) return v;
    const s = v.trim();
    const d = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) ? new Date(s.length === 10 ? `${s}T00:00:00Z` : s) : new Date(NaN);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: `Expected an ISO 8601 time such as 2026-12-01T00:00:00Z, got "${s}"` });
      return z.NEVER;
    }
    return d;
  });

/** Comma-separated identifiers, at most `max` (200 unless the endpoint says otherwise). */
export const idList = (max = 200) =>
  z.union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: "Expected comma-separated identifiers" }).transform((v, ctx) => {
    const list = (Array.isArray(v) ? v.map(String) : v.split(",")).map((s) => s.trim()).filter(Boolean);
    if (list.length === 0) ctx.addIssue({ code: "custom", message: "Expected at least one identifier" });
    if (list.length > max) ctx.addIssue({ code: "custom", message: `At most ${max} identifiers, got ${list.length}` });
    return [...new Set(list)];
  });

/** Comma-separated enum values (placements, feature keys). */
export const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.string(), z.array(z.string())], { error: "Expected a comma-separated list" }).transform((v, ctx) => {
    const list = (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean);
    if (!list.length) ctx.addIssue({ code: "custom", message: `Expected one or more of ${values.join(", ")}` });
    const bad = list.filter((x) => !values.includes(x));
    if (bad.length) ctx.addIssue({ code: "custom", message: `Unknown value(s) ${bad.join(", ")}; expected values from ${values.join(", ")}` });
    return [...new Set(list)] as T[number][];
  });

export const idParam = () => z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().min(1, "Expected an identifier"));
