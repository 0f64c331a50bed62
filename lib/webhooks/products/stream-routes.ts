import type { Context } from "hono";
import { clientIp } from "@/lib/auth/request-middleware";
import type { EventRow } from "@/lib/webhooks/fanout/products";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { activityMessage, passes, visibleTo } from "./activity";
import { appRules, STREAM_KINDS, streamMessage } from "./filtered-stream";
import type { Caller } from "@/lib/auth/caller";
import { z } from "zod";
import { openStream } from "./stream-loop";
import { postFactsOf } from "./stream-facts";
import { FILTERED_STREAM_RULES, type RuleSet } from "./rule-sets";

/**
 * The streams' query: how many minutes of recent messages to send first. Other parameters
 * (expansions, fields) are accepted and change nothing: every message carries its whole post.
 */
export const streamParams = z.object({
  backfill_minutes: z
    .string()
    .regex(/^[0-5]$/, "must be an integer from 0 to 5")
    .optional()
    .transform((v) => Number(v ?? 0)),
});
type StreamCall = { c: Context; caller: Caller; params: z.output<typeof streamParams> };

/** GET /2/activity/stream: every subscription of the app, with or without a webhook. */
export async function activityStream({ c, caller: { app }, params }: StreamCall) {
  return openStream({
    appId: app.id,
    endpoint: "activity_stream",
    clientIp: clientIp(c),
    backfillMinutes: params.backfill_minutes,
    messages: async (events: EventRow[]) => {
      const mine = events.filter((e) => visibleTo(e, app.id));
      if (!mine.length) return [];
      // Read per batch: a subscription created or deleted while connected takes effect at once.
      const subs = await db()
        .select()
        .from(activitySubscriptions)
        .where(eq(activitySubscriptions.app_id, app.id));
      return mine.flatMap((e) =>
        subs
          .filter((s) => s.event_type === e.kind && passes(s, e))
          .map((s) => activityMessage(s, e)),
      );
    },
  });
}

/**
 * The messages a rule stream owes an app for a batch: posts matching its rules of `set` (read per
 * batch: a rule added while connected takes effect at once), with matching_rules.
 */
export function ruleStreamMessages(appId: string, set: RuleSet) {
  return async (events: EventRow[]) => {
    const mine = events.filter((e) => visibleTo(e, appId) && STREAM_KINDS.includes(e.kind));
    if (!mine.length) return [];
    const rules = await appRules(db(), appId, set);
    if (!rules.length) return [];
    const facts = await postFactsOf(db(), mine);
    return mine.map((e) => streamMessage(e, rules, facts)).filter((m) => m !== null);
  };
}

/** GET /2/posts/search/stream: posts matching the app's rules, with matching_rules. */
export async function filteredStream({ c, caller: { app }, params }: StreamCall) {
  return openStream({
    appId: app.id,
    endpoint: "filtered_stream",
    clientIp: clientIp(c),
    backfillMinutes: params.backfill_minutes,
    messages: ruleStreamMessages(app.id, FILTERED_STREAM_RULES),
  });
}

/** One activity stream message: an event one of the app's subscriptions matched. */
export const activityMessageSchema = z.object({
  data: z.object({
    event_uuid: z.string(),
    filter: z.record(z.string(), z.string()),
    event_type: z.string(),
    tag: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()),
  }),
});

/** One filtered stream message: a post, its author, and the rules it matched. */
export const filteredMessageSchema = z.object({
  data: z.looseObject({
    id: z.string(),
    text: z.string(),
    edit_history_post_ids: z.array(z.string()),
  }),
  includes: z.object({ users: z.array(z.looseObject({ id: z.string(), username: z.string() })) }),
  matching_rules: z.array(z.object({ id: z.string(), tag: z.string().nullable() })),
});
