import type { Tx } from "@/lib/db/client";
import type { posts } from "@/lib/db/schema";
import { emitEvent } from "@/lib/events/outbox";
import { userRef } from "@/lib/events/people";

type PostRow = typeof posts.$inferSelect;

/** A post as post.create and post.edit payloads carry it (common brief, "Payload contract"). */
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

/**
 * post.create for a new post, post.edit for a post that replaces another (previous_post_id set),
 * emitted in the transaction that inserts it. userId is the author.
 */
export async function emitPostWritten(tx: Tx, row: PostRow): Promise<void> {
  const user = await userRef(tx, row.user_id);
  const post = postFacts(row);
  if (row.previous_post_id)
    await emitEvent(tx, {
      kind: "post.edit",
      userId: row.user_id,
      payload: { post, user, previous_post_id: row.previous_post_id },
    });
  else await emitEvent(tx, { kind: "post.create", userId: row.user_id, payload: { post, user } });
}

export async function emitPostDeleted(tx: Tx, row: PostRow): Promise<void> {
  const user = await userRef(tx, row.user_id);
  await emitEvent(tx, {
    kind: "post.delete",
    userId: row.user_id,
    payload: { post: { id: row.id, author_id: row.user_id }, user },
  });
}
