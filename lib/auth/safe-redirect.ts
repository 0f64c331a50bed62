/** The header server.ts sets on every request it hands to Next: the path and query asked for. */
export const RETURN_PATH_HEADER = "x-svc-pathname";

/**
 * Where a browser may be sent after sign-in: a path on our own site, never another origin. The value
 * is resolved against our origin the way a browser would (dot segments, %2e), then reduced to a path;
 * leading slashes are collapsed, because "/.//evil.example" resolves to the path "//evil.example",
 * which a browser reads as another host. Control characters (browsers drop tabs and newlines) and
 * backslashes (browsers read them as slashes) are refused outright.
 */
export function sameOriginPath(value: unknown, baseUrl: string, fallback: string): string {
  if (typeof value !== "string" || !value) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = new URL(baseUrl);
  // Relative values must be paths: "evil.example" or "//evil.example" are not.
  if (!value.startsWith("/") && !/^https?:\/\//i.test(value)) return fallback;
  if (value.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const path = url.pathname.replace(/^\/{2,}/, "/");
  // Encoded slashes or backslashes at the start could be decoded by a later hop: refuse those too.
  if (/^\/(%2f|%5c)/i.test(path)) return fallback;
  const result = path + url.search + url.hash;
  return new URL(result, base).origin === base.origin ? result : fallback;
}

/**
 * The page to come back to after sign-in, from the path and query of the request the layout refused:
 * Next's own request parameters (`_rsc`, a client navigation's cache key) are not part of the page.
 */
export function returnPath(requested: string | null, baseUrl: string, fallback: string): string {
  const path = sameOriginPath(requested, baseUrl, fallback);
  if (path === fallback) return path;
  const url = new URL(path, baseUrl);
  url.searchParams.delete("_rsc");
  return url.pathname + url.search + url.hash;
}
