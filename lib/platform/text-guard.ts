import { isUtf8 } from "node:buffer";
import type { Context, MiddlewareHandler } from "hono";
import { pathFamily } from "../http/families";
import { refusal } from "../http/refusals";
import { UPLOAD_PATH } from "@/lib/media/upload/limits";
import {
  BODY_NOT_UTF8,
  hasSurrogateEscape,
  loneSurrogateMessage,
  loneSurrogatePath,
  notUtf8Param,
  paramNotUtf8Message,
} from "../http/text-input";

/**
 * Text no value may hold, refused before any route reads it, as bad input naming the parameter or
 * JSON path in the family's format: a query or form parameter or a body that is not UTF-8 (it would
 * be read as U+FFFD replacement characters, silently changing what was sent), on every interface;
 * and a lone surrogate escape in a JSON string (the database refuses it as a server error), except on
 * the advertising interface, whose JSON reader names it by its kernel path (lib/ads-kernel/json-body.ts).
 * The media upload interface streams its multipart body and checks it itself.
 */
type Found = { message: string; parameter?: string };

async function inBody(c: Context, ads: boolean): Promise<Found | null> {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(c.req.method)) return null;
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const form = type.startsWith("application/x-www-form-urlencoded");
  if (!form && !type.includes("json")) return null;
  if (new URL(c.req.url).pathname === UPLOAD_PATH) return null;
  const bytes = await c.req.arrayBuffer();
  if (!isUtf8(bytes)) return { message: BODY_NOT_UTF8, parameter: "body" };
  if (!form && ads) return null;
  // A BOM is dropped, as Hono's text() does.
  const text = new TextDecoder().decode(bytes);
  if (form) {
    const name = notUtf8Param(text);
    return name ? { message: paramNotUtf8Message(name), parameter: name } : null;
  }
  if (!hasSurrogateEscape(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // each route says what its body must be
  }
  const path = loneSurrogatePath(parsed);
  return path ? { message: loneSurrogateMessage(path), parameter: path } : null;
}

export function textGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const family = pathFamily(url.pathname);
    const name = notUtf8Param(url.search.slice(1));
    const found = name
      ? { message: paramNotUtf8Message(name), parameter: name }
      : await inBody(c, family === "ads");
    if (!found) return next();
    const r = refusal(family, "bad-input", found.message, found.parameter);
    return c.body(r.body, r.status, r.headers);
  };
}
