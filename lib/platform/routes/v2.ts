import { Hono } from "hono";
import { POST_ROUTES } from "../../ads/posts/v2-routes";
import { EVENT_TEST_ROUTES } from "../../webhooks/routes/v2-events-test";
import { STREAM_RULE_ROUTES } from "../../webhooks/routes/v2-stream-rules";
import { STREAM_WEBHOOK_ROUTES } from "@/lib/webhooks/routes/v2-stream-webhooks";
import { POWERSTREAM_ROUTES } from "@/lib/webhooks/routes/v2-powerstream";
import { CONNECTION_ROUTES } from "@/lib/webhooks/routes/v2-connections";
import { REPLAY_ROUTES } from "@/lib/webhooks/routes/v2-replay";
import { WEBHOOK_ROUTES } from "@/lib/webhooks/routes/v2-webhooks";
import { ACCOUNT_ACTIVITY_ROUTES } from "@/lib/webhooks/routes/v2-account-activity";
import { ACTIVITY_ROUTES } from "@/lib/webhooks/routes/v2-activity";
import { usersMe } from "@/lib/auth/routes/users";
import { ENGAGEMENT_ROUTES } from "@/lib/engagement/routes";
import { SEARCH_FEATURE_ROUTES } from "@/lib/search/routes";
import { NEWS_ROUTES } from "@/lib/news/routes";
import { NOTES_ROUTES } from "@/lib/notes/routes";
import { USAGE_ROUTES } from "@/lib/usage/routes";
import { recordRead } from "@/lib/usage/meter-read";
import { installMeterRecorder } from "@/lib/http/route-meter";
import { config } from "@/lib/config/env";
import type { Route } from "@/lib/http/route";
import { routesDocument } from "@/lib/http/route-openapi";

/**
 * THE list of declared version-2 routes (lib/http/route.ts): mounted below, documented at
 * /2/openapi.json. Within a feature's list, a fixed path comes before a pattern that would take it.
 */
export const V2_ROUTES: readonly Route[] = [
  ...POST_ROUTES,
  // Before the lookups' /2/posts/:id, which would take /2/posts/search and /2/posts/counts.
  ...SEARCH_FEATURE_ROUTES,
  // Before /2/webhooks/:webhook_id, which would take its path.
  ...EVENT_TEST_ROUTES,
  usersMe,
  ...USAGE_ROUTES,
  ...ENGAGEMENT_ROUTES,
  ...NOTES_ROUTES,
  ...CONNECTION_ROUTES,
  ...REPLAY_ROUTES,
  ...WEBHOOK_ROUTES,
  ...ACCOUNT_ACTIVITY_ROUTES,
  ...ACTIVITY_ROUTES,
  ...STREAM_RULE_ROUTES,
  ...STREAM_WEBHOOK_ROUTES,
  ...POWERSTREAM_ROUTES,
  ...NEWS_ROUTES,
];

export function v2OpenApiDocument() {
  return routesDocument("Version-2 interface", config().publicBaseUrl, V2_ROUTES);
}

/**
 * THE list of version-2 interfaces (webhooks and the event products). A new v2 router is one line
 * here; lib/platform/app.ts mounts this one.
 */
export function v2Routes(): Hono {
  const v2 = new Hono();
  // The routes' `meter` declarations bill through lib/usage (lib/http/route-meter.ts).
  installMeterRecorder(recordRead);
  for (const route of V2_ROUTES) v2.on(route.method, route.path, route.serve);
  v2.get("/2/openapi.json", (c) => c.json(v2OpenApiDocument()));
  return v2;
}
