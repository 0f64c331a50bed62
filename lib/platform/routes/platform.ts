import { Hono } from "hono";
import { z } from "zod";
import { ping } from "@/lib/db/client";
import { config } from "@/lib/config/env";
import { OAUTH1_ROUTES } from "@/lib/auth/routes/oauth1";
import { OAUTH2_APP_ROUTES } from "@/lib/auth/routes/oauth2-app";
import { OAUTH2_USER_ROUTES } from "@/lib/auth/routes/oauth2-user";
import { verifyCredentials } from "@/lib/auth/routes/users";
import { UPLOAD_ROUTES } from "@/lib/media/upload/routes";
import { mediaFile } from "@/lib/media/serve";
import { statsJobFile } from "@/lib/ads/analytics/job-file";
import {
  definePlatformRoute,
  publicRoute,
  type PlatformFamily,
  type PlatformRoute,
} from "@/lib/http/platform-route";
import { platformDocument } from "@/lib/http/platform-openapi";

const healthz = definePlatformRoute({
  family: "platform",
  method: "GET",
  path: "/healthz",
  summary: "Answers once the database answers: for load balancers and probes.",
  credential: publicRoute,
  response: z.object({ ok: z.literal(true) }),
  errors: ["INTERNAL_ERROR"],
  example: { response: { ok: true } },
  handler: async () => {
    await ping();
    return { ok: true as const };
  },
});

/**
 * THE list of declared routes of the platform family (credentials, 1.1, uploads, media) and of the
 * oauth2 family (lib/http/platform-route.ts): mounted below, documented at /1.1/openapi.json and
 * /2/oauth2/openapi.json, one document per family.
 */
export const PLATFORM_ROUTES: readonly PlatformRoute[] = [
  healthz,
  ...OAUTH1_ROUTES,
  ...OAUTH2_APP_ROUTES,
  verifyCredentials,
  ...UPLOAD_ROUTES,
  mediaFile,
  statsJobFile,
];
export const OAUTH2_ROUTES: readonly PlatformRoute[] = OAUTH2_USER_ROUTES;

/** Where each family's document is served: paths of that family (lib/http/families.ts). */
export const DOCUMENT_PATHS = {
  platform: "/1.1/openapi.json",
  oauth2: "/2/oauth2/openapi.json",
} as const satisfies Record<PlatformFamily, string>;

export function platformOpenApiDocument(family: PlatformFamily) {
  return family === "platform"
    ? platformDocument(
        "Credentials, 1.1, uploads and media",
        config().publicBaseUrl,
        PLATFORM_ROUTES,
      )
    : platformDocument("OAuth 2.0 user tokens", config().publicBaseUrl, OAUTH2_ROUTES);
}

export function platformRoutes(): Hono {
  const router = new Hono();
  for (const route of [...PLATFORM_ROUTES, ...OAUTH2_ROUTES]) route.mount(router);
  for (const family of ["platform", "oauth2"] as const)
    router.get(DOCUMENT_PATHS[family], (c) => c.json(platformOpenApiDocument(family)));
  return router;
}
