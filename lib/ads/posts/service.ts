import { eq } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { insertPost, type PostRow } from "@/lib/ads/posts/insert-post";
import { AdsError } from "@/lib/ads-kernel/errors";
import { MAX_POST_LENGTH, normalise, postLength } from "@/lib/ads/posts/text";
import { PostProblem } from "./post-problem";
import { checkEdit, livePost } from "./edit-rules";
import { emitPostDeleted } from "./events";
import {
  forgetReferences,
  recordReferences,
  referredPosts,
  type PostReferences,
} from "@/lib/engagement/references";

export { PostProblem };
export { EDIT_WINDOW_MS } from "./edit-rules";

export type PostInput = { text: unknown; previousPostId?: string } & PostReferences;
export type PostView = { id: string; text: string; edit_history_post_ids: string[] };
/**
 * What the caller's app checks and bills in the post's transaction, last, before it commits
 * (lib/usage postMeter): a refusal there rolls the post back, and the app's usage row stays locked
 * only for the commit, not for the whole write.
 */
export type BeforePostCommit = (
  tx: Tx,
  post: { text: string; reply?: PostRow; quote?: PostRow },
) => Promise<void>;

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

/**
 * POST /2/posts: a new post (post.create), a reply or a quote (with their events to the originals'
 * authors), or, with previousPostId, an edit (post.edit), which keeps what its post refers to.
 */
export async function createPost(
  userId: string,
  input: PostInput,
  now: Date = new Date(),
  beforeCommit?: BeforePostCommit,
): Promise<PostView> {
  const text = checkText(input.text);
  if (input.previousPostId && (input.reply || input.quote))
    throw new PostProblem(
      "InvalidRequest",
      "An edit keeps what its post replies to and quotes: send edit_options without reply or quote.",
      input.reply?.parameter ?? input.quote?.parameter,
    );
  try {
    const row = await db().transaction(async (tx) => {
      const edit = input.previousPostId
        ? await checkEdit(tx, userId, input.previousPostId, now)
        : null;
      // Posts of the v2 interface are organic (shown on the timeline): nullcast false.
      const base = { user_id: userId, account_id: null, text, nullcast: false };
      if (!edit) {
        const originals = await referredPosts(tx, input);
        const row = await insertPost(
          tx,
          {
            ...base,
            in_reply_to_post_id: originals.reply?.id ?? null,
            quoted_post_id: originals.quote?.id ?? null,
          },
          now,
        );
        await recordReferences(tx, row, originals);
        await beforeCommit?.(tx, { text, ...originals });
        return row;
      }
      const { prev, chain } = edit;
      const edited = await insertPost(
        tx,
        {
          ...base,
          card_uri: prev.card_uri,
          media_keys: prev.media_keys,
          nullcast: prev.nullcast,
          previous_post_id: prev.id,
          in_reply_to_post_id: prev.in_reply_to_post_id,
          quoted_post_id: prev.quoted_post_id,
          edit_history_post_ids: chain,
        },
        now,
      );
      await beforeCommit?.(tx, { text });
      return edited;
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
    await forgetReferences(tx, gone);
    await emitPostDeleted(tx, gone);
  });
}
