import type { Context } from "hono";
import type { z } from "zod";
import { isJsonObject } from "./json-object";
import { fail } from "./v2-fail";

/** A version-2 JSON body is at most this many bytes unless its route reads the body itself. */
export const MAX_V2_BODY = 64 * 1024;

/**
 * Parses parameters or a body with the route's schema; the first issue becomes an InvalidRequest
 * problem naming the parameter, echoing its value and saying what was expected.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  // An unexpected key is named itself, not the object that holds it.
  const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]] : issue.path;
  const parameter = path.map(String).join(".");
  const top = path[0];
  const value = top !== undefined && isJsonObject(raw) ? raw[String(top)] : undefined;
  if (parameter && value === undefined)
    fail("InvalidRequest", `${parameter} is required.`, { parameter });
  const echo = typeof value === "string" || typeof value === "number" ? value : undefined;
  // A schema's own message is a predicate ("must be …") read after the name; zod's defaults are sentences.
  const predicate = /^[a-z]/.test(issue.message);
  const detail = !parameter
    ? issue.message
    : predicate
      ? `${parameter} ${issue.message}.`
      : `${parameter}: ${issue.message}`;
  fail("InvalidRequest", detail, {
    parameter: parameter || undefined,
    value: echo,
  });
}

/** The request's JSON object body, bounded; anything else is a problem saying what was expected. */
export async function readJsonObject(
  c: Context,
  max = MAX_V2_BODY,
  expected = "a JSON object",
): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length > max)
    fail("InvalidRequest", `The body is over ${max} bytes; expected ${expected}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail("InvalidRequest", `The body is not JSON; expected ${expected}.`);
  }
  if (!isRecord(parsed))
    fail("InvalidRequest", `The body is not a JSON object; expected ${expected}.`);
  return parsed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}
