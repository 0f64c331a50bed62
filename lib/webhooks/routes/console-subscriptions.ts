import { z } from "zod";
import * as input from "@/lib/webhooks/products/activity-input";
import { createSubscription } from "@/lib/webhooks/products/activity-store";
import * as subscriptions from "@/lib/webhooks/products/activity-service";
import { fail, ownWebhook } from "@/lib/webhooks/products/http";
import { ownedApp } from "@/lib/auth/apps/service";
import { defineConsoleRoute } from "../../auth/console-route";
import { ownedAppId, productRefusal, userIdFrom } from "./console-subscriptions-kit";
import { subscriptionsOverview, subscriptionsOverviewSchema } from "./console-subscriptions-view";

/**
 * /console-api/apps/:id/subscriptions: the console's Subscriptions page. The signed-in user must
 * own the app; the products' own parsers and stores do the checks (one rule for both interfaces),
 * their problems answered in the console's format. A form's empty field is "not set".
 */
export const SUBSCRIPTIONS = "/console-api/apps/:id/subscriptions";
const refusal = productRefusal();
const optionalText = z.string().max(1000).nullable().optional();
const blank = (v: string | null | undefined) => (v === "" ? null : v);

/** A form's empty fields are "not set"; the filter takes only what applies. */
const filterFrom = (f: Record<string, string | undefined> = {}): Record<string, unknown> =>
  Object.fromEntries(Object.entries(f).filter(([, x]) => x !== "" && x !== undefined));

export const CONSOLE_ACTIVITY_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: SUBSCRIPTIONS,
    summary: "Everything the Subscriptions page shows for one app",
    response: subscriptionsOverviewSchema,
    handler: async ({ userId, params }) => subscriptionsOverview(await ownedApp(userId, params.id)),
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${SUBSCRIPTIONS}/activity`,
    summary: "Subscribe to an event type, with a filter",
    body: z.object({
      event_type: z.string().max(64).optional(),
      filter: z.record(z.string(), z.string().max(1000).optional()).optional(),
      tag: optionalText,
      webhook_id: optionalText,
    }),
    response: z.object({ subscription_id: z.string() }),
    status: 201,
    refusal,
    handler: async ({ userId, params, body }) => {
      const appId = await ownedAppId(userId, params.id);
      const kind = input.parseEventType(body.event_type);
      const filter = filterFrom(body.filter);
      if ("user_id" in filter) filter.user_id = await userIdFrom(filter.user_id);
      const parsed = await input.parseFilter(appId, kind, filter);
      const tag = input.parseTag(blank(body.tag));
      const webhookId = input.parseWebhookId(blank(body.webhook_id));
      if (webhookId) await ownWebhook(appId, webhookId);
      const row = await createSubscription(appId, kind, parsed, tag, webhookId);
      return { subscription_id: row.id };
    },
  }),
  /** Only the tag and the webhook change; the event type and filter define the subscription. */
  defineConsoleRoute({
    method: "PATCH",
    path: `${SUBSCRIPTIONS}/activity/:sid`,
    summary: "Change a subscription's tag or webhook",
    body: z.object({ tag: optionalText, webhook_id: optionalText }),
    response: z.object({ subscription_id: z.string(), updated: z.boolean() }),
    refusal,
    handler: async ({ userId, params, body }) => {
      const appId = await ownedAppId(userId, params.id);
      const current = await subscriptions.ownSubscription(appId, params.sid);
      const change: subscriptions.SubscriptionChange = {};
      if (body.tag !== undefined) change.tag = input.parseTag(blank(body.tag));
      if (body.webhook_id !== undefined)
        change.webhook_id = input.parseWebhookId(blank(body.webhook_id));
      await subscriptions.updateSubscription(appId, current.id, change);
      return { subscription_id: current.id, updated: true };
    },
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: `${SUBSCRIPTIONS}/activity/:sid`,
    summary: "Delete a subscription",
    response: z.object({ deleted: z.boolean() }),
    refusal,
    handler: async ({ userId, params }) => {
      await subscriptions.deleteSubscription(await ownedAppId(userId, params.id), params.sid);
      return { deleted: true };
    },
  }),
  /** Bulk delete, all or nothing: an id that is not this app's deletes none. */
  defineConsoleRoute({
    method: "POST",
    path: `${SUBSCRIPTIONS}/activity/delete`,
    summary: "Delete several subscriptions, all or none",
    body: z.object({
      ids: z
        .array(z.string().max(64), "ids must list 1 to 1000 subscription ids.")
        .min(1, "ids must list 1 to 1000 subscription ids.")
        .max(1000, "ids must list 1 to 1000 subscription ids."),
    }),
    response: z.object({ deleted: z.number() }),
    refusal,
    handler: async ({ userId, params, body }) => {
      const appId = await ownedAppId(userId, params.id);
      const unique = [...new Set(body.ids)];
      const missing = await subscriptions.deleteSubscriptions(appId, unique);
      if (missing !== null)
        fail(
          "SubscriptionNotFound",
          `This app has no activity subscription ${missing.slice(0, 40)}; none was deleted.`,
          { parameter: "ids" },
        );
      return { deleted: unique.length };
    },
  }),
] as const;
