import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { posts, promotedPosts } from "@/lib/db/schema";
import { emitPostWritten } from "@/lib/ads/posts/events";
import { findCardByUri } from "../cards/lookup";
import type { AdsCtx } from "../../ads-kernel/context";
import { AdsError } from "../../ads-kernel/errors";
import { allowedActions } from "../../ads-kernel/permissions";
import { promotableUsers } from "../posts/promotable-users";
import { postsHistory } from "../posts/history";
import type { PostContent } from "./rules";

/**
 * The post a promoted post serves, from the id the caller named (document 2, Promotable users):
 * - a post of the account's FULL promotable user is promoted as is (a promoted-only one only by the
 *   account it was made through);
 * - a public post of a REPOSTS_ONLY promotable user (that user's consent to be reposted) becomes a
 *   promoted-only repost by the FULL user: a new post row with a new id, made once per account and
 *   source post and reused after. Making it composes as the FULL user, so a caller who is not that
 *   user needs POST_COMPOSER, as for any promoted-only post written as them (posts/promotable-users.ts);
 * - anything else (unknown, deleted, another user's) is INVALID_POST naming the id.
 */
export type PostRow = typeof posts.$inferSelect;

const invalid = (id: string, why: string) =>
  AdsError.of("INVALID_POST", `Post ${id} cannot be promoted: ${why}`, "post_ids");

export async function sourcePost(tx: Tx, id: string): Promise<PostRow> {
  const [post] = await tx.select().from(posts).where(eq(posts.id, id));
  if (!post || post.deleted) throw invalid(id, "no such post (or it was deleted).");
  return post;
}

/** A card belongs to the ad account the post was made through: another account's is not carried along. */
const cardOf = (post: PostRow, accountId: string) =>
  post.account_id === accountId ? post.card_uri : null;

/** What the objective rules look at: text, media and the card's type (as the served post has them). */
export async function contentOf(tx: Tx, post: PostRow, accountId: string): Promise<PostContent> {
  const uri = cardOf(post, accountId);
  const card = uri ? await findCardByUri(accountId, uri, true, tx) : undefined;
  return { text: post.text, media_keys: post.media_keys, card_type: card?.card_type ?? null };
}

export async function servedPost(tx: Tx, ctx: AdsCtx, post: PostRow): Promise<string> {
  const users = await promotableUsers(ctx.account.id, tx);
  const full = users.find((u) => u.promotable_user_type === "FULL");
  if (full && post.user_id === full.user_id) {
    if (post.nullcast && post.account_id !== ctx.account.id)
      throw invalid(post.id, "it is a promoted-only post of another ad account.");
    return post.id;
  }
  if (!users.some((u) => u.user_id === post.user_id))
    throw invalid(
      post.id,
      `its author ${post.user_id} is not a promotable user of this account (GET accounts/${ctx.account.id}/promotable_users).`,
    );
  if (post.nullcast)
    throw invalid(
      post.id,
      "it is a promoted-only post of another user; only public posts are reposted.",
    );
  if (!full) throw invalid(post.id, "the account has no FULL promotable user to repost it as.");
  if (ctx.userId !== full.user_id && !allowedActions(ctx.permissions).has("posts.compose"))
    throw AdsError.forbidden(
      `Promoting post ${post.id} of another user makes a promoted-only repost as the FULL promotable user (${full.user_id}), which needs the POST_COMPOSER permission on this account.`,
      "ACTION_NOT_ALLOWED",
    );
  return repostOf(tx, ctx, post, full.user_id);
}

async function repostOf(tx: Tx, ctx: AdsCtx, post: PostRow, fullUserId: string): Promise<string> {
  const [known] = await tx
    .select({ post_id: promotedPosts.post_id })
    .from(promotedPosts)
    .innerJoin(posts, eq(posts.id, promotedPosts.post_id))
    .where(
      and(
        eq(promotedPosts.account_id, ctx.account.id),
        eq(promotedPosts.source_post_id, post.id),
        ne(promotedPosts.post_id, post.id),
        eq(posts.deleted, false),
      ),
    )
    .limit(1);
  if (known) return known.post_id;
  const now = new Date();
  // Written directly, not through insertPost: a repost repeats its source's text by design, which the
  // duplicate-text rule would refuse.
  const [row] = await tx
    .insert(posts)
    .values({
      id: newId(),
      user_id: fullUserId,
      account_id: ctx.account.id,
      text: post.text,
      card_uri: cardOf(post, ctx.account.id),
      media_keys: post.media_keys,
      nullcast: true,
      created_at: now,
      updated_at: now,
    })
    .returning();
  await emitPostWritten(tx, row);
  await postsHistory(tx, { accountId: ctx.account.id, userId: ctx.userId }, "POST", null, row);
  return row.id;
}
