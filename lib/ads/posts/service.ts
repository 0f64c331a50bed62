import { and, eq } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { posts, users } from "@/lib/db/schema";
import { insertPost, type PostRow } from "@/lib/ads/posts/insert-post";
import { AdsError } from "@/lib/ads-kernel/errors";
import { MAX_POST_LENGTH, normalise, postLength } from "@/lib/ads/posts/text";
import type { ProblemReason } from "@/lib/http/problems";
import { emitPostDeleted } from "./events";

/** Editing is allowed within this long after the ORIGINAL post of the chain (spec "Authentication" 7). */
export const EDIT_WINDOW_MS = 60 * 60 * 1000;

/** A refused v2 post call: the problem reason, the parameter at fault, and what is expected. */
export class PostProblem extends Error {
  constructor(
    readonly reason: ProblemReason,
    message: string,
    readonly parameter?: string,
    readonly value?: string,
  ) {
    super(message);
  }
}

export type PostInput = { text: unknown; previousPostId?: string };
export type PostView = { id: string; text: string; edit_history_post_ids: string[] };

const view = (row: PostRow): PostView => ({
  id: row.id,
  text: row.text,
  edit_history_post_ids: row.edit_history_post_ids ?? [row.id],
});

export function checkText(text: unknown): string {
  if (typeof text !== "string" || !normalise(text).trim())
    throw new PostProblem("InvalidRequest", "text is required: a non-empty string.", "text");
  if (postLength(text) > MAX_POST_LENGTH)
    throw new PostProblem(
      "InvalidRequest",
      `text is ${postLength(text)} characters; at most ${MAX_POST_LENGTH} are allowed.`,
      "text",
    );
  return normalise(text);
}

async function livePost(tx: Tx, id: string, parameter: string, lock = false): Promise<PostRow> {
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
async function checkEdit(tx: Tx, userId: string, previousId: string, now: Date) {
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

/** POST /2/posts: a new post (post.create) or, with previousPostId, its edit (post.edit). */
export async function createPost(
  userId: string,
  input: PostInput,
  now: Date = new Date(),
): Promise<PostView> {
  const text = checkText(input.text);
  try {
    const row = await db().transaction(async (tx) => {
      const edit = input.previousPostId
        ? await checkEdit(tx, userId, input.previousPostId, now)
        : null;
      // Posts of the v2 interface are organic (shown on the timeline): nullcast false.
      const base = { user_id: userId, account_id: null, text, nullcast: false };
      if (!edit) return insertPost(tx, base, now);
      const { prev, chain } = edit;
      return insertPost(
        tx,
        {
          ...base,
          card_uri: prev.card_uri,
          media_keys: prev.media_keys,
          nullcast: prev.nullcast,
          previous_post_id: prev.id,
          edit_history_post_ids: chain,
        },
        now,
      );
    });
    return view(row);
  } catch (err) {
    if (err instanceof AdsError) throw new PostProblem("InvalidRequest", err.message, "text");
    throw err;
  }
}

/** DELETE /2/posts/:id: only the author deletes; the post is marked deleted and post.delete emitted. */
export async function deletePost(userId: string, id: string): Promise<void> {
  await db().transaction(async (tx) => {
    const row = await livePost(tx, id, "id", true);
    if (row.user_id !== userId)
      throw new PostProblem("NotAuthorized", "Only the author of a post may delete it.", "id", id);
    const [gone] = await tx
      .update(posts)
      .set({ deleted: true, updated_at: new Date() })
      .where(eq(posts.id, id))
      .returning();
    await emitPostDeleted(tx, gone);
  });
}
