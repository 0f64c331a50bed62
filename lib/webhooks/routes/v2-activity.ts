import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import { defineV2Route } from "@/lib/http/route";
import { pageMetaSchema, pageOf, pageParams } from "@/lib/http/v2-params";
import { parseFilter } from "@/lib/webhooks/products/activity-input";
import { ownWebhook } from "@/lib/webhooks/products/http";
import { createSubscription } from "@/lib/webhooks/products/activity-store";
import {
  ownSubscription,
  updateSubscription,
  type SubscriptionChange,
} from "@/lib/webhooks/products/activity-service";
import {
  activityStream,
  activityMessageSchema,
  streamParams,
} from "@/lib/webhooks/products/stream-routes";
import { defineV2Stream } from "@/lib/http/route-stream";
import {
  PATH,
  view,
  subscription,
  oneSubscription,
  exampleSubscription,
  eventType,
  tag,
  webhookId,
  filter,
  idParam,
} from "./activity-kit";
import { REMOVE_ACTIVITY_ROUTES } from "./v2-activity-remove";

/** Activity subscriptions (FACTS "Activity subscriptions"); app-only bearer. */
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

const stream = defineV2Stream({
  path: "/2/activity/stream",
  summary: "Every event the app's activity subscriptions match, as it happens.",
  credential: appOnly,
  params: streamParams,
  message: activityMessageSchema,
  example: {
    params: { backfill_minutes: "2" },
    message: {
      data: {
        event_uuid: "1512442271311724544",
        filter: { user_id: "2244994945" },
        event_type: "profile.update.bio",
        tag: "bio changes",
        payload: { before: "Hello", after: "Hello again" },
      },
    },
  },
  handler: activityStream,
});

export const ACTIVITY_ROUTES = [stream, create, list, change, ...REMOVE_ACTIVITY_ROUTES];
