import type { Context } from "hono";
import { AdsError } from "./errors";
import { MAX_ID_LENGTH } from "./fields";
import { parseJson, parseJsonBody } from "./json-body";
import { isPlainObject } from "./plain-object";

/**
 * Collection of an advertising call's input (query string, form or JSON body, path) and the checks
 * every value gets before any handler sees it, so no route can miss them: a NUL character (PostgreSQL
 * text cannot hold one, so it would fail in the database as a 500) is refused naming the parameter, and
 * so is a key named __proto__ (merged into the parameters it would become their prototype and supply
 * every parameter it held).
 */

/** A parameter's name as the error shows it: control characters written as JSON escapes. */
function shown(name: string): string {
  return JSON.stringify(name).slice(1, -1);
}

/** Refuses a NUL anywhere in a value (strings, object keys and values, array items, at any depth), and __proto__ keys. */
export function checkValue(value: unknown, name: string): void {
  walk(value, () => name);
}

// Paths are built only for an error: a 5 MB body (audience users) holds some 200,000 values.
function walk(value: unknown, path: () => string): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw AdsError.nul(shown(path()));
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "string") {
        if (item.includes("\u0000")) throw AdsError.nul(shown(`${path()}[${i}]`));
      } else if (item && typeof item === "object") walk(item, () => `${path()}[${i}]`);
    }
    return;
  }
  if (isPlainObject(value)) {
    for (const k in value) {
      const child = () => (path() ? `${path()}.${k}` : k);
      if (k.includes("\u0000")) throw AdsError.nul(shown(child()));
      if (k === "__proto__")
        throw AdsError.invalid(
          child(),
          `__proto__ is not a parameter: remove the key ${child()}; it supplies no value.`,
        );
      walk(value[k], child);
    }
  }
}

/**
 * Path parameters (all identifiers): no NUL, and no longer than any of ours, before the account or
 * record is looked up. Refused as bad input naming the parameter, as the same id in a body is.
 */
export function checkPathParams(pathParams: Record<string, string>): void {
  for (const [name, value] of Object.entries(pathParams)) {
    checkValue(value, name);
    if (value.length > MAX_ID_LENGTH)
      throw AdsError.invalid(
        name,
        `The ${name} in the path is ${value.length} characters long; expected an identifier of at most ${MAX_ID_LENGTH} characters.`,
      );
  }
}

/**
 * The call's parameters: the query string and a form (or JSON object) body merged, the query winning,
 * OAuth protocol parameters left out; for endpoints that take a JSON body, that body as is, or for
 * those that read their own (`bytes`: audience users), its bytes unparsed (a Uint8Array).
 */
export async function collect(
  c: Context,
  json: boolean,
  bytes = false,
): Promise<{ raw: Record<string, unknown>; body: unknown }> {
  // No prototype: a key such as "constructor" or "toString" is only ever a parameter of its own.
  const raw: Record<string, unknown> = Object.create(null);
  let body: unknown;
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (c.req.method !== "GET" && c.req.method !== "DELETE") {
    if (json && !type.startsWith("application/json")) {
      throw new AdsError([
        {
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: `This endpoint takes a JSON body: send Content-Type: application/json (got "${type || "none"}").`,
        },
      ]);
    }
    // Never decoded to text: the handler reads the bytes (5 MB of them) itself.
    const text = json && bytes ? "" : await c.req.text();
    if (json && bytes) body = new Uint8Array(await c.req.arrayBuffer());
    else if (json) {
      body = parseJsonBody(text);
      checkValue(body, "body");
    } else if (type.startsWith("application/x-www-form-urlencoded")) {
      for (const [k, v] of new URLSearchParams(text)) {
        checkValue({ [k]: v }, "");
        raw[k] = v;
      }
    } else if (type.startsWith("application/json") && text.trim()) {
      const parsed = parseJson(text, "A JSON body here must be an object of parameters.", "");
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
        throw AdsError.invalid("body", "A JSON body here must be an object of parameters.");
      checkValue(parsed, "");
      Object.assign(raw, parsed);
    }
  }
  for (const [k, v] of new URL(c.req.url).searchParams) {
    checkValue({ [k]: v }, "");
    raw[k] = v;
  }
  for (const k of Object.keys(raw)) if (k.startsWith("oauth_")) delete raw[k];
  return { raw, body };
}
