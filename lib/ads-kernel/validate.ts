import { z } from "zod";
import { AdsError, type AdsErrorItem } from "./errors";
import { isAdsErrorCode } from "../http/ads-error-catalogue";

/**
 * Parses raw parameters with a zod schema and turns every issue into an item of the documented
 * error body: MISSING_PARAMETER for an absent required one, INVALID_PARAMETER otherwise, each naming
 * the parameter and saying what was expected.
 */
export function parseParams<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const named: Record<string, unknown> =
    raw && typeof raw === "object" && !Array.isArray(raw) ? { ...raw } : {};
  const [first, ...rest] = issuesToItems(result.error, named, schema);
  // A failed parse has at least one issue; the fallback only satisfies the type.
  throw new AdsError([
    first ?? { code: "INVALID_PARAMETER", message: "Invalid parameters." },
    ...rest,
  ]);
}

/** Whether the object schema's parameter may be left out (optional, or with a default). */
function omittable(schema: z.ZodType | undefined, name: string): boolean {
  const field = schema instanceof z.ZodObject ? schema.shape[name] : undefined;
  return !!field && z.safeParse(field, undefined).success;
}

export function issuesToItems(
  error: z.ZodError,
  raw: Record<string, unknown>,
  schema?: z.ZodType,
): AdsErrorItem[] {
  return error.issues.map((issue) => {
    const parameter = issue.path.length ? issue.path.map(String).join(".") : undefined;
    const top = issue.path[0];
    const value = top === undefined ? undefined : raw[String(top)];
    const custom: unknown = issue.code === "custom" ? issue.params?.adsCode : undefined;
    if (typeof custom === "string" && isAdsErrorCode(custom))
      return { code: custom, message: issue.message, parameter };
    if (issue.path.length === 1 && value === null && omittable(schema, String(top))) {
      // JSON null for an optional parameter is not "absent": say how to leave it out (where null means
      // something, such as clearing a campaign's total budget, the schema accepts it and nothing is reported).
      return {
        code: "INVALID_PARAMETER",
        message: `${parameter}: null is not allowed here; omit the parameter instead.`,
        parameter,
      };
    }
    if ((value === undefined || value === null) && issue.path.length === 1)
      return { code: "MISSING_PARAMETER", message: `${parameter} is required.`, parameter };
    return {
      code: "INVALID_PARAMETER",
      message: parameter ? `${parameter}: ${issue.message}` : issue.message,
      parameter,
    };
  });
}
