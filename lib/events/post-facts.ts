import type { posts } from "@/lib/db/schema";

type PostRow = typeof posts.$inferSelect;

/**
 * A post as every post event's payload carries it (common brief, "Payload contract"): the posts
 * feature's post.create and post.edit, and engagement's reposts, replies and quotes.
 */
export function postFacts(row: PostRow) {
  return {
    id: row.id,
    text: row.text,
    author_id: row.user_id,
    created_at: row.created_at.toISOString(),
    edit_history_post_ids: row.edit_history_post_ids ?? [row.id],
    ...(row.card_uri ? { card_uri: row.card_uri } : {}),
    ...(row.media_keys.length ? { media_keys: row.media_keys } : {}),
    nullcast: row.nullcast,
  };
}
