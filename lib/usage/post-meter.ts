import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { now } from "@/lib/time/clock";
import { requireTier, type GatedApp } from "./capability";
import { charge } from "./charge";
import { hasUrl, type PostFamily } from "./prices";
import { announce } from "./thresholds";

/** The posts a new post refers to, as the gate reads them. */
type Original = { id: string; user_id: string; text: string; quoted_post_id: string | null };
export type NewPost = { text: string; reply?: Original; quote?: Original };
export type Author = { id: string; screenName: string; app: GatedApp };

/**
 * Whether the original's author summoned the replier (document 1: programmatic replies on
 * self-serve tiers): the original mentions the replier's @name, or quotes one of the replier's
 * posts. Replying to one's own post (a thread) needs no summons either.
 */
export async function summoned(tx: Tx, original: Original, author: Author): Promise<boolean> {
  const name = author.screenName.replace(/[^A-Za-z0-9_]/g, "");
  if (new RegExp(`(^|[^A-Za-z0-9_])@${name}(?![A-Za-z0-9_])`, "i").test(original.text)) return true;
  if (!original.quoted_post_id) return false;
  const [quoted] = await tx
    .select({ user_id: posts.user_id })
    .from(posts)
    .where(eq(posts.id, original.quoted_post_id));
  return quoted?.user_id === author.id;
}

/**
 * The tier's rules and the price of a post being created, last in its transaction: quote posts
 * need a tier that allows them, an unsummoned reply to someone else needs one that allows those;
 * then the post is charged (a link 0.20, a summoned reply 0.01, any other 0.015). A refusal or a
 * spent cap rolls the post back, so nothing is written.
 */
export function postMeter(author: Author) {
  return async (tx: Tx, post: NewPost): Promise<void> => {
    if (post.quote) requireTier(author.app, "quote-posts");
    let isSummoned = false;
    if (post.reply && post.reply.user_id !== author.id) {
      isSummoned = await summoned(tx, post.reply, author);
      if (!isSummoned) requireTier(author.app, "unsummoned-replies");
    }
    if (author.app.firstParty) return;
    const family: PostFamily = hasUrl(post.text)
      ? "posts.create.url"
      : isSummoned
        ? "replies.summoned"
        : "posts.create";
    const app = { id: author.app.id, tier: author.app.tier };
    const at = now();
    const totals = await charge(tx, { appId: app.id, tier: app.tier, family, units: 1, at });
    await announce(tx, app, totals);
  };
}
