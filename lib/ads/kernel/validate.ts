import { z } from "zod";
import { AdsError, type AdsErrorItem } from "./errors";

/**
 * Parses raw parameters with a zod schema and turns every issue into an item of the documented
 * error body: MISSING_PARAMETER for an absent required one, INVALID_PARAMETER otherwise, each naming
 * the parameter and saying what was expected.
 */
export function parseParams<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new AdsError(400, issuesToItems(result.error, raw));
}

export function issuesToItems(error: z.ZodError, raw: Record<string, unknown>): AdsErrorItem[] {
  return error.issues.map((issue) => {
    const parameter = issue.path.length ? issue.path.map(String).join(".") : undefined;
    const top = issue.path[0];
    const absent = top !== undefined && (raw[String(top)] === undefined || raw[String(top)] === null);
    const custom = issue.code === "custom" ? (issue.params as { adsCode?: string } | undefined)?.adsCode : undefined;
    if (custom) return { code: custom, message: issue.message, parameter };
    if (absent && issue.path.length === 1) return { code: "MISSING_PARAMETER", message: `${parameter} is required.`, parameter };
    return { code: "INVALID_PARAMETER", message: parameter ? `${parameter}: ${issue.message}` : issue.message, parameter };
  });
}
