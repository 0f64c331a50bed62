import type { Context, MiddlewareHandler } from "hono";
import { parseFormPairs } from "@/lib/http/oauth1-signature";
import { pathFamily } from "../http/families";
import { refusal } from "../http/refusals";
import { UPLOAD_PATH } from "@/lib/media/upload/limits";

/**
 * PostgreSQL text cannot hold NUL (U+0000): a value carrying one would fail in the database as a
 * server error. Every interface refuses it first, as bad input in its own error format, by looking
 * at the decoded path, query, Authorization header and form or JSON body before any route runs.
 * The advertising interface validates its parameters itself and is left to do so.
 */
const ENCODED_NUL = /%00/i;

/** Where a NUL was found: a parameter name, or a description of the place. */
type Found = string | null;

function inPairs(pairs: [string, string][]): Found {
  for (const [name, value] of pairs)
    if (name.includes("\u0000") || value.includes("\u0000"))
      return name.replace(/\u0000/g, "") || "(unnamed)";
  return null;
}

function inAuthorization(header: string | undefined): Found {
  if (!header) return null;
  if (ENCODED_NUL.test(header) || header.includes("\u0000")) return "Authorization header";
  const basic = /^Basic\s+(\S+)\s*$/i.exec(header)?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, "base64").toString("utf8");
    if (decoded.includes("\u0000") || ENCODED_NUL.test(decoded)) return "Authorization header";
  }
  return null;
}

function inJson(value: unknown, path: string): Found {
  if (typeof value === "string") return value.includes("\u0000") ? path || "(body)" : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = inJson(item, path);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return key.replace(/\u0000/g, "") || "(unnamed)";
      const found = inJson(item, path || key);
      if (found) return found;
    }
  }
  return null;
}

async function inBody(c: Context): Promise<Found> {
  if (!["POST", "PUT", "PATCH"].includes(c.req.method)) return null;
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded"))
    return inPairs(parseFormPairs(await c.req.text()));
  if (type.includes("json")) {
    const text = await c.req.text();
    if (!text.includes("\u0000") && !/\\u0000/i.test(text)) return null;
    try {
      return inJson(JSON.parse(text), "");
    } catch {
      return "(body)";
    }
  }
  // The media upload interface streams its multipart body to storage and checks its fields itself.
  if (type.startsWith("multipart/form-data") && new URL(c.req.url).pathname !== UPLOAD_PATH) {
    const body = await c.req.parseBody({ all: true });
    const pairs = Object.entries(body).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((x): [string, string] => [
        k,
        typeof x === "string" ? x : "",
      ]),
    );
    return inPairs(pairs);
  }
  return null;
}

export async function findNul(c: Context): Promise<Found> {
  const url = new URL(c.req.url);
  if (ENCODED_NUL.test(url.pathname)) return "path";
  return (
    inPairs(parseFormPairs(url.search.slice(1))) ??
    inAuthorization(c.req.header("authorization")) ??
    (await inBody(c))
  );
}

export function nulGuard(): MiddlewareHandler {
  return async (c, next) => {
    const family = pathFamily(new URL(c.req.url).pathname);
    if (family === "ads") return next();
    const found = await findNul(c);
    if (!found) return next();
    const where = found === "path" ? "The address" : `${found}`;
    const r = refusal(
      family,
      "bad-input",
      `${where} contains a NUL character (U+0000, sent as %00 or \\u0000), which no value may hold; remove it.`,
      found === "path" ? undefined : found,
    );
    return c.body(r.body, r.status, r.headers);
  };
}
