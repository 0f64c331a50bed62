import type { Context } from "hono";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { authenticate } from "@/lib/auth/caller";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { accountActivitySubscriptions as subs } from "@/lib/db/schema";
import { defineV2Route, type Credential } from "@/lib/http/route";
import { fail, ownWebhook } from "@/lib/webhooks/products/http";
import { lockApp } from "@/lib/webhooks/products/app-lock";
import { unsubscribeUser } from "@/lib/webhooks/products/account-activity-service";

/**
 * Account activity subscriptions (FACTS "Account activity"). Subscribing is the user's act, so it
 * takes user context; listing, counting and removing are the app's (bearer).
 */
export const MAX_ACCOUNT_SUBSCRIPTIONS = 1000;
/** OAuth 2.0 scopes covering what account activity delivers (posts, profile, DMs, follows, likes). */
export const ACCOUNT_ACTIVITY_SCOPES = [
  "users.read",
  "post.read",
  "dm.read",
  "follow.read",
  "like.read",
];
const HOOK = "/2/account_activity/webhooks/:webhook_id/subscriptions";

/** The subscribing user and app; OAuth 1.0a permissions stand in for scopes (they override them). */
async function userCaller(c: Context) {
  const caller = await authenticate(c, ["oauth1", "oauth2-user", "app-only"]);
  if (!caller.user)
    fail(
      "UnsupportedAuthentication",
      "Subscribing a user takes that user's context: OAuth 1.0a user credentials or an OAuth 2.0 user token, not an app-only bearer token.",
    );
  if (caller.scopes) {
    const missing = ACCOUNT_ACTIVITY_SCOPES.filter((s) => !caller.scopes?.includes(s));
    if (missing.length)
      fail(
        "NotAuthorized",
        `The user token lacks the scopes ${missing.join(", ")}; account activity needs ${ACCOUNT_ACTIVITY_SCOPES.join(", ")}.`,
      );
  }
  return { app: caller.app, user: caller.user };
}

const subscriber: Credential<Awaited<ReturnType<typeof userCaller>>> = {
  scheme: "UserContext",
  resolve: userCaller,
};

const exampleHook = "1146654567674912769";
const hookParam = { webhook_id: z.string().meta({ description: "One of the app's webhooks." }) };
const subscribed = <T extends z.ZodType<boolean>>(value: T) =>
  z.object({ data: z.object({ subscribed: value }) });

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

export const ACCOUNT_ACTIVITY_ROUTES = [subscribe, check, list, unsubscribe, total];
