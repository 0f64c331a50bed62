import { asc, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db/client";
import {
  accountActivitySubscriptions,
  activitySubscriptions,
  streamRules,
  streamWebhookLinks,
  users,
} from "@/lib/db/schema";
import { listWebhooks } from "@/lib/webhooks/service";
import { filterView } from "@/lib/webhooks/products/activity";
import { MAX_RULES_PER_APP } from "@/lib/webhooks/products/rules-input";
import { FILTERED_STREAM_RULES, ofSet } from "@/lib/webhooks/products/rule-sets";
import { MAX_ACTIVITY_SUBSCRIPTIONS } from "@/lib/webhooks/products/activity-store";
import { tierNote, type GatedApp } from "@/lib/usage/capability";

/** Rules shown on the page; the count says how many there are beyond them. */
const RULES_SHOWN = 1000;

type Person = { id: string; screen_name: string };

async function people(ids: string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db()
    .select({ id: users.id, screen_name: users.screenName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Everything the subscriptions page shows for one app, in one answer: the app's webhooks, its
 * activity subscriptions, the account
 * activity users per webhook, the filtered-stream rules, counts and linked webhooks, and why the
 * app's tier leaves out the enterprise parts (the page shows the sentence in place of the control).
 */
export async function subscriptionsOverview(app: GatedApp): Promise<SubscriptionsOverview> {
  const appId = app.id;
  const hooks = (await listWebhooks(appId)).map(({ id, url, valid }) => ({ id, url, valid }));
  const activity = await db()
    .select()
    .from(activitySubscriptions)
    .where(eq(activitySubscriptions.app_id, appId))
    .orderBy(asc(activitySubscriptions.created_at), asc(activitySubscriptions.id));
  const account = await db()
    .select()
    .from(accountActivitySubscriptions)
    .where(eq(accountActivitySubscriptions.app_id, appId))
    .orderBy(asc(accountActivitySubscriptions.created_at));
  const rules = await db()
    .select()
    .from(streamRules)
    .where(ofSet(FILTERED_STREAM_RULES, appId))
    .orderBy(asc(streamRules.created_at), asc(streamRules.id))
    .limit(RULES_SHOWN);
  const [{ n: ruleCount }] = await db()
    .select({ n: count() })
    .from(streamRules)
    .where(ofSet(FILTERED_STREAM_RULES, appId));
  const links = await db()
    .select({ webhook_id: streamWebhookLinks.webhook_id })
    .from(streamWebhookLinks)
    .where(eq(streamWebhookLinks.app_id, appId));
  const who = await people([
    ...activity.map((s) => s.filter_user_id ?? ""),
    ...account.map((s) => s.user_id),
  ]);
  const url = new Map(hooks.map((h) => [h.id, h.url]));
  return {
    webhooks: hooks,
    activity: activity.map((s) => ({
      subscription_id: s.id,
      event_type: s.event_type,
      filter: filterView(s),
      filter_user: s.filter_user_id ? (who.get(s.filter_user_id) ?? null) : null,
      tag: s.tag,
      webhook_id: s.webhook_id,
      webhook_url: s.webhook_id ? (url.get(s.webhook_id) ?? null) : null,
      created_at: s.created_at.toISOString(),
    })),
    activity_limit: MAX_ACTIVITY_SUBSCRIPTIONS,
    account_activity: hooks.map((h) => {
      const subscribed = account.filter((s) => s.webhook_id === h.id);
      return {
        webhook_id: h.id,
        webhook_url: h.url,
        count: subscribed.length,
        users: subscribed.map((s) => who.get(s.user_id) ?? { id: s.user_id, screen_name: "" }),
      };
    }),
    rules: rules.map((r) => ({
      id: r.id,
      value: r.value,
      tag: r.tag,
      created_at: r.created_at.toISOString(),
    })),
    rule_counts: { rule_count: ruleCount, cap_per_client_app: MAX_RULES_PER_APP },
    stream_webhooks: links.map((l) => l.webhook_id),
    unavailable: {
      stream_webhooks: tierNote(app, "stream-webhooks"),
      news_new: tierNote(app, "news.new"),
    },
  };
}

const person = z.object({ id: z.string(), screen_name: z.string() });

/** The answer of GET /console-api/apps/:id/subscriptions. */
export const subscriptionsOverviewSchema = z.object({
  webhooks: z.array(z.object({ id: z.string(), url: z.string(), valid: z.boolean() })),
  activity: z.array(
    z.object({
      subscription_id: z.string(),
      event_type: z.string(),
      filter: z.record(z.string(), z.string()),
      filter_user: person.nullable(),
      tag: z.string().nullable(),
      webhook_id: z.string().nullable(),
      webhook_url: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  activity_limit: z.number(),
  account_activity: z.array(
    z.object({
      webhook_id: z.string(),
      webhook_url: z.string(),
      count: z.number(),
      users: z.array(person),
    }),
  ),
  rules: z.array(
    z.object({
      id: z.string(),
      value: z.string(),
      tag: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  rule_counts: z.object({ rule_count: z.number(), cap_per_client_app: z.number() }),
  stream_webhooks: z.array(z.string()),
  /** Per enterprise part, the sentence naming the tier that has it, or null when the app has it. */
  unavailable: z.object({
    stream_webhooks: z.string().nullable(),
    news_new: z.string().nullable(),
  }),
});
export type SubscriptionsOverview = z.output<typeof subscriptionsOverviewSchema>;
