import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { isJsonObject } from "@/lib/http/json-object";
import { activitySubscriptions, webhooks } from "@/lib/db/schema";
import type { EventProduct, EventRow } from "@/lib/webhooks/fanout/products";
import { words } from "./rule-language";
import { dropPrivateSubscriptions } from "./authorization";

export type ActivitySubscription = typeof activitySubscriptions.$inferSelect;

/** Kinds whose keyword filter has a text to look in: the post's text, the new bio, the story. */
export const KEYWORD_KINDS = [
  "post.create",
  "post.edit",
  "profile.update.bio",
  "news.new",
] as const;

/** A news story's words for the keyword filter: its name, keywords, hook and summary. */
function storyText(story: unknown): string {
  if (!isJsonObject(story)) return "";
  const { name, keywords, hook, summary } = story;
  const parts = [name, ...(Array.isArray(keywords) ? keywords : []), hook, summary];
  return parts.filter((x) => typeof x === "string").join(" \n ");
}

/** The text a keyword filter reads for an event, or null when the kind has none. */
function keywordText(event: EventRow): string | null {
  const p = event.payload;
  if (event.kind === "profile.update.bio") return typeof p.after === "string" ? p.after : "";
  if (event.kind === "news.new") return storyText(p.news);
  if (event.kind === "post.create" || event.kind === "post.edit") {
    const text = isJsonObject(p.post) ? p.post.text : undefined;
    return typeof text === "string" ? text : "";
  }
  return null;
}

/** The filter as clients see it: only the parts that were set. */
export function filterView(s: ActivitySubscription): Record<string, string> {
  const f: Record<string, string> = {};
  if (s.filter_user_id) f.user_id = s.filter_user_id;
  if (s.filter_keyword) f.keyword = s.filter_keyword;
  if (s.filter_direction) f.direction = s.filter_direction;
  return f;
}

/** Whether an event passes a subscription's filter (its kind and app were checked by the caller). */
export function passes(s: ActivitySubscription, event: EventRow): boolean {
  if (s.filter_user_id && s.filter_user_id !== event.user_id) return false;
  if (s.filter_direction && s.filter_direction !== event.payload.direction) return false;
  if (s.filter_keyword) {
    const text = keywordText(event);
    if (text === null) return false;
    const needle = words(s.filter_keyword);
    const hay = words(text);
    // All words of the keyword, consecutive: "big cat" matches "a big cat" but not "cat big".
    return hay.some((_, i) => needle.every((w, k) => hay[i + k] === w));
  }
  return true;
}

/** The activity message (FACTS "Activity product"): one per subscription an event passes. */
export function activityMessage(s: ActivitySubscription, event: EventRow) {
  return {
    data: {
      event_uuid: event.id,
      filter: filterView(s),
      event_type: event.kind,
      tag: s.tag,
      payload: event.payload,
    },
  };
}

/** Events an app may see: its own test events, and every real one. Direct test events are not ours. */
export function visibleTo(event: EventRow, appId: string): boolean {
  if (event.webhook_id) return false;
  return !event.test || event.app_id === appId;
}

type Candidate = { s: ActivitySubscription; appId: string; webhookId: string };

/** Subscriptions of `kinds` on valid webhooks of their own app (a row naming another app's is never used). */
function candidates(tx: Tx, kinds: string[], testApp: string | null): Promise<Candidate[]> {
  return tx
    .select({ s: activitySubscriptions, appId: webhooks.app_id, webhookId: webhooks.id })
    .from(activitySubscriptions)
    .innerJoin(webhooks, eq(webhooks.id, activitySubscriptions.webhook_id))
    .where(
      and(
        inArray(activitySubscriptions.event_type, kinds),
        eq(webhooks.valid, true),
        eq(webhooks.app_id, activitySubscriptions.app_id),
        ...(testApp ? [eq(webhooks.app_id, testApp)] : []),
      ),
    );
}

function pick(rows: Candidate[], event: EventRow) {
  return rows
    .filter(({ s }) => s.event_type === event.kind)
    .filter(({ appId }) => (!event.test || appId === event.app_id) && visibleTo(event, appId))
    .filter(({ s }) => passes(s, event))
    .map(({ s, webhookId }) => ({
      webhookId,
      product: "activity" as const,
      subscriptionId: s.id,
      body: activityMessage(s, event),
    }));
}

export const activityProduct: EventProduct = {
  name: "activity",
  async targets(event: EventRow, tx: Tx) {
    if (event.webhook_id) return [];
    const rows = await candidates(tx, [event.kind], event.test ? event.app_id : null);
    const revokedApp = event.payload.app_id;
    if (event.kind === "user.authorization.revoke" && !event.test && event.user_id)
      if (typeof revokedApp === "string")
        await dropPrivateSubscriptions(tx, revokedApp, event.user_id);
    return pick(rows, event);
  },
  async targetsMany(events: EventRow[], tx: Tx) {
    const mine = events.filter((e) => !e.webhook_id);
    const kinds = [...new Set(mine.map((e) => e.kind))];
    const rows = kinds.length ? await candidates(tx, kinds, null) : [];
    return events.map((e) => (e.webhook_id ? [] : pick(rows, e)));
  },
};
