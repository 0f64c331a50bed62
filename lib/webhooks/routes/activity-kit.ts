import { z } from "zod";
import { eventKind } from "@/lib/events/kinds";
import { filterView, type ActivitySubscription } from "@/lib/webhooks/products/activity";

/** What the activity subscription routes share: the path, the subscription's view and shape, the parameters and an example. */
export const PATH = "/2/activity/subscriptions";

export const view = (s: ActivitySubscription) => ({
  subscription_id: s.id,
  event_type: s.event_type,
  filter: filterView(s),
  tag: s.tag,
  webhook_id: s.webhook_id,
  created_at: s.created_at.toISOString(),
  updated_at: s.updated_at.toISOString(),
});

export const subscription = z.object({
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
export const oneSubscription = z.object({ data: z.object({ subscription }) });
export const exampleSubscription = {
  subscription_id: "1582456014219153408",
  event_type: "post.create",
  filter: { keyword: "launch" },
  tag: "launch watch",
  webhook_id: null,
  created_at: "2026-01-05T10:00:00.000Z",
  updated_at: "2026-01-05T10:00:00.000Z",
};

export const eventType = z
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
export const tag = z
  .string({ error: "must be a string of 1 to 200 characters" })
  .min(1, { error: "must be a string of 1 to 200 characters" })
  .max(200, { error: "must be a string of 1 to 200 characters" })
  .nullable()
  .optional();
export const webhookId = z
  .string({ error: "must be the id of one of this app's webhooks" })
  .min(1, { error: "must be the id of one of this app's webhooks" })
  .max(64, { error: "must be the id of one of this app's webhooks" })
  .nullable()
  .optional();
/**
 * The filter's rules depend on the event type, the users table and who authorized the app:
 * parseFilter applies them in the handler; the document says what it is.
 */
export const filter = z.unknown().optional().meta({
  type: "object",
  description:
    "user_id (a user's id), keyword (post.create, post.edit, profile.update.bio) and/or direction (inbound, outbound; direct messages); user_id or keyword is required.",
});
export const idParam = z.object({ id: z.string().meta({ description: "A subscription_id." }) });
