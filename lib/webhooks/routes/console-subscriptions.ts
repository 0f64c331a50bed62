import { Hono } from "hono";
import * as input from "@/lib/webhooks/products/activity-input";
import { createSubscription } from "@/lib/webhooks/products/activity-store";
import * as subscriptions from "@/lib/webhooks/products/activity-service";
import { fail, ownWebhook } from "@/lib/webhooks/products/http";
import type { ConsoleEnv } from "../../auth/console-api-kit";
import { objectBody, owned, userIdFrom } from "./console-subscriptions-kit";
import { subscriptionsOverview } from "./console-subscriptions-view";
import { consoleStreamRoutes } from "./console-subscriptions-stream";

/**
 * /console-api/apps/:id/subscriptions: the console's Subscriptions page. The signed-in user must
 * own the app; the products' own parsers and stores do the checks (one rule for both interfaces),
 * their problems answered in the console's format. Writes pass the console API's CSRF guard.
 */
export const consoleSubscriptions = new Hono<ConsoleEnv>();
const BASE = "/apps/:id/subscriptions";

consoleSubscriptions.get(
  BASE,
  owned(async (c, appId) => c.json({ data: await subscriptionsOverview(appId) })),
);

/** A form's empty fields are "not set"; the filter takes only what applies. */
function filterFrom(v: unknown): Record<string, unknown> {
  const f = (v && typeof v === "object" && !Array.isArray(v) ? v : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(f).filter(([, x]) => x !== "" && x != null));
}

consoleSubscriptions.post(
  `${BASE}/activity`,
  owned(async (c, appId) => {
    const body = await objectBody(c);
    const kind = input.parseEventType(body.event_type);
    const filter = filterFrom(body.filter);
    if ("user_id" in filter) filter.user_id = await userIdFrom(filter.user_id);
    const parsed = await input.parseFilter(appId, kind, filter);
    const tag = input.parseTag(body.tag === "" ? null : body.tag);
    const webhookId = input.parseWebhookId(body.webhook_id === "" ? null : body.webhook_id);
    if (webhookId) await ownWebhook(appId, webhookId);
    const row = await createSubscription(appId, kind, parsed, tag, webhookId);
    return c.json({ data: { subscription_id: row.id } }, 201);
  }),
);

/** Only the tag and the webhook change; the event type and filter define the subscription. */
consoleSubscriptions.patch(
  `${BASE}/activity/:sid`,
  owned(async (c, appId) => {
    const current = await subscriptions.ownSubscription(appId, c.req.param("sid") ?? "");
    const body = await objectBody(c);
    const change: subscriptions.SubscriptionChange = {};
    if ("tag" in body) change.tag = input.parseTag(body.tag === "" ? null : body.tag);
    if ("webhook_id" in body)
      change.webhook_id = input.parseWebhookId(body.webhook_id === "" ? null : body.webhook_id);
    await subscriptions.updateSubscription(appId, current.id, change);
    return c.json({ data: { subscription_id: current.id, updated: true } });
  }),
);

consoleSubscriptions.delete(
  `${BASE}/activity/:sid`,
  owned(async (c, appId) => {
    await subscriptions.deleteSubscription(appId, c.req.param("sid") ?? "");
    return c.json({ data: { deleted: true } });
  }),
);

/** Bulk delete, all or nothing: an id that is not this app's deletes none. */
consoleSubscriptions.post(
  `${BASE}/activity/delete`,
  owned(async (c, appId) => {
    const { ids } = await objectBody(c);
    if (
      !Array.isArray(ids) ||
      !ids.length ||
      ids.length > 1000 ||
      !ids.every((i) => typeof i === "string")
    )
      fail("InvalidRequest", "ids must list 1 to 1000 subscription ids.", { parameter: "ids" });
    const unique = [...new Set(ids as string[])];
    const missing = await subscriptions.deleteSubscriptions(appId, unique);
    if (missing !== null)
      fail(
        "SubscriptionNotFound",
        `This app has no activity subscription ${missing.slice(0, 40)}; none was deleted.`,
        { parameter: "ids" },
      );
    return c.json({ data: { deleted: unique.length } });
  }),
);

consoleSubscriptions.route("/", consoleStreamRoutes);
