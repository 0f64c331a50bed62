import { Hono, type Context } from "hono";
import { logFailure } from "@/lib/log/failure";
import { z } from "zod";
import { appCreateSchema, appUpdateSchema } from "@/lib/apps/schema";
import * as appService from "@/lib/apps/service";
import { listConnections, revokeConnection } from "@/lib/apps/connections";
import {
  consoleCsrfToken,
  consoleCsrfValid,
  consoleSession,
  endConsoleGrant,
  type ConsoleSession,
} from "@/lib/auth/console-session";
import { endSession } from "@/lib/auth/web-session";
import { authenticate } from "@/lib/auth/caller";
import { OAuthError } from "../errors";

/**
 * JSON API behind the console pages. Served by the lean router like every interface; the caller
 * is the signed-in console user. Mutations need the session-bound x-csrf-token header.
 */
type Env = { Variables: { session: ConsoleSession; userId: string } };
export const consoleApi = new Hono<Env>().basePath("/console-api");

type ApiError = { code: string; message: string; parameter?: string };
const fail = (c: Context, status: 400 | 401 | 403 | 404, errors: ApiError[]) =>
  c.json({ errors }, status);

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

/** zod issues become one error per field, with the field's name as `parameter`. */
function invalid(c: Context, error: z.ZodError) {
  return fail(
    c,
    400,
    error.issues.map((i) => ({
      code: "INVALID_PARAMETER",
      message: i.message,
      parameter: i.path.length ? String(i.path[0]) : undefined,
    })),
  );
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

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

consoleApi.get("/apps", async (c) =>
  c.json({ data: (await appService.listApps(c.var.userId)).map(appService.toView) }),
);

consoleApi.post("/apps", async (c) => {
  const parsed = appCreateSchema.safeParse(await jsonBody(c));
  if (!parsed.success) return invalid(c, parsed.error);
  return c.json(
    { data: appService.toView(await appService.createApp(c.var.userId, parsed.data)) },
    201,
  );
});

consoleApi.get("/apps/:id", async (c) =>
  c.json({ data: appService.toView(await appService.ownedApp(c.var.userId, c.req.param("id"))) }),
);

consoleApi.patch("/apps/:id", async (c) => {
  const parsed = appUpdateSchema.safeParse(await jsonBody(c));
  if (!parsed.success) return invalid(c, parsed.error);
  return c.json({
    data: appService.toView(
      await appService.updateApp(c.var.userId, c.req.param("id"), parsed.data),
    ),
  });
});

consoleApi.delete("/apps/:id", async (c) => {
  await appService.deleteApp(c.var.userId, c.req.param("id"));
  return c.json({ data: { id: c.req.param("id"), deleted: true } });
});

consoleApi.get("/apps/:id/keys", async (c) =>
  c.json({ data: await appService.keysView(c.var.userId, c.req.param("id")) }),
);

consoleApi.post("/apps/:id/secret/reveal", async (c) =>
  c.json({
    data: { consumer_secret: await appService.revealSecret(c.var.userId, c.req.param("id")) },
  }),
);

consoleApi.post("/apps/:id/secret/regenerate", async (c) => {
  const r = await appService.regenerateSecret(c.var.userId, c.req.param("id"));
  return c.json({ data: { consumer_key: r.consumerKey, consumer_secret: r.consumerSecret } });
});

consoleApi.post("/apps/:id/access-token", async (c) =>
  c.json({ data: await appService.generateOwnerToken(c.var.userId, c.req.param("id")) }),
);
consoleApi.delete("/apps/:id/access-token", async (c) => {
  await appService.revokeOwnerToken(c.var.userId, c.req.param("id"));
  return c.json({ data: { revoked: true } });
});

consoleApi.post("/apps/:id/bearer-token", async (c) =>
  c.json({
    data: { access_token: await appService.createBearer(c.var.userId, c.req.param("id")) },
  }),
);
consoleApi.delete("/apps/:id/bearer-token", async (c) => {
  await appService.revokeBearer(c.var.userId, c.req.param("id"));
  return c.json({ data: { revoked: true } });
});

consoleApi.get("/connections", async (c) => c.json({ data: await listConnections(c.var.userId) }));
consoleApi.delete("/connections/:appId", async (c) => {
  await revokeConnection(c.var.userId, c.req.param("appId"));
  return c.json({ data: { revoked: true } });
});
