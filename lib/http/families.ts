/**
 * Which error format a path answers in. Guards that run before any route (NUL characters, body size,
 * header size) must speak the format of the interface the client called, so they ask here.
 */
export type PathFamily =
  /** The advertising interface: its own envelope (lib/ads). */
  | "ads"
  /** The console's JSON API: {"errors":[{"code":"…","message":"…","parameter":"…"}]}. */
  | "console-api"
  /** OAuth 2.0 user-flow token and revocation endpoints: RFC 6749 error JSON. */
  | "oauth2"
  /** The platform's own HTML pages (sign-in, approval): an HTML error page. */
  | "page"
  /** Credential endpoints and the v1.1 interface: {"errors":[{"code":N,"message":"…"}]}. */
  | "platform"
  /** The version-2 interfaces (/2/…): problem objects (lib/http/problems.ts). */
  | "v2"
  /** Everything Next serves (console pages, next-auth). */
  | "next";

const PAGES = new Set(["/login", "/logout", "/oauth/authorize", "/oauth/authenticate"]);

/** Paths served by the platform router; everything else belongs to Next (console pages, next-auth). */
export const PLATFORM_PREFIXES = [
  "/oauth/",
  "/oauth2/",
  "/1.1/",
  "/2/",
  "/i/",
  "/ads/",
  "/ads-sandbox/",
  "/console-api/",
  // The media upload interface ({upload_url} = PUBLIC_BASE_URL/upload) and the media it serves.
  "/upload/",
  "/media/",
];
export const PLATFORM_EXACT = new Set(["/login", "/logout", "/healthz"]);

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_EXACT.has(pathname) || PLATFORM_PREFIXES.some((p) => pathname.startsWith(p));
}

export function pathFamily(pathname: string): PathFamily {
  if (!isPlatformPath(pathname)) return "next";
  if (pathname.startsWith("/ads/") || pathname.startsWith("/ads-sandbox/")) return "ads";
  if (pathname.startsWith("/console-api/")) return "console-api";
  if (pathname.startsWith("/2/oauth2/")) return "oauth2";
  if (PAGES.has(pathname) || pathname.startsWith("/i/")) return "page";
  if (pathname.startsWith("/2/")) return "v2";
  return "platform";
}
