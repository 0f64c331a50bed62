import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { accountActivitySubscriptions as subs } from "@/lib/db/schema";
import { defineV2Route } from "@/lib/http/route";
import { fail, ownWebhook } from "@/lib/webhooks/products/http";
import { lockApp } from "@/lib/webhooks/products/app-lock";
import {
  exampleHook,
  hookParam,
  MAX_ACCOUNT_SUBSCRIPTIONS,
  subscribed,
  subscriber,
} from "./account-activity-kit";
import { APP_ACCOUNT_ACTIVITY_ROUTES } from "./v2-account-activity-app";

/**
 * Account activity subscriptions (FACTS "Account activity"). Subscribing is the user's act, so it
 * takes user context; listing, counting and removing are the app's (bearer).
 */
const HOOK = "/2/account_activity/webhooks/:webhook_id/subscriptions";

const subscribe = defineV2Route({
  method: "POST",
  path: `${HOOK}/all`,
  summary: "Subscribes the calling user's activity to one of the app's webhooks.",
  credential: subscriber,
  params: z.object(hookParam),
  response: subscribed(z.literal(true)),
  errors: [
    "WebhookIdInvalid",
    "DuplicateSubscriptionFailed",
    "SubscriptionLimitExceeded",
    "NotAuthorized",
  ],
  example: {
    params: { webhook_id: exampleHook },
    response: { data: { subscribed: true } },
    isolated: "WebhookIdInvalid",
  },
  handler: async ({ caller: { app, user }, params }) => {
    const hook = await ownWebhook(app.id, params.webhook_id);
    await db().transaction(async (tx) => {
      await lockApp(tx, "account_activity", app.id);
      const [dup] = await tx
        .select()
        .from(subs)
        .where(and(eq(subs.webhook_id, hook.id), eq(subs.user_id, user.id)));
      if (dup)
        fail("DuplicateSubscriptionFailed", "This user is already subscribed to this webhook.");
      const [{ n }] = await tx.select({ n: count() }).from(subs).where(eq(subs.app_id, app.id));
      if (n >= MAX_ACCOUNT_SUBSCRIPTIONS)
        fail(
          "SubscriptionLimitExceeded",
          `An app may subscribe ${MAX_ACCOUNT_SUBSCRIPTIONS} users; remove some first.`,
        );
      await tx
        .insert(subs)
        .values({ webhook_id: hook.id, user_id: user.id, app_id: app.id, created_at: new Date() });
    });
    // `as const`: TS widens an async handler's literal before checking it against the schema's.
    return { data: { subscribed: true as const } };
  },
});

const check = defineV2Route({
  method: "GET",
  path: `${HOOK}/all`,
  summary: "Whether the calling user is subscribed to one of the app's webhooks.",
  credential: subscriber,
  params: z.object(hookParam),
  response: subscribed(z.boolean()),
  errors: ["WebhookIdInvalid", "NotAuthorized"],
  example: {
    params: { webhook_id: exampleHook },
    response: { data: { subscribed: true } },
    isolated: "WebhookIdInvalid",
  },
  handler: async ({ caller: { app, user }, params }) => {
    const hook = await ownWebhook(app.id, params.webhook_id);
    const [row] = await db()
      .select()
      .from(subs)
      .where(and(eq(subs.webhook_id, hook.id), eq(subs.user_id, user.id)));
    return { data: { subscribed: Boolean(row) } };
  },
});

/** Subscribing and checking take the user's context; the app's own routes are beside. */
export const ACCOUNT_ACTIVITY_ROUTES = [subscribe, check, ...APP_ACCOUNT_ACTIVITY_ROUTES];
