import { Hono, type Context } from "hono";
import { and, asc, count, eq } from "drizzle-orm";
import { authenticate } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { accountActivitySubscriptions as subs } from "@/lib/db/schema";
import { appCaller, fail, ownWebhook, v2 } from "@/lib/webhooks/products/http";
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

export const v2AccountActivityRoutes = new Hono();

v2AccountActivityRoutes.post(
  `${HOOK}/all`,
  v2(async (c) => {
    const { app, user } = await userCaller(c);
    const hook = await ownWebhook(app.id, c.req.param("webhook_id") ?? "");
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
    return c.json({ data: { subscribed: true } });
  }),
);

v2AccountActivityRoutes.get(
  `${HOOK}/all`,
  v2(async (c) => {
    const { app, user } = await userCaller(c);
    const hook = await ownWebhook(app.id, c.req.param("webhook_id") ?? "");
    const [row] = await db()
      .select()
      .from(subs)
      .where(and(eq(subs.webhook_id, hook.id), eq(subs.user_id, user.id)));
    return c.json({ data: { subscribed: Boolean(row) } });
  }),
);

v2AccountActivityRoutes.get(
  `${HOOK}/all/list`,
  v2(async (c) => {
    const { app } = await appCaller(c);
    const hook = await ownWebhook(app.id, c.req.param("webhook_id") ?? "");
    const rows = await db()
      .select({ user_id: subs.user_id })
      .from(subs)
      .where(eq(subs.webhook_id, hook.id))
      .orderBy(asc(subs.created_at), asc(subs.user_id));
    return c.json({ data: { application_id: app.id, webhook_id: hook.id, subscriptions: rows } });
  }),
);

v2AccountActivityRoutes.delete(
  `${HOOK}/:user_id/all`,
  v2(async (c) => {
    const { app } = await appCaller(c);
    await unsubscribeUser(app.id, c.req.param("webhook_id") ?? "", c.req.param("user_id") ?? "");
    return c.json({ data: { subscribed: false } });
  }),
);

v2AccountActivityRoutes.get(
  "/2/account_activity/subscriptions/count",
  v2(async (c) => {
    const { app } = await appCaller(c);
    const [{ n }] = await db().select({ n: count() }).from(subs).where(eq(subs.app_id, app.id));
    return c.json({
      data: { subscriptions_count_all: n, provisioned_count: MAX_ACCOUNT_SUBSCRIPTIONS },
    });
  }),
);
