import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { OAuthError, oauthErrorResponse } from "./errors";
import { oauth1Routes } from "./routes/oauth1";
import { oauth1Pages } from "./routes/oauth1-pages";
import { oauth2AppRoutes } from "./routes/oauth2-app";
import { oauth2UserRoutes } from "./routes/oauth2-user";
import { loginRoutes } from "./routes/login";
import { userRoutes } from "./routes/users";
import { consoleApi } from "./routes/console-api";
import { ping } from "@/lib/db/client";

/** The platform's HTTP interfaces on one lean router (no Next per-request cost). */
export function createPlatformApp(): Hono {
  const app = new Hono();
  app.use("*", bodyLimit({ maxSize: 5 * 1024 * 1024, onError: (c) => c.json({ errors: [{ code: 413, message: "Request body larger than 5 MB." }] }, 413) }));
  app.get("/healthz", async (c) => {
    await ping();
    return c.json({ ok: true });
  });
  app.route("/", oauth1Routes);
  app.route("/", oauth1Pages);
  app.route("/", oauth2AppRoutes);
  app.route("/", oauth2UserRoutes);
  app.route("/", loginRoutes);
  app.route("/", userRoutes);
  app.route("/", consoleApi);
  app.notFound((c) => c.json({ errors: [{ code: 34, message: `Sorry, that page does not exist: ${c.req.method} ${new URL(c.req.url).pathname}.` }] }, 404));
  app.onError((err, c) => {
    if (err instanceof OAuthError) return oauthErrorResponse(c, err);
    // Logged without request data: headers and bodies may carry credentials.
    console.error(`[platform] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, err instanceof Error ? err.stack : err);
    return c.json({ errors: [{ code: 131, message: "Internal error. The request was not applied; try again later." }] }, 500);
  });
  return app;
}

/** Paths served by the platform router; everything else belongs to Next (console pages, next-auth). */
export const PLATFORM_PREFIXES = ["/oauth/", "/oauth2/", "/1.1/", "/2/", "/i/", "/ads/", "/ads-sandbox/", "/console-api/"];
export const PLATFORM_EXACT = new Set(["/login", "/logout", "/healthz"]);

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_EXACT.has(pathname) || PLATFORM_PREFIXES.some((p) => pathname.startsWith(p));
}
