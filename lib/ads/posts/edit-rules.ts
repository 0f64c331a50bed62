import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { posts, users } from "@/lib/db/schema";
import type { PostRow } from "@/lib/ads/posts/insert-post";
import { PostProblem } from "./post-problem";

/** Editing is allowed within this long after the ORIGINAL post of the chain (spec "Authentication" 7). */
export const EDIT_WINDOW_MS = 60 * 60 * 1000;

export async function livePost(
  tx: Tx,
  id: string,
  parameter: string,
  lock = false,
): Promise<PostRow> {
  const q = tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.deleted, false)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  if (!row)
    throw new PostProblem("ResourceNotFound", `There is no post with id ${id}.`, parameter, id);
  return row;
}

/** The rules of an edit: owner, premium tier, latest version, within the hour of the original. */
export async function checkEdit(tx: Tx, userId: string, previousId: string, now: Date) {
  const param = "edit_options.previous_post_id";
  const prev = await livePost(tx, previousId, param, true);
  if (prev.user_id !== userId)
    throw new PostProblem("NotAuthorized", "Only the author of a post may edit it.", param);
  const [me] = await tx.select({ premium: users.premium }).from(users).where(eq(users.id, userId));
  if (!me?.premium)
    throw new PostProblem("NotAuthorized", "Editing posts needs the premium tier.", param);
  const [newer] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.previous_post_id, prev.id))
    .limit(1);
  if (newer)
    throw new PostProblem("InvalidRequest", `Edit the latest version (${newer.id}).`, param);
  const chain = prev.edit_history_post_ids ?? [prev.id];
  const original = chain[0] === prev.id ? prev : await firstOf(tx, chain[0]);
  if (now.getTime() - original.created_at.getTime() > EDIT_WINDOW_MS)
    throw new PostProblem(
      "InvalidRequest",
      `Posts can be edited within 1 hour of the original's creation (${original.created_at.toISOString()}).`,
      param,
      previousId,
    );
  return { prev, chain };
}

async function firstOf(tx: Tx, id: string): Promise<PostRow> {
  // The original of a chain may itself be deleted since: its creation time still bounds the window.
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row;
}
