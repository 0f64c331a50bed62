import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import {
  deleteSubscription,
  deleteSubscriptions,
  ownSubscription,
} from "@/lib/webhooks/products/activity-service";
import { PATH, exampleSubscription, idParam } from "./activity-kit";

/** Deleting activity subscriptions: one by id, or several by ?ids= (all or nothing). */
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

export const REMOVE_ACTIVITY_ROUTES = [removeOne, removeMany];
