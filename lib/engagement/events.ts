import type { Tx } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/outbox";
import { userRef, userRefs } from "@/lib/events/people";
import { postFacts } from "@/lib/events/post-events";
import type { PostRow } from "./posts-of";

/**
 * like.create, about the liked post's author (the user whose subscriptions hear of it): `source`
 * liked `target`'s post, as account activity's favorite_events say it.
 */
export async function emitLike(tx: Tx, likerId: string, post: PostRow): Promise<void> {
  const refs = await userRefs(tx, [likerId, post.user_id]);
  await emitEvent(tx, {
    kind: "like.create",
    userId: post.user_id,
    payload: { source: refs.get(likerId), target: refs.get(post.user_id), post_id: post.id },
  });
}

/** follow.follow or follow.unfollow, about the follower (the generator's shape of the kind). */
export async function emitFollow(tx: Tx, kind: "follow" | "unfollow", from: string, to: string) {
  const refs = await userRefs(tx, [from, to]);
  await emitEvent(tx, {
    kind: `follow.${kind}`,
    userId: from,
    payload: { source: refs.get(from), target: refs.get(to) },
  });
}

const REFERS = {
  repost: "repost_of_id",
  reply: "in_reply_to_post_id",
  quote: "quoted_post_id",
} as const;

/**
 * post.repost.create, post.reply.create or post.quote.create: `post` (by its author, `user`) refers
 * to `original`, and the event is about the original's author (`target`), who was reposted,
 * answered or quoted. The new post's own post.create, if any, is the posts feature's.
 */
export async function emitReference(
  tx: Tx,
  how: keyof typeof REFERS,
  post: PostRow,
  original: PostRow,
): Promise<void> {
  const [user, target] = await Promise.all([
    userRef(tx, post.user_id),
    userRef(tx, original.user_id),
  ]);
  await emitEvent(tx, {
    kind: `post.${how}.create`,
    userId: original.user_id,
    payload: { post: postFacts(post), user, target, [REFERS[how]]: original.id },
  });
}
