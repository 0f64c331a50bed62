import { z } from "zod";

/**
 * Parameter types of the advertising interface. Values arrive as strings (query string, form body)
 * or as JSON values (batch and JSON bodies, console forms), so each type accepts both and says
 * in its message what it expected.
 */
/** A value quoted back in a message, cut short: a message must not repeat a megabyte the client sent. */
export function quoted(v: unknown): string {
  const s = String(v);
  return JSON.stringify(s.length > 64 ? `${s.slice(0, 64)}…` : s);
}

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
      // Past 2^53 a number is no longer exact: a bounded type says its range, not just "an integer".
      const range =
        opts.max !== undefined
          ? ` from ${opts.min ?? -Number.MAX_SAFE_INTEGER} to ${opts.max}`
          : "";
      ctx.addIssue({ code: "custom", message: `Expected an integer${range}, got ${quoted(v)}` });
      return z.NEVER;
    }
    if (opts.min !== undefined && n < opts.min)
      ctx.addIssue({ code: "custom", message: `Must be at least ${opts.min}, got ${n}` });
    if (opts.max !== undefined && n > opts.max)
      ctx.addIssue({ code: "custom", message: `Must be at most ${opts.max}, got ${n}` });
    return n;
  });

/** Money in integer micros of the funding instrument's currency (5000000 = 5.00), exact up to 2^53 - 1. */
export const micros = () =>
  int({ min: 0, max: Number.MAX_SAFE_INTEGER }).describe(
    "integer micros of the currency: 5000000 means 5.00",
  );

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
    error: (iss) => `Expected one of ${values.join(", ")}, got ${quoted(iss.input)}`,
  });

/** Identifiers are short (ours are numeric strings of about 19 digits); a longer one cannot be ours. */
export const MAX_ID_LENGTH = 64;

/** A list parameter: comma-separated in a string, or a JSON array; items trimmed, empty ones dropped. */
const listInput = z.union([z.string(), z.array(z.union([z.string(), z.number()]))], {
  error: "Expected a comma-separated list (or a JSON array)",
});
const items = (v: string | (string | number)[]) =>
  (Array.isArray(v) ? v.map(String) : v.split(",")).map((s) => s.trim()).filter(Boolean);

/** The bounds every list parameter has: how many items, and how long each may be. */
function checkList(
  list: string[],
  ctx: z.RefinementCtx,
  b: { maxItems: number; maxLength: number; what: string },
): boolean {
  if (list.length > b.maxItems) {
    ctx.addIssue({
      code: "custom",
      message: `At most ${b.maxItems} ${b.what}, got ${list.length}`,
    });
    return false;
  }
  const long = list.find((s) => s.length > b.maxLength);
  if (long) {
    ctx.addIssue({
      code: "custom",
      message: `Each of the ${b.what} has at most ${b.maxLength} characters; got one of ${long.length}`,
    });
    return false;
  }
  return true;
}

/** Comma-separated identifiers, at most `max` (200 unless the endpoint says otherwise). */
export const idList = (max = 200) =>
  listInput
    .transform((v, ctx) => {
      const list = items(v);
      if (list.length === 0)
        ctx.addIssue({ code: "custom", message: "Expected at least one identifier" });
      checkList(list, ctx, { maxItems: max, maxLength: MAX_ID_LENGTH, what: "identifiers" });
      return [...new Set(list)];
    })
    .describe(`comma-separated identifiers, at most ${max}`);

/** Comma-separated enum values (placements, feature keys): at most as many as there are values. */
export const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  listInput
    .transform((v, ctx) => {
      const list = items(v);
      if (!list.length)
        ctx.addIssue({ code: "custom", message: `Expected one or more of ${values.join(", ")}` });
      const longest = Math.max(...values.map((x) => x.length));
      if (!checkList(list, ctx, { maxItems: values.length, maxLength: longest, what: "values" }))
        return z.NEVER;
      const known = list.filter((x): x is T[number] => values.includes(x));
      const bad = list.filter((x) => !values.includes(x));
      if (bad.length)
        ctx.addIssue({
          code: "custom",
          message: `Unknown value(s) ${bad.join(", ")}; expected values from ${values.join(", ")}`,
        });
      // With an unknown value the issue above fails the parse, whatever is returned.
      return [...new Set(known)];
    })
    .describe(`comma-separated, at most ${values.length} of: ${values.join(", ")}`);

/** Comma-separated free-form values (line item categories, email types), bounded in count and length. */
export const stringList = (maxItems: number, maxLength: number, what = "values") =>
  listInput
    .transform((v, ctx) => {
      const list = items(v);
      checkList(list, ctx, { maxItems, maxLength, what });
      return [...new Set(list)];
    })
    .describe(`comma-separated, at most ${maxItems} ${what} of at most ${maxLength} characters`);

export const idParam = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, "Expected an identifier")
        .max(MAX_ID_LENGTH, `Identifiers have at most ${MAX_ID_LENGTH} characters`),
    );

export { isoTime } from "./iso-time";
