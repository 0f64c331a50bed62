import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { isJsonObject } from "@/lib/http/json-object";
import { streamRules, streamWebhookLinks, webhooks } from "@/lib/db/schema";
import type { DeliveryTarget, EventProduct, EventRow } from "@/lib/webhooks/fanout/products";
import { matches, parseRule, words, type Post, type Rule } from "./rule-language";
import { visibleTo } from "./activity";
import { eventPostId, postFactsOf, type FactsByPost } from "./stream-facts";
import { FILTERED_STREAM_RULES, ofSet, type RuleSet } from "./rule-sets";

type RuleRow = { id: string; value: string; tag: string | null };

/**
 * New posts, new versions of posts and reposts go through the streams (FACTS "Post search": keyword
 * search leaves reposts out, the filtered stream still delivers them). Replies and quotes are posts
 * with their own post.create; their post.reply.create and post.quote.create would repeat them.
 */
export const STREAM_KINDS = ["post.create", "post.edit", "post.repost.create"];

// Rules are stored valid; parsing each once per process keeps matching cheap.
const parsed = new Map<string, Rule | null>();
function ruleOf(value: string): Rule | null {
  if (!parsed.has(value)) {
    if (parsed.size > 50_000) parsed.clear();
    try {
      parsed.set(value, parseRule(value));
    } catch {
      parsed.set(value, null);
    }
  }
  return parsed.get(value) ?? null;
}

/**
 * The stream message for a post event and an app's rules, or null when no rule matches. `facts`
 * (stream-facts.ts) answer lang:, is:reply, is:quote and to:; without them those do not match.
 */
export function streamMessage(event: EventRow, rules: RuleRow[], facts?: FactsByPost) {
  if (!STREAM_KINDS.includes(event.kind)) return null;
  const { post: givenPost, user: givenUser } = event.payload;
  const post = isJsonObject(givenPost) ? givenPost : {};
  const user = isJsonObject(givenUser) ? givenUser : {};
  const media = post.media_keys;
  const known = facts?.get(eventPostId(event) ?? "");
  const seen: Post = {
    text: typeof post.text === "string" ? post.text : "",
    screenName: typeof user.screen_name === "string" ? user.screen_name : "",
    hasMedia: Array.isArray(media) && media.length > 0,
    ...known,
    repost: event.kind === "post.repost.create",
  };
  const postWords = words(seen.text);
  const hits = rules.filter((r) => {
    const rule = ruleOf(r.value);
    return rule !== null && matches(rule, seen, postWords);
  });
  if (!hits.length) return null;
  return {
    data: { ...post, edit_history_post_ids: post.edit_history_post_ids ?? [post.id] },
    // A v2 user object: v2 clients (tweepy's StreamingClient) read `username`, the payload's screen_name.
    includes: { users: [{ ...user, username: user.screen_name }] },
    matching_rules: hits.map((r) => ({ id: r.id, tag: r.tag })),
  };
}

/** An app's rules of a set (the filtered stream's unless told). */
export function appRules(
  tx: Pick<Tx, "select">,
  appId: string,
  set: RuleSet = FILTERED_STREAM_RULES,
): Promise<RuleRow[]> {
  return tx
    .select({ id: streamRules.id, value: streamRules.value, tag: streamRules.tag })
    .from(streamRules)
    .where(ofSet(set, appId));
}

type Link = { webhookId: string; appId: string };

const streamed = (event: EventRow) => !event.webhook_id && STREAM_KINDS.includes(event.kind);

/** Links of valid webhooks to the stream (only `app`'s when given: a test event's app). */
function validLinks(tx: Tx, app: string | null): Promise<Link[]> {
  return tx
    .select({ webhookId: webhooks.id, appId: webhooks.app_id })
    .from(streamWebhookLinks)
    .innerJoin(webhooks, eq(webhooks.id, streamWebhookLinks.webhook_id))
    .where(and(eq(webhooks.valid, true), ...(app ? [eq(webhooks.app_id, app)] : [])));
}

/** The apps whose linked webhooks may hear of an event (a test event: its own app only). */
function appsFor(event: EventRow, links: Link[]): string[] {
  const seen = links.filter(
    (l) => (!event.test || l.appId === event.app_id) && visibleTo(event, l.appId),
  );
  return [...new Set(seen.map((l) => l.appId))];
}

/** One event's messages: each app whose rules match sends its message to each of its linked webhooks. */
function pick(
  event: EventRow,
  links: Link[],
  rules: Map<string, RuleRow[]>,
  facts?: FactsByPost,
): DeliveryTarget[] {
  if (!streamed(event)) return [];
  const out: DeliveryTarget[] = [];
  for (const appId of appsFor(event, links)) {
    const body = streamMessage(event, rules.get(appId) ?? [], facts);
    if (!body) continue;
    for (const l of links)
      if (l.appId === appId)
        out.push({ webhookId: l.webhookId, product: "filtered_stream" as const, body });
  }
  return out;
}

/** The rules of `apps`, by app (grouped once for a whole batch). */
async function rulesOf(tx: Tx, apps: string[]): Promise<Map<string, RuleRow[]>> {
  const byApp = new Map<string, RuleRow[]>();
  if (!apps.length) return byApp;
  const product = eq(streamRules.product, FILTERED_STREAM_RULES.product);
  const rows = await tx
    .select()
    .from(streamRules)
    .where(and(inArray(streamRules.app_id, apps), product));
  for (const r of rows) {
    const list = byApp.get(r.app_id);
    if (list) list.push(r);
    else byApp.set(r.app_id, [r]);
  }
  return byApp;
}

/** Each linked valid webhook gets its app's matching rules' message. */
export const filteredStreamProduct: EventProduct = {
  name: "filtered_stream",
  async targets(event: EventRow, tx: Tx) {
    if (!streamed(event)) return [];
    const links = await validLinks(tx, event.test ? event.app_id : null);
    const rules = await rulesOf(tx, appsFor(event, links));
    return pick(event, links, rules, rules.size ? await postFactsOf(tx, [event]) : undefined);
  },
  /** A batch: one query for the links, one for the rules of every app involved. */
  async targetsMany(events: EventRow[], tx: Tx) {
    const posts = events.filter(streamed);
    if (!posts.length) return events.map(() => []);
    const links = await validLinks(tx, null);
    const apps = [...new Set(posts.flatMap((e) => appsFor(e, links)))];
    const rules = await rulesOf(tx, apps);
    const facts = rules.size ? await postFactsOf(tx, posts) : undefined;
    return events.map((event) => pick(event, links, rules, facts));
  },
};
