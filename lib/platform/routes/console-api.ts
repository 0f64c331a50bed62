import { Hono } from "hono";
import { logFailure } from "@/lib/log/failure";
import * as appService from "@/lib/auth/apps/service";
import { consoleCsrfValid, consoleSession } from "@/lib/auth/console-session";
import { config } from "@/lib/config/env";
import { consoleDocument } from "@/lib/auth/console-openapi";
import { OAuthError } from "../../http/errors";
import { fail, type ConsoleEnv } from "../../auth/console-api-kit";
import { CONSOLE_ACCOUNT_ROUTES } from "../../auth/routes/console-account";
import { CONSOLE_APP_ROUTES } from "../../auth/routes/console-apps";
import { CONSOLE_ACTIVITY_ROUTES } from "../../webhooks/routes/console-subscriptions";
import { CONSOLE_STREAM_ROUTES } from "../../webhooks/routes/console-subscriptions-stream";
import { CONSOLE_DELIVERY_ROUTES } from "../../webhooks/routes/console-deliveries";
import { consoleLive } from "../../webhooks/routes/console-live";
import { CONSOLE_NOTIFICATION_ROUTES } from "../../notifications/routes";
import { CONSOLE_PROFILE_ROUTES } from "../../profile/routes";
import { CONSOLE_WEBHOOK_ROUTES } from "../../webhooks/routes/console-webhooks";
import { CONSOLE_NOTE_ROUTES } from "../../notes/routes/console-notes";
import { CONSOLE_USAGE_ROUTES } from "../../usage/console-routes";

/**
 * Every route of the console's JSON API, declared (lib/auth/console-route.ts): what this router
 * mounts, what `/console-api/openapi.json` documents and what the console's typed client
 * (components/console-client.ts) is derived from.
 */
export const CONSOLE_ROUTES = [
  ...CONSOLE_ACCOUNT_ROUTES,
  ...CONSOLE_APP_ROUTES,
  ...CONSOLE_ACTIVITY_ROUTES,
  ...CONSOLE_STREAM_ROUTES,
  ...CONSOLE_WEBHOOK_ROUTES,
  ...CONSOLE_DELIVERY_ROUTES,
  consoleLive,
  ...CONSOLE_NOTIFICATION_ROUTES,
  ...CONSOLE_PROFILE_ROUTES,
  ...CONSOLE_NOTE_ROUTES,
  ...CONSOLE_USAGE_ROUTES,
] as const;
export type ConsoleRoutes = typeof CONSOLE_ROUTES;

/**
 * JSON API behind the console pages. Served by the lean router like every interface; the caller
 * is the signed-in console user. Mutations need the session-bound x-csrf-token header.
 */
export const consoleApi = new Hono<ConsoleEnv>();

export const consoleOpenApiDocument = () => consoleDocument(config().publicBaseUrl, CONSOLE_ROUTES);

// Before the session guard: the document describes the API, it opens nothing.
consoleApi.get("/console-api/openapi.json", (c) => c.json(consoleOpenApiDocument()));

consoleApi.use("/console-api/*", async (c, next) => {
  c.header("cache-control", "no-store");
  const session = await consoleSession(c);
  if (!session)
    return fail(c, 401, [
      { code: "UNAUTHORIZED_ACCESS", message: "Sign in to the console first." },
    ]);
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    // Browsers send Sec-Fetch-Site; a cross-site request is refused even before the token check.
    const site = c.req.header("sec-fetch-site");
    if ((site && site !== "same-origin" && site !== "none") || !consoleCsrfValid(c, session)) {
      return fail(c, 403, [
        {
          code: "CSRF_CHECK_FAILED",
          message: "Missing or wrong x-csrf-token header: read it from GET /console-api/session.",
        },
      ]);
    }
  }
  c.set("session", session);
  c.set("userId", session.userId);
  await next();
});

consoleApi.onError((err, c) => {
  if (err instanceof appService.NotFound)
    return fail(c, 404, [{ code: "NOT_FOUND", message: err.message }]);
  if (err instanceof OAuthError)
    return fail(c, 401, [{ code: "UNAUTHORIZED_ACCESS", message: err.body().errors[0].message }]);
  logFailure("console-api", `${c.req.method} ${new URL(c.req.url).pathname}`, err);
  return c.json(
    {
      errors: [
        { code: "INTERNAL_ERROR", message: "Internal error; nothing was changed. Try again." },
      ],
    },
    500,
  );
});

for (const route of CONSOLE_ROUTES) consoleApi.on(route.method, route.path, route.serve);
