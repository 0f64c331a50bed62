import type { Context } from "hono";
import type { z } from "zod";
import { OAuthError } from "./errors";
import { OAuth2Error } from "./oauth2-error";
import { percentEncode } from "./oauth1-signature";
import { requestParams, type RequestParams } from "./request-params";

/** A request's parameters by name: the first value of each, as the handlers read them. */
export type RawParams = Readonly<Record<string, string>>;

/**
 * The parameters of a platform or oauth2 route: the query string's first (it is signed too), then
 * the form body's (or what `read` gives, such as a JSON body), then the path's, which win.
 */
export async function rawParams(
  c: Context,
  read: (c: Context) => Promise<RequestParams> = requestParams,
): Promise<RawParams> {
  const p = await read(c);
  const raw = new Map<string, string>();
  for (const [name, value] of [...p.query, ...p.form]) if (!raw.has(name)) raw.set(name, value);
  for (const [name, value] of Object.entries(c.req.param())) raw.set(name, value);
  return Object.fromEntries(raw);
}

/**
 * The route's schema over the raw parameters. A refusal is the family's: 215 Bad Authentication
 * data (platform) or invalid_request (oauth2), naming the parameter and what it takes.
 */
export function parsePlatformParams<S extends z.ZodType>(
  family: "platform" | "oauth2",
  schema: S,
  raw: RawParams,
): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const name = issue.path.map(String).join(".");
  const detail = name ? `${name}: ${issue.message}` : issue.message;
  if (family === "oauth2") throw new OAuth2Error("invalid_request", detail);
  throw new OAuthError("BAD_AUTHENTICATION_DATA", detail);
}

/** An application/x-www-form-urlencoded answer (RFC 5849's token responses), never cached. */
export function formAnswer(fields: unknown, headers: Readonly<Record<string, string>>): Response {
  // The response schema of a form answer is an object of strings: the handler's answer matches it.
  const pairs = fields && typeof fields === "object" ? Object.entries(fields) : [];
  const body = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(String(v))}`).join("&");
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "application/x-www-form-urlencoded; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}
