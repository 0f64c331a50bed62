import { config } from "@/lib/config/env";
import { isJsonObject } from "@/lib/http/json-object";
import { problem, type Problem } from "@/lib/http/problems";
import { parseRule } from "./rule-language";
import { fail } from "./http";
import { FILTERED_STREAM_RULES } from "./rule-sets";

export const MAX_RULES_PER_APP = FILTERED_STREAM_RULES.maxPerApp;
export const MAX_RULES_PER_REQUEST = FILTERED_STREAM_RULES.maxPerRequest;
const MAX_TAG = 200;

export type NewRule = { value: string; tag: string | null };
export type RulesChange = { add: NewRule[] } | { deleteIds: string[] } | { deleteValues: string[] };

function list(v: unknown, parameter: string, max = MAX_RULES_PER_REQUEST): unknown[] {
  if (!Array.isArray(v) || !v.length || v.length > max)
    fail("InvalidRequest", `${parameter} must be an array of 1 to ${max} items.`, { parameter });
  return v;
}

/** A list of new rules, each {value, tag?} (`parameter`: where the list is, as add or rules). */
export function parseNewRules(v: unknown, parameter: string, max = MAX_RULES_PER_REQUEST) {
  return list(v, parameter, max).map((r, i): NewRule => {
    const o = isJsonObject(r) ? r : {};
    if (typeof o.value !== "string")
      fail("InvalidRequest", "Each rule is {value, tag?} with a string value.", {
        parameter: `${parameter}[${i}].value`,
      });
    if (
      o.tag !== undefined &&
      o.tag !== null &&
      (typeof o.tag !== "string" || o.tag.length > MAX_TAG)
    )
      fail("InvalidRequest", `A rule's tag is a string of at most ${MAX_TAG} characters.`, {
        parameter: `${parameter}[${i}].tag`,
        value: o.tag,
      });
    return { value: o.value, tag: typeof o.tag === "string" && o.tag ? o.tag : null };
  });
}

function strings(v: unknown, parameter: string, maxLength: number): string[] {
  return list(v, parameter).map((s, i) => {
    if (typeof s !== "string" || !s || s.length > maxLength)
      fail("InvalidRequest", `${parameter} holds strings of 1 to ${maxLength} characters.`, {
        parameter: `${parameter}[${i}]`,
        value: s,
      });
    return s;
  });
}

/** The body of POST …/stream/rules: exactly one of add, delete.ids, delete.values. */
export function parseRulesChange(body: Record<string, unknown>): RulesChange {
  const keys = Object.keys(body);
  if (keys.length !== 1 || (keys[0] !== "add" && keys[0] !== "delete"))
    fail("InvalidRequest", 'The body holds exactly one of "add" or "delete".');
  if (body.add !== undefined) return { add: parseNewRules(body.add, "add") };
  const d = isJsonObject(body.delete) ? body.delete : {};
  if (d.ids !== undefined && d.values === undefined)
    return { deleteIds: strings(d.ids, "delete.ids", 20) };
  if (d.values !== undefined && d.ids === undefined)
    return { deleteValues: strings(d.values, "delete.values", 2048) };
  return fail("InvalidRequest", 'delete holds exactly one of "ids" or "values".', {
    parameter: "delete",
  });
}

/** One problem per rule that cannot be added: its reason, where it is (`add[2].value`), and its value. */
export function ruleProblems(add: NewRule[], existing: Set<string>, parameter = "add"): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  add.forEach((r, i) => {
    let reason: string | null = null;
    try {
      parseRule(r.value);
      if (existing.has(r.value) || seen.has(r.value)) reason = "this rule already exists";
    } catch (err) {
      // parseRule throws only Errors with a reason for clients
      reason = err instanceof Error ? err.message : String(err);
    }
    seen.add(r.value);
    if (reason)
      out.push(
        ...problem(config().publicBaseUrl, "InvalidRule", `Rule not added: ${reason}.`, {
          parameter: `${parameter}[${i}].value`,
          value: r.value,
        }).body.errors,
      );
  });
  return out;
}
