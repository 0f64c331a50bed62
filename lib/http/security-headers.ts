import type http from "node:http";

/**
 * Security headers for every response of both routers, set in server.ts before either runs (a route
 * may replace the policy with a stricter one). Nothing here may be framed: the console reveals and
 * regenerates secrets, the approval pages grant access. Next's pages need inline scripts and styles
 * ('unsafe-inline'), and `next dev` also eval and its websocket.
 */
export function defaultPolicy(opts: { dev: boolean; publicBaseUrl: string }): string {
  const own = new URL(opts.publicBaseUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: previews of a file before it is uploaded; own: media served at the public address.
    `img-src 'self' data: blob: ${own}`,
    "font-src 'self' data:",
    `connect-src 'self'${opts.dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    // next-auth's sign-in form redirects through the public address, which may differ from the one typed.
    `form-action 'self' ${own}`,
  ].join("; ");
}

/** `frameable`: a page made to be embedded anywhere (post previews), so no X-Frame-Options. */
export function setSecurityHeaders(
  res: http.ServerResponse,
  policy: string,
  frameable = false,
): void {
  res.setHeader("content-security-policy", policy);
  if (!frameable) res.setHeader("x-frame-options", "DENY");
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("referrer-policy", "strict-origin-when-cross-origin");
}

/** A CSP source for where a form's answer may redirect: an http(s) origin, or a custom scheme. */
export function redirectSource(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const u = new URL(url);
  if (u.protocol === "http:" || u.protocol === "https:") return u.origin;
  return /^[a-z][a-z0-9+.-]*:$/i.test(u.protocol) ? u.protocol : null;
}

/**
 * The platform's own server-rendered pages (sign-in, approval) run no script at all. Browsers check
 * form-action on the redirects that follow a submission too, so an approval page names the client's
 * callback, where approving or denying sends the browser.
 */
export function pagePolicy(publicBaseUrl: string, redirectTargets: string[] = []): string {
  const sources = redirectTargets.map(redirectSource).filter((s): s is string => !!s);
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", new URL(publicBaseUrl).origin, ...new Set(sources)].join(" "),
  ].join("; ");
}

/**
 * A post preview page (lib/ads/previews): made to be framed by whoever holds its link (the iframe of
 * `GET post_previews`, the console's composer), so it may be embedded anywhere; it runs no script and
 * loads only the platform's own media.
 */
export function previewPolicy(): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "media-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors *",
  ].join("; ");
}
