import type { Tx } from "@/lib/db/client";
import type { posts } from "@/lib/db/schema";
import { emitEvent } from "./outbox";
import { userRef } from "./people";

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

/** post.delete, about the author: a deleted post, or a repost taken back (a post of the reposter's). */
export async function emitPostDeleted(tx: Tx, row: PostRow): Promise<void> {
  const user = await userRef(tx, row.user_id);
  await emitEvent(tx, {
    kind: "post.delete",
    userId: row.user_id,
    payload: { post: { id: row.id, author_id: row.user_id }, user },
  });
}
