import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { lineItems, promotedPosts } from "@/lib/db/schema";
import type { Instant } from "@/lib/db/decode";
import { recordHistory } from "../../ads-kernel/history";
import { placementsWithTimeline } from "./rules";

type Who = { accountId: string; userId: string | null };
type LineItem = {
  id: string;
  objective: string;
  product_type: string;
  placements: string[];
  updated_at: Instant;
};

/** Adding a post to a PROMOTED_ACCOUNT line item adds the timeline placement (document 2), with history. */
export async function addTimeline(tx: Tx, who: Who, li: LineItem): Promise<void> {
  const placements = placementsWithTimeline(li);
  if (placements === li.placements) return;
  const [after] = await tx
    .update(lineItems)
    .set({ placements, updated_at: new Date() })
    .where(eq(lineItems.id, li.id))
    .returning();
  await recordHistory(tx, {
    ...who,
    entityType: "LINE_ITEM",
    entityId: li.id,
    changeType: "UPDATE",
    before: li,
    after,
  });
}

/** A promoted post written outside a request (a scheduled post going live), with its history row. */
export async function insertPromotedPost(
  tx: Tx,
  who: Who,
  li: LineItem,
  postId: string,
): Promise<typeof promotedPosts.$inferSelect> {
  const now = new Date();
  const [row] = await tx
    .insert(promotedPosts)
    .values({
      id: newId(),
      account_id: who.accountId,
      line_item_id: li.id,
      post_id: postId,
      source_post_id: postId,
      created_at: now,
      updated_at: now,
    })
    .returning();
  await recordHistory(tx, {
    ...who,
    entityType: "PROMOTED_POST",
    entityId: row.id,
    changeType: "CREATE",
    before: null,
    after: row,
  });
  await addTimeline(tx, who, li);
  return row;
}
