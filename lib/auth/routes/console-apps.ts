import { Hono } from "hono";
import { appCreateSchema, appUpdateSchema } from "@/lib/auth/apps/schema";
import * as appService from "@/lib/auth/apps/service";
import * as appKeys from "@/lib/auth/apps/keys";
import { invalid, jsonBody, type ConsoleEnv } from "../console-api-kit";

/** /console-api/apps: the console's Apps and Keys pages (mounted by console-api.ts behind its guard). */
export const consoleApps = new Hono<ConsoleEnv>();

consoleApps.get("/", async (c) =>
  c.json({ data: (await appService.listApps(c.var.userId)).map(appService.toView) }),
);

consoleApps.post("/", async (c) => {
  const parsed = appCreateSchema.safeParse(await jsonBody(c));
  if (!parsed.success) return invalid(c, parsed.error);
  return c.json(
    { data: appService.toView(await appService.createApp(c.var.userId, parsed.data)) },
    201,
  );
});

consoleApps.get("/:id", async (c) =>
  c.json({ data: appService.toView(await appService.ownedApp(c.var.userId, c.req.param("id"))) }),
);

consoleApps.patch("/:id", async (c) => {
  const parsed = appUpdateSchema.safeParse(await jsonBody(c));
  if (!parsed.success) return invalid(c, parsed.error);
  return c.json({
    data: appService.toView(
      await appService.updateApp(c.var.userId, c.req.param("id"), parsed.data),
    ),
  });
});

consoleApps.delete("/:id", async (c) => {
  await appService.deleteApp(c.var.userId, c.req.param("id"));
  return c.json({ data: { id: c.req.param("id"), deleted: true } });
});

consoleApps.get("/:id/keys", async (c) =>
  c.json({ data: await appKeys.keysView(c.var.userId, c.req.param("id")) }),
);

consoleApps.post("/:id/secret/reveal", async (c) =>
  c.json({
    data: { consumer_secret: await appKeys.revealSecret(c.var.userId, c.req.param("id")) },
  }),
);

consoleApps.post("/:id/secret/regenerate", async (c) => {
  const r = await appKeys.regenerateSecret(c.var.userId, c.req.param("id"));
  return c.json({ data: { consumer_key: r.consumerKey, consumer_secret: r.consumerSecret } });
});

consoleApps.post("/:id/access-token", async (c) =>
  c.json({ data: await appKeys.generateOwnerToken(c.var.userId, c.req.param("id")) }),
);
consoleApps.delete("/:id/access-token", async (c) => {
  await appKeys.revokeOwnerToken(c.var.userId, c.req.param("id"));
  return c.json({ data: { revoked: true } });
});

consoleApps.post("/:id/bearer-token", async (c) =>
  c.json({
    data: { access_token: await appKeys.createBearer(c.var.userId, c.req.param("id")) },
  }),
);
consoleApps.delete("/:id/bearer-token", async (c) => {
  await appKeys.revokeBearer(c.var.userId, c.req.param("id"));
  return c.json({ data: { revoked: true } });
});
