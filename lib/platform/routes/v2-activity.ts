import { Hono } from "hono";
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import { filterView, type ActivitySubscription } from "@/lib/products/activity";
import {
  parseEventType,
  parseFilter,
  parseTag,
  parseWebhookId,
} from "@/lib/products/activity-input";
import { appCaller, fail, jsonBody, ownWebhook, page, pageMeta, v2 } from "@/lib/products/http";
import { createSubscription } from "@/lib/products/activity-store";
import { activityStream } from "@/lib/products/stream-routes";

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

async function own(appId: string, id: string): Promise<ActivitySubscription> {
  const row =
    /^\d{1,20}$/.test(id) &&
    (
      await db()
        .select()
        .from(activitySubscriptions)
        .where(and(eq(activitySubscriptions.id, id), eq(activitySubscriptions.app_id, appId)))
    )[0];
  if (!row)
    fail("SubscriptionNotFound", "This app has no activity subscription with this id.", {
      parameter: "subscription_id",
      value: id,
    });
  return row;
}

/** PUT changes only tag and webhook_id; the event type and filter define the subscription. */
v2ActivityRoutes.put(
  `${PATH}/:id`,
  v2(async (c) => {
    const { app } = await appCaller(c);
    const current = await own(app.id, c.req.param("id") ?? "");
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
    const set: Partial<ActivitySubscription> = { updated_at: new Date() };
    if ("tag" in body) set.tag = parseTag(body.tag);
    if ("webhook_id" in body) {
      set.webhook_id = parseWebhookId(body.webhook_id);
      if (set.webhook_id) await ownWebhook(app.id, set.webhook_id);
    }
    const [row] = await db()
      .update(activitySubscriptions)
      .set(set)
      .where(eq(activitySubscriptions.id, current.id))
      .returning();
    return c.json({ data: { subscription: view(row) } });
  }),
);

v2ActivityRoutes.delete(
  `${PATH}/:id`,
  v2(async (c) => {
    const { app } = await appCaller(c);
    const s = await own(app.id, c.req.param("id") ?? "");
    await db().delete(activitySubscriptions).where(eq(activitySubscriptions.id, s.id));
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
    for (const id of unique) await own(app.id, id);
    await db()
      .delete(activitySubscriptions)
      .where(
        and(eq(activitySubscriptions.app_id, app.id), inArray(activitySubscriptions.id, unique)),
      );
    return c.json({ data: { deleted: true, subscription_ids: unique } });
  }),
);

v2ActivityRoutes.get("/2/activity/stream", v2(activityStream));
