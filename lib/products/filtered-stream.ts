import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { streamRules, streamWebhookLinks, webhooks } from "@/lib/db/schema";
import type { EventProduct, EventRow } from "@/lib/events/products";
import { matches, parseRule, words, type Post, type Rule } from "./rule-language";
import { visibleTo } from "./activity";

type RuleRow = { id: string; value: string; tag: string | null };

/** Only new posts and new versions of posts go through the filtered stream. */
export const STREAM_KINDS = ["post.create", "post.edit"];

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

/** The stream message for a post event and an app's rules, or null when no rule matches. */
export function streamMessage(event: EventRow, rules: RuleRow[]) {
  if (!STREAM_KINDS.includes(event.kind)) return null;
  const post = (event.payload.post ?? {}) as Record<string, unknown>;
  const user = (event.payload.user ?? {}) as Record<string, unknown>;
  const media = post.media_keys;
  const seen: Post = {
    text: typeof post.text === "string" ? post.text : "",
    screenName: typeof user.screen_name === "string" ? user.screen_name : "",
    hasMedia: Array.isArray(media) && media.length > 0,
  };
  const postWords = words(seen.text);
  const hits = rules.filter((r) => {
    const rule = ruleOf(r.value);
    return rule !== null && matches(rule, seen, postWords);
  });
  if (!hits.length) return null;
  return {
    data: { ...post, edit_history_post_ids: post.edit_history_post_ids ?? [post.id] },
    includes: { users: [user] },
    matching_rules: hits.map((r) => ({ id: r.id, tag: r.tag })),
  };
}

export function appRules(tx: Pick<Tx, "select">, appId: string): Promise<RuleRow[]> {
  return tx
    .select({ id: streamRules.id, value: streamRules.value, tag: streamRules.tag })
    .from(streamRules)
    .where(eq(streamRules.app_id, appId));
}

/** Each linked valid webhook gets its app's matching rules' message. */
export const filteredStreamProduct: EventProduct = {
  name: "filtered_stream",
  async targets(event: EventRow, tx: Tx) {
    if (event.webhook_id || !STREAM_KINDS.includes(event.kind)) return [];
    const links = await tx
      .select({ webhookId: webhooks.id, appId: webhooks.app_id })
      .from(streamWebhookLinks)
      .innerJoin(webhooks, eq(webhooks.id, streamWebhookLinks.webhook_id))
      .where(
        and(
          eq(webhooks.valid, true),
          ...(event.test && event.app_id ? [eq(webhooks.app_id, event.app_id)] : []),
        ),
      );
    const apps = [...new Set(links.filter((l) => visibleTo(event, l.appId)).map((l) => l.appId))];
    if (!apps.length) return [];
    const rules = await tx.select().from(streamRules).where(inArray(streamRules.app_id, apps));
    const out = [];
    for (const appId of apps) {
      const body = streamMessage(
        event,
        rules.filter((r) => r.app_id === appId),
      );
      if (!body) continue;
      for (const l of links)
        if (l.appId === appId)
          out.push({ webhookId: l.webhookId, product: "filtered_stream" as const, body });
    }
    return out;
  },
};
