import { appCreateSchema, appUpdateSchema } from "@/lib/auth/apps/schema";
import * as appService from "@/lib/auth/apps/service";
import * as appKeys from "@/lib/auth/apps/keys";
import {
  appKeysSchema,
  appViewSchema,
  deletedSchema,
  ownerTokenSchema,
  revokedSchema,
} from "@/lib/auth/apps/views";
import { z } from "zod";
import { defineConsoleRoute } from "../console-route";

/**
 * /console-api/apps: the console's Apps and Keys pages. Every route of one app answers 404 unless
 * the signed-in user owns it (`ownedApp`, inside the services).
 */
const APP = "/console-api/apps/:id";

export const CONSOLE_APP_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/apps",
    summary: "The signed-in user's apps",
    response: z.array(appViewSchema),
    handler: async ({ userId }) => (await appService.listApps(userId)).map(appService.toView),
  }),
  defineConsoleRoute({
    method: "POST",
    path: "/console-api/apps",
    summary: "Create an app",
    body: appCreateSchema,
    response: appViewSchema,
    status: 201,
    handler: async ({ userId, body }) =>
      appService.toView(await appService.createApp(userId, body)),
  }),
  defineConsoleRoute({
    method: "GET",
    path: APP,
    summary: "One app",
    response: appViewSchema,
    handler: async ({ userId, params }) =>
      appService.toView(await appService.ownedApp(userId, params.id)),
  }),
  defineConsoleRoute({
    method: "PATCH",
    path: APP,
    summary: "Change an app's settings (only the fields sent)",
    body: appUpdateSchema,
    response: appViewSchema,
    handler: async ({ userId, params, body }) =>
      appService.toView(await appService.updateApp(userId, params.id, body)),
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: APP,
    summary: "Delete an app and end its credentials",
    response: deletedSchema,
    handler: async ({ userId, params }) => {
      await appService.deleteApp(userId, params.id);
      return { id: params.id, deleted: true };
    },
  }),
  defineConsoleRoute({
    method: "GET",
    path: `${APP}/keys`,
    summary: "An app's keys and tokens, without their secrets",
    response: appKeysSchema,
    handler: ({ userId, params }) => appKeys.keysView(userId, params.id),
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${APP}/secret/reveal`,
    summary: "Show an app's consumer secret",
    response: z.object({ consumer_secret: z.string() }),
    handler: async ({ userId, params }) => ({
      consumer_secret: await appKeys.revealSecret(userId, params.id),
    }),
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${APP}/secret/regenerate`,
    summary: "Replace an app's consumer key and secret",
    response: z.object({ consumer_key: z.string(), consumer_secret: z.string() }),
    handler: async ({ userId, params }) => {
      const r = await appKeys.regenerateSecret(userId, params.id);
      return { consumer_key: r.consumerKey, consumer_secret: r.consumerSecret };
    },
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${APP}/access-token`,
    summary: "A fresh access token for the app's owner",
    response: ownerTokenSchema,
    handler: ({ userId, params }) => appKeys.generateOwnerToken(userId, params.id),
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: `${APP}/access-token`,
    summary: "Revoke the owner's access token",
    response: revokedSchema,
    handler: async ({ userId, params }) => {
      await appKeys.revokeOwnerToken(userId, params.id);
      return { revoked: true };
    },
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${APP}/bearer-token`,
    summary: "An app-only bearer token",
    response: z.object({ access_token: z.string() }),
    handler: async ({ userId, params }) => ({
      access_token: await appKeys.createBearer(userId, params.id),
    }),
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: `${APP}/bearer-token`,
    summary: "Invalidate the app-only bearer token",
    response: revokedSchema,
    handler: async ({ userId, params }) => {
      await appKeys.revokeBearer(userId, params.id);
      return { revoked: true };
    },
  }),
] as const;
