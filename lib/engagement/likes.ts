import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { postLikes } from "@/lib/db/schema";
import { now } from "@/lib/time/clock";
import { bump, engagedPost } from "./posts-of";
import { emitLike } from "./events";

/**
 * The user likes the post (its original, for a repost): one row, one more like_count and one
 * like.create, all in one transaction. Liking a post already liked changes nothing.
 */
export async function like(userId: string, postId: string, parameter: string): Promise<void> {
  await db().transaction(async (tx) => {
    const post = await engagedPost(tx, postId, parameter);
    const added = await tx
      .insert(postLikes)
      .values({ user_id: userId, post_id: post.id, created_at: now() })
      .onConflictDoNothing()
      .returning({ post_id: postLikes.post_id });
    if (!added.length) return;
    await bump(tx, post.id, "like_count", 1);
    await emitLike(tx, userId, post);
  });
}

/** The user no longer likes the post; a post not liked (or gone) changes nothing. */
export async function unlike(userId: string, postId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.user_id, userId), eq(postLikes.post_id, postId)))
      .returning({ post_id: postLikes.post_id });
    if (removed.length) await bump(tx, postId, "like_count", -1);
  });
}
