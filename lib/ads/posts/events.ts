import type { Tx } from "@/lib/db/client";
import type { posts } from "@/lib/db/schema";
import { emitEvent } from "@/lib/events/outbox";
import { userRef } from "@/lib/events/people";
import { postFacts } from "@/lib/events/post-events";

export { postFacts };
export { emitPostDeleted } from "@/lib/events/post-events";

type PostRow = typeof posts.$inferSelect;

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
