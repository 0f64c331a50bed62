import type { Context } from "hono";
import { config } from "@/lib/config/env";
import { arrivedPath, publicUrlOf, requestHost } from "./bases";
import { parseAuthorizationHeader, parseFormPairs, type Param } from "@/lib/http/oauth1-signature";

export type RequestParams = {
  /** oauth_* parameters from the Authorization header, or null when there is no OAuth header. */
  header: Param[] | null;
  query: Param[];
  /** Pairs of an application/x-www-form-urlencoded body; empty for any other body. */
  form: Param[];
};

// Every request's context may carry its parsed parameters, whatever its route's own variables.
declare module "hono" {
  interface ContextVariableMap {
    svcParams?: RequestParams;
  }
}

/** Reads query and form body once per request; every later reader (signature, handler) shares it. */
export async function requestParams(c: Context): Promise<RequestParams> {
  const cached = c.get("svcParams");
  if (cached) return cached;
  const url = new URL(c.req.url);
  const contentType = c.req.header("content-type") ?? "";
  let form: Param[] = [];
  const hasBody = c.req.method === "POST" || c.req.method === "PUT" || c.req.method === "PATCH";
  if (hasBody && contentType.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    form = parseFormPairs(await c.req.text());
  }
  const params: RequestParams = {
    header: parseAuthorizationHeader(c.req.header("authorization")),
    query: parseFormPairs(url.search.slice(1)),
    form,
  };
  c.set("svcParams", params);
  return params;
}

/** First value of a parameter from the query string or the form body (query wins, as it is signed too). */
export function param(p: RequestParams, name: string): string | undefined {
  return p.query.find(([n]) => n === name)?.[1] ?? p.form.find(([n]) => n === name)?.[1];
}

/** oauth_* protocol parameter: header first, then query, then body (RFC 5849 3.5). */
export function protocolParam(p: RequestParams, name: string): string | undefined {
  return p.header?.find(([n]) => n === name)?.[1] ?? param(p, name);
}

/**
 * The URLs a client may have signed: the public URL of the path (an interface's configured base,
 * lib/http/bases.ts, else PUBLIC_BASE_URL), the path on PUBLIC_BASE_URL, and the URL it actually
 * reached us at (Host header, x-forwarded-proto behind a proxy). All are tried so local tools and
 * proxies work.
 */
export function signedUrlCandidates(c: Context): string[] {
  const url = new URL(c.req.url);
  const proto =
    c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  const host = requestHost(c.req.header("x-forwarded-host"), c.req.header("host")) || url.host;
  const fromHost = `${proto}://${host}${arrivedPath(host, url.pathname)}`;
  const fromPublic = config().publicBaseUrl + url.pathname;
  return [...new Set([publicUrlOf(url.pathname), fromPublic, fromHost])];
}
