import type { z } from "zod";
import { isJsonObject } from "@/lib/http/json-object";
import { AdsError, type AdsErrorItem } from "../../ads-kernel/errors";
import { estimateBody, type EstimateCriterion } from "./schema";

/**
 * The estimate's body checked with its schema, every issue an error item that names the field
 * (targeting_type, targeting_value, operator_type, or targeting_criteria for the array itself) and,
 * in its message, the criterion's index: "Criterion 2: targeting_value is required".
 */
export function parseEstimateBody(body: unknown): EstimateCriterion[] {
  const result = estimateBody.safeParse(body);
  if (result.success) return result.data;
  const list = criteriaOf(body);
  const items = result.error.issues.map((issue) => toItem(issue, list));
  const [first, ...rest] = items;
  throw new AdsError([first!, ...rest]); // a failed parse has at least one issue
}

function criteriaOf(body: unknown): unknown[] {
  const inner = isJsonObject(body) ? body.targeting_criteria : body; // may be anything: checked below
  return Array.isArray(inner) ? inner : [];
}

function toItem(issue: z.core.$ZodIssue, list: unknown[]): AdsErrorItem {
  const [index, field] = issue.path;
  if (typeof index !== "number")
    return { code: "INVALID_PARAMETER", message: issue.message, parameter: "targeting_criteria" };
  const criterion = list[index];
  const prefix = `Criterion ${index}`;
  if (typeof field !== "string")
    return {
      code: "INVALID_PARAMETER",
      message: `${prefix}: ${issue.message}.`,
      parameter: "targeting_criteria",
    };
  const given = isJsonObject(criterion) ? criterion[field] : undefined;
  if (given === undefined || given === null)
    return {
      code: "MISSING_PARAMETER",
      message: `${prefix}: ${field} is required.`,
      parameter: field,
    };
  return { code: "INVALID_PARAMETER", message: `${prefix}: ${issue.message}.`, parameter: field };
}
