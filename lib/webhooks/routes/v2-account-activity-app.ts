import { asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { accountActivitySubscriptions as subs } from "@/lib/db/schema";
import { defineV2Route } from "@/lib/http/route";
import { ownWebhook } from "@/lib/webhooks/products/http";
import { unsubscribeUser } from "@/lib/webhooks/products/account-activity-service";
import {
  exampleHook,
  hookParam,
  MAX_ACCOUNT_SUBSCRIPTIONS,
  subscribed,
} from "./account-activity-kit";

/** The app's side of account activity (bearer): list, remove and count its users' subscriptions. */
const HOOK = "/2/account_activity/webhooks/:webhook_id/subscriptions";

const list = defineV2Route({
  method: "GET",
  path: `${HOOK}/all/list`,
  summary: "The users subscribed to one of the app's webhooks, oldest first.",
  credential: appOnly,
  params: z.object(hookParam),
  response: z.object({
    data: z.object({
      application_id: z.string(),
      webhook_id: z.string(),
      subscriptions: z.array(z.object({ user_id: z.string() })),
    }),
  }),
  errors: ["WebhookIdInvalid"],
  example: {
    params: { webhook_id: exampleHook },
    response: {
      data: {
        application_id: "29191802",
        webhook_id: exampleHook,
        subscriptions: [{ user_id: "2244994945" }],
      },
    },
    isolated: "WebhookIdInvalid",
  },
  handler: async ({ caller: { app }, params }) => {
    const hook = await ownWebhook(app.id, params.webhook_id);
    const rows = await db()
      .select({ user_id: subs.user_id })
      .from(subs)
      .where(eq(subs.webhook_id, hook.id))
      .orderBy(asc(subs.created_at), asc(subs.user_id));
    return { data: { application_id: app.id, webhook_id: hook.id, subscriptions: rows } };
  },
});

const unsubscribe = defineV2Route({
  method: "DELETE",
  path: `${HOOK}/:user_id/all`,
  summary: "Removes a user's subscription from one of the app's webhooks.",
  credential: appOnly,
  params: z.object({ ...hookParam, user_id: z.string() }),
  response: subscribed(z.literal(false)),
  errors: ["WebhookIdInvalid", "SubscriptionNotFound"],
  example: {
    params: { webhook_id: exampleHook, user_id: "2244994945" },
    response: { data: { subscribed: false } },
    isolated: "WebhookIdInvalid",
  },
  handler: async ({ caller: { app }, params }) => {
    await unsubscribeUser(app.id, params.webhook_id, params.user_id);
    // `as const`: TS widens an async handler's literal before checking it against the schema's.
    return { data: { subscribed: false as const } };
  },
});

const total = defineV2Route({
  method: "GET",
  path: "/2/account_activity/subscriptions/count",
  summary: "How many users the app has subscribed, and how many it may.",
  credential: appOnly,
  response: z.object({
    data: z.object({
      subscriptions_count_all: z.number().int(),
      provisioned_count: z.number().int(),
    }),
  }),
  example: { response: { data: { subscriptions_count_all: 1, provisioned_count: 1000 } } },
  handler: async ({ caller: { app } }) => {
    const [{ n }] = await db().select({ n: count() }).from(subs).where(eq(subs.app_id, app.id));
    return { data: { subscriptions_count_all: n, provisioned_count: MAX_ACCOUNT_SUBSCRIPTIONS } };
  },
});

export const APP_ACCOUNT_ACTIVITY_ROUTES = [list, unsubscribe, total];
