import type { Context } from "hono";
import { OAuth2Error } from "@/lib/http/oauth2-error";
import type { Param } from "@/lib/http/oauth1-signature";
import { requestParams, type RequestParams } from "../../http/request-params";

/** A token or revocation request is a few short values: a body past this is not one. */
export const MAX_JSON_BODY = 16 * 1024;
const EXAMPLE = '{"grant_type":"refresh_token","refresh_token":"…"}';

/**
 * The parameters of POST /2/oauth2/token and /2/oauth2/revoke: the query string and a form body
 * (RFC 6749), or a JSON object body, which twitter-api-v2 sends there (it picks JSON for every path
 * under /2/). The same checks follow whichever way they came; a body that is not a JSON object of
 * strings is invalid_request saying what is wrong, never a server error.
 */
export async function oauth2Params(c: Context): Promise<RequestParams> {
  const p = await requestParams(c);
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!/^application\/(?:[\w.-]+\+)?json(?:\s*;|\s*$)/.test(type)) return p;
  return { ...p, form: jsonPairs(await c.req.text()) };
}

function jsonPairs(text: string): Param[] {
  if (Buffer.byteLength(text) > MAX_JSON_BODY)
    throw new OAuth2Error(
      "invalid_request",
      `The JSON body is over ${MAX_JSON_BODY} bytes; a token request is a few short values.`,
    );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // The parser's own message quotes the body, which may hold a secret: not echoed.
    throw new OAuth2Error(
      "invalid_request",
      `The body is not valid JSON: check its quotes, commas and braces. Send a JSON object of strings such as ${EXAMPLE}, or a form body.`,
    );
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new OAuth2Error(
      "invalid_request",
      `The JSON body must be an object of strings such as ${EXAMPLE}; got ${Array.isArray(body) ? "an array" : body === null ? "null" : `a ${typeof body}`}.`,
    );
  const pairs: Param[] = [];
  for (const [name, value] of Object.entries(body)) {
    // null is how JSON says "not given" (there is no undefined).
    if (value === null) continue;
    if (typeof value !== "string")
      throw new OAuth2Error(
        "invalid_request",
        `${name} must be a string in the JSON body; got ${Array.isArray(value) ? "an array" : `a ${typeof value}`}.`,
      );
    pairs.push([name, value]);
  }
  return pairs;
}
