import { Hono } from "hono";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import {
  parseEventType,
  parseFilter,
  parseTag,
  parseWebhookId,
} from "@/lib/products/activity-input";
import { createSubscription } from "@/lib/products/activity-store";
import { fail, ownWebhook } from "@/lib/products/http";
import type { ConsoleEnv } from "./console-api-kit";
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
    const kind = parseEventType(body.event_type);
    const filter = filterFrom(body.filter);
    if ("user_id" in filter) filter.user_id = await userIdFrom(filter.user_id);
    const parsed = await parseFilter(appId, kind, filter);
    const tag = parseTag(body.tag === "" ? null : body.tag);
    const webhookId = parseWebhookId(body.webhook_id === "" ? null : body.webhook_id);
    if (webhookId) await ownWebhook(appId, webhookId);
    const row = await createSubscription(appId, kind, parsed, tag, webhookId);
    return c.json({ data: { subscription_id: row.id } }, 201);
  }),
);

async function ownSubscription(appId: string, id: string) {
  const [row] = /^\d{1,20}$/.test(id)
    ? await db()
        .select()
        .from(activitySubscriptions)
        .where(and(eq(activitySubscriptions.id, id), eq(activitySubscriptions.app_id, appId)))
    : [];
  if (!row)
    fail("SubscriptionNotFound", "This app has no activity subscription with this id.", {
      parameter: "subscription_id",
    });
  return row;
}

/** Only the tag and the webhook change; the event type and filter define the subscription. */
consoleSubscriptions.patch(
  `${BASE}/activity/:sid`,
  owned(async (c, appId) => {
    const current = await ownSubscription(appId, c.req.param("sid") ?? "");
    const body = await objectBody(c);
    const set: { updated_at: Date; tag?: string | null; webhook_id?: string | null } = {
      updated_at: new Date(),
    };
    if ("tag" in body) set.tag = parseTag(body.tag === "" ? null : body.tag);
    if ("webhook_id" in body) {
      set.webhook_id = parseWebhookId(body.webhook_id === "" ? null : body.webhook_id);
      if (set.webhook_id) await ownWebhook(appId, set.webhook_id);
    }
    await db()
      .update(activitySubscriptions)
      .set(set)
      .where(eq(activitySubscriptions.id, current.id));
    return c.json({ data: { subscription_id: current.id, updated: true } });
  }),
);

consoleSubscriptions.delete(
  `${BASE}/activity/:sid`,
  owned(async (c, appId) => {
    const s = await ownSubscription(appId, c.req.param("sid") ?? "");
    await db().delete(activitySubscriptions).where(eq(activitySubscriptions.id, s.id));
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
    const mine = and(
      eq(activitySubscriptions.app_id, appId),
      inArray(activitySubscriptions.id, unique),
    );
    const found = await db()
      .select({ id: activitySubscriptions.id })
      .from(activitySubscriptions)
      .where(mine);
    const missing = unique.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined)
      fail(
        "SubscriptionNotFound",
        `This app has no activity subscription ${missing.slice(0, 40)}; none was deleted.`,
        {
          parameter: "ids",
        },
      );
    await db().delete(activitySubscriptions).where(mine);
    return c.json({ data: { deleted: unique.length } });
  }),
);

consoleSubscriptions.route("/", consoleStreamRoutes);
