import {
  contentCategory,
  findValue,
  isFreeForm,
  isTargetingType,
  keywordProblem,
  KEYWORD_TYPES,
  normalizeKeyword,
  TARGETING_TYPES,
  type TargetingType,
} from "./values";
import { NE_TYPES, type OperatorType } from "./operators";

/**
 * The rules of one targeting criterion that need no database, shared by the criteria, the batch and
 * the audience estimate: the type is known, the value is one of the type's options (or well-formed
 * free text), the operator fits the type. Database rules (one age bucket, duplicates, audiences,
 * users, whole content categories) live in lib/ads/targeting-criteria.
 */
export { NE_TYPES, OPERATOR_TYPES, type OperatorType } from "./operators";

/** Where a type's values are listed, for messages ("see GET targeting_criteria/locations"). */
const LOOKUP: Partial<Record<TargetingType, string>> = {
  LOCATION: "targeting_criteria/locations",
  LANGUAGE: "targeting_criteria/languages",
  INTEREST: "targeting_criteria/interests",
  PLATFORM: "targeting_criteria/platforms",
  PLATFORM_VERSION: "targeting_criteria/platform_versions",
  DEVICE: "targeting_criteria/devices",
  NETWORK_OPERATOR: "targeting_criteria/network_operators",
  CONVERSATION: "targeting_criteria/conversations",
  EVENT: "targeting_criteria/events",
  TV_SHOW: "targeting_criteria/tv_shows",
  APP_STORE_CATEGORY: "targeting_criteria/app_store_categories",
  IAB_CATEGORY: "iab_categories (or content_categories for whole categories)",
};

export type CriterionProblem = {
  code: "INVALID_TARGETING_TYPE" | "INVALID_PARAMETER";
  parameter: "targeting_type" | "targeting_value" | "operator_type";
  message: string;
};

export type CheckedCriterion = {
  targeting_type: TargetingType;
  /** Keywords normalised (keywords.ts); every other value as given. */
  targeting_value: string;
  operator_type: OperatorType;
  /** The value's display name; free-form ids get theirs from the database (audience, user). */
  name: string;
};

function typeProblem(type: string): CriterionProblem {
  const content = type === "CONTENT_CATEGORY";
  return {
    code: "INVALID_TARGETING_TYPE",
    parameter: "targeting_type",
    message: content
      ? "Content categories are targeted through IAB_CATEGORY criteria, one for each IAB category the content category maps to (GET content_categories lists them)."
      : `Unknown targeting_type ${JSON.stringify(type.slice(0, 64))}; expected one of ${TARGETING_TYPES.join(", ")}.`,
  };
}

export function checkCriterion(input: {
  targeting_type: string;
  targeting_value: string;
  operator_type: OperatorType;
}): CheckedCriterion | CriterionProblem {
  const { targeting_type: type, operator_type } = input;
  if (!isTargetingType(type)) return typeProblem(type);
  if (operator_type === "NE" && !NE_TYPES.includes(type))
    return {
      code: "INVALID_PARAMETER",
      parameter: "operator_type",
      message: `${type} criteria cannot be exclusions (NE); NE is for ${NE_TYPES.join(", ")}. Target the values you want with EQ instead.`,
    };
  const value = input.targeting_value;
  if (KEYWORD_TYPES.some((k) => k === type)) {
    const problem = keywordProblem(type, value);
    if (problem)
      return { code: "INVALID_PARAMETER", parameter: "targeting_value", message: problem };
    const k = normalizeKeyword(value);
    return { targeting_type: type, targeting_value: k, operator_type, name: k };
  }
  if (isFreeForm(type))
    return { targeting_type: type, targeting_value: value, operator_type, name: value };
  const found = findValue(type, value);
  if (!found) return unknownValue(type, value);
  return { targeting_type: type, targeting_value: value, operator_type, name: found.name };
}

function unknownValue(type: TargetingType, value: string): CriterionProblem {
  const shown = JSON.stringify(value.slice(0, 64));
  const hint =
    type === "IAB_CATEGORY" && contentCategory(value)
      ? ` ${shown} is a content category: target its IAB categories (${contentCategory(value)?.iab_categories.join(", ")}) instead.`
      : "";
  return {
    code: "INVALID_PARAMETER",
    parameter: "targeting_value",
    message: `${shown} is not a ${type} targeting value.${hint} Look values up with GET ${LOOKUP[type] ?? "the targeting options"}.`,
  };
}

export function isProblem(c: CheckedCriterion | CriterionProblem): c is CriterionProblem {
  return "code" in c;
}
