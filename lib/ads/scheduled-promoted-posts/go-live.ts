import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { lineItems, scheduledPromotedPosts } from "@/lib/db/schema";
import { recordHistory } from "../../ads-kernel/history";
import { insertPromotedPost } from "../promoted-posts/timeline";

type Who = { accountId: string; userId: string | null };

/**
 * A scheduled post went live as `postId` (posts/go-live.ts, in its transaction): each of its live
 * scheduled promoted posts becomes a promoted post on its line item and records the post id. Their
 * line items are live (deleting a line item deletes its scheduled promoted posts).
 */
export async function promoteScheduled(
  tx: Tx,
  who: Who,
  scheduledPostId: string,
  postId: string,
): Promise<void> {
  const rows = await tx
    .select({ spp: scheduledPromotedPosts, li: lineItems })
    .from(scheduledPromotedPosts)
    .innerJoin(lineItems, eq(lineItems.id, scheduledPromotedPosts.line_item_id))
    .where(
      and(
        eq(scheduledPromotedPosts.scheduled_post_id, scheduledPostId),
        eq(scheduledPromotedPosts.deleted, false),
        eq(lineItems.deleted, false),
      ),
    )
    .for("update", { of: scheduledPromotedPosts });
  for (const { spp, li } of rows) {
    await insertPromotedPost(tx, who, li, postId);
    const [after] = await tx
      .update(scheduledPromotedPosts)
      .set({ post_id: postId, updated_at: new Date() })
      .where(eq(scheduledPromotedPosts.id, spp.id))
      .returning();
    await recordHistory(tx, {
      ...who,
      entityType: "SCHEDULED_PROMOTED_POST",
      entityId: spp.id,
      changeType: "UPDATE",
      before: spp,
      after,
    });
  }
}

/** A scheduled post deleted before going live takes its scheduled promoted posts with it. */
export async function dropScheduled(tx: Tx, who: Who, scheduledPostId: string): Promise<void> {
  const rows = await tx
    .update(scheduledPromotedPosts)
    .set({ deleted: true, updated_at: new Date() })
    .where(
      and(
        eq(scheduledPromotedPosts.scheduled_post_id, scheduledPostId),
        eq(scheduledPromotedPosts.deleted, false),
      ),
    )
    .returning();
  for (const after of rows)
    await recordHistory(tx, {
      ...who,
      entityType: "SCHEDULED_PROMOTED_POST",
      entityId: after.id,
      changeType: "DELETE",
      before: { ...after, deleted: false },
      after,
    });
}
