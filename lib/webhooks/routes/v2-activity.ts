import { Hono } from "hono";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import { filterView, type ActivitySubscription } from "@/lib/webhooks/products/activity";
import {
  parseEventType,
  parseFilter,
  parseTag,
  parseWebhookId,
} from "@/lib/webhooks/products/activity-input";
import {
  appCaller,
  fail,
  jsonBody,
  ownWebhook,
  page,
  pageMeta,
  v2,
} from "@/lib/webhooks/products/http";
import { createSubscription } from "@/lib/webhooks/products/activity-store";
import {
  deleteSubscription,
  deleteSubscriptions,
  ownSubscription,
  updateSubscription,
  type SubscriptionChange,
} from "@/lib/webhooks/products/activity-service";
import { activityStream } from "@/lib/webhooks/products/stream-routes";

/** Activity subscriptions (FACTS "Activity subscriptions"); app-only bearer. */
const PATH = "/2/activity/subscriptions";

const view = (s: ActivitySubscription) => ({
  subscription_id: s.id,
  event_type: s.event_type,
  filter: filterView(s),
  tag: s.tag,
  webhook_id: s.webhook_id,
  created_at: s.created_at.toISOString(),
  updated_at: s.updated_at.toISOString(),
});

export const v2ActivityRoutes = new Hono();

v2ActivityRoutes.post(
  PATH,
  v2(async (c) => {
    const { app } = await appCaller(c);
    const body = await jsonBody(c);
    const kind = parseEventType(body.event_type);
    const filter = await parseFilter(app.id, kind, body.filter);
    const tag = parseTag(body.tag);
    const webhookId = parseWebhookId(body.webhook_id);
    if (webhookId) await ownWebhook(app.id, webhookId);
    const row = await createSubscription(app.id, kind, filter, tag, webhookId);
    return c.json({ data: { subscription: view(row) } }, 201);
  }),
);

v2ActivityRoutes.get(
  PATH,
  v2(async (c) => {
    const { app } = await appCaller(c);
    const p = page(c, 1000, 100);
    const rows = await db()
      .select()
      .from(activitySubscriptions)
      .where(eq(activitySubscriptions.app_id, app.id))
      .orderBy(asc(activitySubscriptions.created_at), asc(activitySubscriptions.id))
      .limit(p.limit + 1)
      .offset(p.offset);
    const { data, meta } = pageMeta(rows, p);
    return c.json({ data: data.map(view), meta });
  }),
);

/** PUT changes only tag and webhook_id; the event type and filter define the subscription. */
v2ActivityRoutes.put(
  `${PATH}/:id`,
  v2(async (c) => {
    const { app } = await appCaller(c);
    const current = await ownSubscription(app.id, c.req.param("id") ?? "");
    const body = await jsonBody(c);
    const fixed = Object.keys(body).filter((k) => k !== "tag" && k !== "webhook_id");
    if (fixed.length)
      fail(
        "InvalidRequest",
        "Only tag and webhook_id can change; create a new subscription for the rest.",
        {
          parameter: fixed[0],
        },
      );
    const change: SubscriptionChange = {};
    if ("tag" in body) change.tag = parseTag(body.tag);
    if ("webhook_id" in body) change.webhook_id = parseWebhookId(body.webhook_id);
    const row = await updateSubscription(app.id, current.id, change);
    return c.json({ data: { subscription: view(row) } });
  }),
);

v2ActivityRoutes.delete(
  `${PATH}/:id`,
  v2(async (c) => {
    const { app } = await appCaller(c);
    await deleteSubscription(app.id, c.req.param("id") ?? "");
    return c.json({ data: { deleted: true } });
  }),
);

/** DELETE ?ids=a,b: all or nothing, so a typo deletes none. */
v2ActivityRoutes.delete(
  PATH,
  v2(async (c) => {
    const { app } = await appCaller(c);
    const ids = (c.req.query("ids") ?? "").split(",").filter(Boolean);
    if (!ids.length || ids.length > 100)
      fail("InvalidRequest", "ids must list 1 to 100 subscription ids, comma-separated.", {
        parameter: "ids",
      });
    const unique = [...new Set(ids)];
    const missing = await deleteSubscriptions(app.id, unique);
    if (missing !== null) await ownSubscription(app.id, missing); // answers its SubscriptionNotFound
    return c.json({ data: { deleted: true, subscription_ids: unique } });
  }),
);

v2ActivityRoutes.get("/2/activity/stream", v2(activityStream));
