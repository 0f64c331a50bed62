import type { Tx } from "@/lib/db/client";
import { addPaidCounts, type PaidCounts } from "@/lib/engagement/paid-counts";
import type { Cell, CreativeIn } from "./model/types";

/**
 * A promoted post's paid likes, reposts and replies of an hour, added to its post's public counts
 * (what GET /2/posts/:id answers) in the transaction that writes the hour's facts, so counts and
 * facts are written together or not at all. Quotes are not simulated; follows have no public count.
 */
export async function addPaidEngagement(
  tx: Tx,
  cells: readonly Cell[],
  creatives: ReadonlyMap<string, readonly CreativeIn[]>,
): Promise<void> {
  const postOf = new Map<string, string>();
  for (const list of creatives.values())
    for (const c of list) if (c.postId) postOf.set(c.id, c.postId);
  const byPost = new Map<string, PaidCounts>();
  for (const cell of cells) {
    const post = postOf.get(cell.creativeId);
    if (!post) continue;
    const was = byPost.get(post) ?? { likes: 0, reposts: 0, replies: 0 };
    byPost.set(post, {
      likes: was.likes + cell.metrics.likes,
      reposts: was.reposts + cell.metrics.retweets,
      replies: was.replies + cell.metrics.replies,
    });
  }
  await addPaidCounts(tx, byPost);
}
