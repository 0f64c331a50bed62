import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { posts } from "@/lib/db/schema";
import { now } from "@/lib/time/clock";
import { bump, engagedPost } from "./posts-of";
import { emitPostDeleted } from "@/lib/events/post-events";
import { emitReference } from "./events";

/**
 * The user reposts the post (its original, for a repost): a post of the user's with no text of its
 * own that refers to it, one more repost_count and post.repost.create, in one transaction. A
 * post already reposted by the user is not reposted twice (posts_one_repost).
 */
export async function repost(userId: string, postId: string, parameter: string): Promise<void> {
  await db().transaction(async (tx) => {
    const original = await engagedPost(tx, postId, parameter);
    const at = now();
    const [row] = await tx
      .insert(posts)
      .values({
        id: newId(),
        user_id: userId,
        repost_of_id: original.id,
        lang: original.lang,
        nullcast: false,
        created_at: at,
        updated_at: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return;
    await bump(tx, original.id, "repost_count", 1);
    await emitReference(tx, "repost", row, original);
  });
}

/** The user's repost of the post is deleted (post.delete); without one, nothing changes. */
export async function unrepost(userId: string, postId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [gone] = await tx
      .update(posts)
      .set({ deleted: true, updated_at: now() })
      .where(
        and(eq(posts.user_id, userId), eq(posts.repost_of_id, postId), eq(posts.deleted, false)),
      )
      .returning();
    if (!gone) return;
    await bump(tx, postId, "repost_count", -1);
    await emitPostDeleted(tx, gone);
  });
}
