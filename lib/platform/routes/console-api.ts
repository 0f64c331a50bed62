import { Hono } from "hono";
import { logFailure } from "@/lib/log/failure";
import * as appService from "@/lib/auth/apps/service";
import { listConnections, revokeConnection } from "@/lib/auth/apps/connections";
import {
  consoleCsrfToken,
  consoleCsrfValid,
  consoleSession,
  endConsoleGrant,
} from "@/lib/auth/console-session";
import { endSession } from "@/lib/auth/web-session";
import { authenticate } from "@/lib/auth/caller";
import { OAuthError } from "../../http/errors";
import { fail, MalformedBody, type ConsoleEnv } from "../../auth/console-api-kit";
import { consoleApps } from "../../auth/routes/console-apps";
import { consoleSubscriptions } from "../../webhooks/routes/console-subscriptions";
import { consoleDeliveries } from "../../webhooks/routes/console-deliveries";
import { consoleLive } from "../../webhooks/routes/console-live";
import { consoleNotifications } from "../../notifications/routes";
import { consoleProfile } from "../../profile/routes";
import { consoleWebhooks } from "../../webhooks/routes/console-webhooks";

/**
 * JSON API behind the console pages. Served by the lean router like every interface; the caller
 * is the signed-in console user. Mutations need the session-bound x-csrf-token header.
 */
export const consoleApi = new Hono<ConsoleEnv>().basePath("/console-api");

consoleApi.use("*", async (c, next) => {
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
  if (err instanceof MalformedBody)
    return fail(c, 400, [{ code: "INVALID_PARAMETER", message: err.message, parameter: "body" }]);
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

consoleApi.get("/session", async (c) => {
  const caller = await authenticate(c, ["console"]);
  return c.json({
    data: {
      user: { id: caller.user!.id, screen_name: caller.user!.screenName, name: caller.user!.name },
      csrf_token: consoleCsrfToken(c.var.session),
    },
  });
});

consoleApi.post("/signout", async (c) => {
  await endConsoleGrant(c.var.session);
  await endSession(c);
  return c.json({ data: { signed_out: true } });
});

consoleApi.get("/connections", async (c) => c.json({ data: await listConnections(c.var.userId) }));
consoleApi.delete("/connections/:appId", async (c) => {
  await revokeConnection(c.var.userId, c.req.param("appId"));
  return c.json({ data: { revoked: true } });
});

consoleApi.route("/apps", consoleApps);
consoleApi.route("/", consoleSubscriptions);
consoleApi.route("/apps", consoleWebhooks);
consoleApi.route("/apps", consoleDeliveries);
consoleApi.route("/apps", consoleLive);
consoleApi.route("/notifications", consoleNotifications);
consoleApi.route("/profile", consoleProfile);
