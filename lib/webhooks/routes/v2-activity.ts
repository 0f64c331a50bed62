import { Hono } from "hono";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import { eventKind } from "@/lib/events/kinds";
import { defineV2Route } from "@/lib/http/route";
import { pageMetaSchema, pageOf, pageParams } from "@/lib/http/v2-params";
import { filterView, type ActivitySubscription } from "@/lib/webhooks/products/activity";
import { parseFilter } from "@/lib/webhooks/products/activity-input";
import { ownWebhook, v2 } from "@/lib/webhooks/products/http";
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

const subscription = z.object({
  subscription_id: z.string(),
  event_type: z.string(),
  filter: z.object({
    user_id: z.string().optional(),
    keyword: z.string().optional(),
    direction: z.enum(["inbound", "outbound"]).optional(),
  }),
  tag: z.string().nullable(),
  webhook_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
const oneSubscription = z.object({ data: z.object({ subscription }) });
const exampleSubscription = {
  subscription_id: "1582456014219153408",
  event_type: "post.create",
  filter: { keyword: "launch" },
  tag: "launch watch",
  webhook_id: null,
  created_at: "2026-01-05T10:00:00.000Z",
  updated_at: "2026-01-05T10:00:00.000Z",
};

const eventType = z
  .string({ error: "must be an event type such as post.create (or PostCreate)" })
  .max(64, { error: "must be an event type such as post.create (or PostCreate)" })
  .transform((raw, ctx) => {
    const kind = eventKind(raw);
    if (kind) return kind;
    ctx.addIssue({
      code: "custom",
      message: "must be an event type such as post.create (or PostCreate)",
    });
    return z.NEVER;
  });
/** Absent or null is none. */
const tag = z
  .string({ error: "must be a string of 1 to 200 characters" })
  .min(1, { error: "must be a string of 1 to 200 characters" })
  .max(200, { error: "must be a string of 1 to 200 characters" })
  .nullable()
  .optional();
const webhookId = z
  .string({ error: "must be the id of one of this app's webhooks" })
  .min(1, { error: "must be the id of one of this app's webhooks" })
  .max(64, { error: "must be the id of one of this app's webhooks" })
  .nullable()
  .optional();
/**
 * The filter's rules depend on the event type, the users table and who authorized the app:
 * parseFilter applies them in the handler; the document says what it is.
 */
const filter = z.unknown().optional().meta({
  type: "object",
  description:
    "user_id (a user's id), keyword (post.create, post.edit, profile.update.bio) and/or direction (inbound, outbound; direct messages); user_id or keyword is required.",
});
const idParam = z.object({ id: z.string().meta({ description: "A subscription_id." }) });

const create = defineV2Route({
  method: "POST",
  path: PATH,
  summary: "Subscribes the app to one kind of event, narrowed by user or keyword.",
  credential: appOnly,
  body: z.object({ event_type: eventType, filter, tag, webhook_id: webhookId }),
  response: oneSubscription,
  status: 201,
  errors: [
    "NotAuthorized",
    "WebhookIdInvalid",
    "DuplicateSubscriptionFailed",
    "SubscriptionLimitExceeded",
  ],
  example: {
    body: { event_type: "post.create", filter: { keyword: "launch" }, tag: "launch watch" },
    response: { data: { subscription: exampleSubscription } },
  },
  handler: async ({ caller: { app }, body }) => {
    const parsed = await parseFilter(app.id, body.event_type, body.filter);
    const hook = body.webhook_id ?? null;
    if (hook) await ownWebhook(app.id, hook);
    const row = await createSubscription(app.id, body.event_type, parsed, body.tag ?? null, hook);
    return { data: { subscription: view(row) } };
  },
});

const list = defineV2Route({
  method: "GET",
  path: PATH,
  summary: "The app's activity subscriptions, oldest first.",
  credential: appOnly,
  params: z.object(pageParams(1000, 100)),
  response: z.object({ data: z.array(subscription), meta: pageMetaSchema }),
  example: {
    params: { max_results: "100" },
    response: { data: [exampleSubscription], meta: { result_count: 1 } },
  },
  handler: async ({ caller: { app }, params: p }) => {
    const rows = await db()
      .select()
      .from(activitySubscriptions)
      .where(eq(activitySubscriptions.app_id, app.id))
      .orderBy(asc(activitySubscriptions.created_at), asc(activitySubscriptions.id))
      .limit(p.max_results + 1)
      .offset(p.pagination_token);
    const { data, meta } = pageOf(rows, p);
    return { data: data.map(view), meta };
  },
});

/** PUT changes only tag and webhook_id; the event type and filter define the subscription. */
const change = defineV2Route({
  method: "PUT",
  path: `${PATH}/:id`,
  summary: "Changes a subscription's tag and/or webhook; null clears one.",
  credential: appOnly,
  params: idParam,
  body: z.strictObject(
    { tag, webhook_id: webhookId },
    { error: "cannot change: only tag and webhook_id can; create a new subscription for the rest" },
  ),
  response: oneSubscription,
  errors: ["SubscriptionNotFound", "WebhookIdInvalid"],
  example: {
    params: { id: exampleSubscription.subscription_id },
    body: { tag: "launch watch" },
    response: { data: { subscription: exampleSubscription } },
    isolated: "SubscriptionNotFound",
  },
  handler: async ({ caller: { app }, params, body }) => {
    const current = await ownSubscription(app.id, params.id);
    const update: SubscriptionChange = {};
    if (body.tag !== undefined) update.tag = body.tag;
    if (body.webhook_id !== undefined) update.webhook_id = body.webhook_id;
    const row = await updateSubscription(app.id, current.id, update);
    return { data: { subscription: view(row) } };
  },
});

const removeOne = defineV2Route({
  method: "DELETE",
  path: `${PATH}/:id`,
  summary: "Deletes one of the app's subscriptions.",
  credential: appOnly,
  params: idParam,
  response: z.object({ data: z.object({ deleted: z.literal(true) }) }),
  errors: ["SubscriptionNotFound"],
  example: {
    params: { id: exampleSubscription.subscription_id },
    response: { data: { deleted: true } },
    isolated: "SubscriptionNotFound",
  },
  handler: async ({ caller: { app }, params }) => {
    await deleteSubscription(app.id, params.id);
    // `as const`: TS widens an async handler's literal before checking it against the schema's.
    return { data: { deleted: true as const } };
  },
});

/** DELETE ?ids=a,b: all or nothing, so a typo deletes none. */
const removeMany = defineV2Route({
  method: "DELETE",
  path: PATH,
  summary: "Deletes several of the app's subscriptions, all or none.",
  credential: appOnly,
  params: z.object({
    ids: z
      .string()
      .transform((raw) => raw.split(",").filter(Boolean))
      .refine((ids) => ids.length >= 1 && ids.length <= 100, {
        error: "must list 1 to 100 subscription ids, comma-separated",
      }),
  }),
  response: z.object({
    data: z.object({ deleted: z.literal(true), subscription_ids: z.array(z.string()) }),
  }),
  errors: ["SubscriptionNotFound"],
  example: {
    params: { ids: exampleSubscription.subscription_id },
    response: { data: { deleted: true, subscription_ids: [exampleSubscription.subscription_id] } },
    isolated: "SubscriptionNotFound",
  },
  handler: async ({ caller: { app }, params }) => {
    const unique = [...new Set(params.ids)];
    const missing = await deleteSubscriptions(app.id, unique);
    if (missing !== null) await ownSubscription(app.id, missing); // answers its SubscriptionNotFound
    // `as const`: TS widens an async handler's literal before checking it against the schema's.
    return { data: { deleted: true as const, subscription_ids: unique } };
  },
});

export const ACTIVITY_ROUTES = [create, list, change, removeOne, removeMany];

/** The activity stream is a long-lived response, not a declaration. */
export const v2ActivityRoutes = new Hono();
v2ActivityRoutes.get("/2/activity/stream", v2(activityStream));
