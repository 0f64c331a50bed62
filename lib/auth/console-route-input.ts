import type { Context } from "hono";
import type { z } from "zod";
import { isJsonObject } from "@/lib/http/json-object";
import { ConsoleRefusal } from "./console-api-kit";

/** A route's path parameters, by name, from its pattern: "/apps/:id" → { id: string }. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** The path parameters of a request the router matched to the pattern P. */
export function readPathParams<P extends string>(c: Context): PathParams<P> {
  // The router matched P to this request: its parameters are exactly the pattern's names.
  return c.req.param() as PathParams<P>;
}

/** A console JSON body is at most this many bytes: every form's fields fit many times over. */
export const MAX_CONSOLE_BODY = 64 * 1024;

/**
 * zod's issues, one error per field, each naming its field as `parameter` (the form's input); an
 * unexpected field is named itself, cut to a readable length.
 */
function refusalOf(error: z.ZodError, raw: unknown): ConsoleRefusal {
  return new ConsoleRefusal(
    400,
    error.issues.map((i) => {
      if (i.code === "unrecognized_keys") {
        const key = i.keys[0].slice(0, 64);
        return { code: "INVALID_PARAMETER", message: `Unknown field ${key}.`, parameter: key };
      }
      if (!i.path.length && i.code === "invalid_type")
        return { code: "INVALID_PARAMETER", message: "The body must be a JSON object." };
      const parameter = String(i.path[0]);
      // Left out: zod would say "expected string, received undefined".
      if (i.path.length === 1 && isJsonObject(raw) && raw[parameter] === undefined)
        return { code: "INVALID_PARAMETER", message: `${parameter} is required.`, parameter };
      return { code: "INVALID_PARAMETER", message: i.message, parameter };
    }),
  );
}

export function readConsoleQuery<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw refusalOf(parsed.error, raw);
  return parsed.data;
}

const bodyRefusal = (message: string) =>
  new ConsoleRefusal(400, [{ code: "INVALID_PARAMETER", message, parameter: "body" }]);

/**
 * The body parsed by the route's schema. An empty body reads as {} (no options); a body that is not
 * JSON is refused, never read as no options: POST notifications/read with no ids marks every
 * notification read.
 */
export async function readConsoleBody<S extends z.ZodType>(
  schema: S,
  c: Context,
): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.length > MAX_CONSOLE_BODY)
    throw bodyRefusal(`The body is over ${MAX_CONSOLE_BODY} bytes; expected a JSON object.`);
  let value: unknown = {};
  if (text.trim())
    try {
      value = JSON.parse(text);
    } catch (err) {
      // V8 says where the text stopped being JSON ("Unexpected token … at position 5").
      const why = err instanceof SyntaxError ? ` (${err.message})` : "";
      throw bodyRefusal(`The body is not valid JSON${why}; expected a JSON object.`);
    }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refusalOf(parsed.error, value);
  return parsed.data;
}
