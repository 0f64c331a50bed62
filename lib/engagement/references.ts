import type { Tx } from "@/lib/db/client";
import { bump, engagedPost, type PostRow } from "./posts-of";
import { emitReference } from "./events";

/** What a new post refers to, checked before it is written: the parameter names are the client's. */
export type PostReferences = {
  reply?: { id: string; parameter: string };
  quote?: { id: string; parameter: string };
};

/** The live originals a new post replies to and quotes (a problem naming the parameter if gone). */
export async function referredPosts(tx: Tx, refs: PostReferences) {
  return {
    reply: refs.reply ? await engagedPost(tx, refs.reply.id, refs.reply.parameter) : undefined,
    quote: refs.quote ? await engagedPost(tx, refs.quote.id, refs.quote.parameter) : undefined,
  };
}

/**
 * After the post is written (its post.create emitted): the originals' reply_count and quote_count,
 * and post.reply.create / post.quote.create to their authors, in the same transaction.
 */
export async function recordReferences(
  tx: Tx,
  post: PostRow,
  originals: Awaited<ReturnType<typeof referredPosts>>,
): Promise<void> {
  if (originals.reply) {
    await bump(tx, originals.reply.id, "reply_count", 1);
    await emitReference(tx, "reply", post, originals.reply);
  }
  if (originals.quote) {
    await bump(tx, originals.quote.id, "quote_count", 1);
    await emitReference(tx, "quote", post, originals.quote);
  }
}

/** A deleted post no longer counts on what it replied to, quoted or reposted. */
export async function forgetReferences(tx: Tx, post: PostRow): Promise<void> {
  if (post.in_reply_to_post_id) await bump(tx, post.in_reply_to_post_id, "reply_count", -1);
  if (post.quoted_post_id) await bump(tx, post.quoted_post_id, "quote_count", -1);
  if (post.repost_of_id) await bump(tx, post.repost_of_id, "repost_count", -1);
}
