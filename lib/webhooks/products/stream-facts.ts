import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";
import { posts, users } from "@/lib/db/schema";
import { isJsonObject } from "@/lib/http/json-object";
import type { EventRow } from "@/lib/webhooks/fanout/products";

/**
 * What a stream rule may ask of a new post that its event does not say (lang:, is:reply, is:quote,
 * to:): read from the posts' rows, one query per batch. The row is committed with its event, so
 * whoever reads the event can read the row.
 */
export type PostFacts = { lang: string; reply: boolean; quote: boolean; to: string | null };
export type FactsByPost = Map<string, PostFacts>;

/** The id of the post an event is about (post.create, post.edit, post.repost.create), if any. */
export function eventPostId(event: EventRow): string | null {
  const post = event.payload.post;
  return isJsonObject(post) && typeof post.id === "string" ? post.id : null;
}

const parent = alias(posts, "parent");

export async function postFactsOf(
  tx: Pick<Tx, "select">,
  events: EventRow[],
): Promise<FactsByPost> {
  const ids = [...new Set(events.map(eventPostId).filter((id) => id !== null))];
  const out: FactsByPost = new Map();
  if (!ids.length) return out;
  const rows = await tx
    .select({
      id: posts.id,
      lang: posts.lang,
      reply: posts.in_reply_to_post_id,
      quote: posts.quoted_post_id,
      to: users.screenName,
    })
    .from(posts)
    .leftJoin(parent, eq(parent.id, posts.in_reply_to_post_id))
    .leftJoin(users, eq(users.id, parent.user_id))
    .where(inArray(posts.id, ids));
  for (const r of rows)
    out.set(r.id, {
      lang: r.lang,
      reply: r.reply !== null,
      quote: r.quote !== null,
      to: r.to?.toLowerCase() ?? null,
    });
  return out;
}
