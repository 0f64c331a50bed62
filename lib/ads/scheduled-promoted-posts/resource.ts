import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import { scheduledPosts, scheduledPromotedPosts } from "@/lib/db/schema";
import { findCardByUri } from "../cards/lookup";
import { defineResource } from "../../ads-kernel/define-resource";
import { AdsError } from "../../ads-kernel/errors";
import { idParam } from "../../ads-kernel/fields";
import { lineItemsResource } from "../line-items/resource";
import { refusesPosts, unsuitablePost } from "../promoted-posts/rules";
import { nowMs } from "@/lib/time/clock";
import * as ex from "@/lib/ads/example-ids";

type ScheduledRow = typeof scheduledPosts.$inferSelect;

/** The scheduled post, share-locked: going live (which locks it for update) waits for this write. */
async function scheduledPost(tx: Tx, accountId: string, id: string): Promise<ScheduledRow> {
  const [row] = await tx
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.account_id, accountId)))
    .for("share");
  if (!row || row.deleted)
    throw AdsError.invalid("scheduled_post_id", `No scheduled post ${id} in this account.`);
  return row;
}

const pending = (row: ScheduledRow) =>
  row.scheduled_status === "SCHEDULED" && row.scheduled_at.getTime() > nowMs();

/**
 * Scheduled promoted posts (document 2): a scheduled post to promote on a line item once it goes live.
 * The scheduled post must be SCHEDULED and still ahead; the line item must take posts and the post's
 * content suit its objective (promoted-posts/rules.ts). When the post goes live, a promoted post is
 * made in the same transaction and post_id is set (go-live.ts). DELETE only before scheduled_at.
 * No update; deleted with their line item.
 */
export const scheduledPromotedPostsResource = defineResource({
  name: "scheduled_promoted_posts",
  table: scheduledPromotedPosts,
  exampleId: ex.SCHEDULED_PROMOTED_POST_ID,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  // Locked for update: two identical writes at once serialise, so the second finds the first (`existing`).
  references: {
    line_item_id: { parent: lineItemsResource, onParentDelete: "delete", lock: "update" },
  },
  list: {
    sortable: ["created_at", "updated_at"],
    idFilters: { scheduled_promoted_post_ids: "id", line_item_ids: "line_item_id" },
    cacheRecords: true,
  },
  create: {
    schema: z.object({ line_item_id: idParam(), scheduled_post_id: idParam() }),
    refused: [{ param: "scheduled_post_id", value: "9".repeat(65) }],
    example: { line_item_id: ex.LINE_ITEM_ID, scheduled_post_id: ex.SCHEDULED_POST_ID },
    prepare: async (tx, ctx, input, { line_item_id: li }) => {
      const refused = refusesPosts(li);
      if (refused) throw AdsError.of("INCOMPATIBLE_LINE_ITEM", refused, "line_item_id");
      const sp = await scheduledPost(tx, ctx.account.id, input.scheduled_post_id);
      if (!pending(sp))
        throw AdsError.invalid(
          "scheduled_post_id",
          `Scheduled post ${sp.id} is ${sp.scheduled_status} (scheduled_at ${sp.scheduled_at.toISOString()}): only a SCHEDULED post still ahead can be promoted this way; promote its post with POST promoted_posts.`,
        );
      const card = sp.card_uri ? await findCardByUri(ctx.account.id, sp.card_uri, true, tx) : null;
      const content = {
        text: sp.text,
        media_keys: sp.media_keys,
        card_type: card?.card_type ?? null,
      };
      const unsuitable = unsuitablePost(li.objective, content);
      if (unsuitable)
        throw AdsError.of(
          "INVALID_POST",
          `Scheduled post ${sp.id} does not suit this line item: ${unsuitable}`,
          "scheduled_post_id",
        );
      return { line_item_id: li.id, scheduled_post_id: sp.id };
    },
    existing: async (tx, _ctx, v) => {
      const [row] = await tx
        .select()
        .from(scheduledPromotedPosts)
        .where(
          and(
            eq(scheduledPromotedPosts.line_item_id, String(v.line_item_id)),
            eq(scheduledPromotedPosts.scheduled_post_id, String(v.scheduled_post_id)),
            eq(scheduledPromotedPosts.deleted, false),
          ),
        );
      return row;
    },
  },
  remove: {
    check: async (tx, ctx, row) => {
      const sp = await scheduledPost(tx, ctx.account.id, row.scheduled_post_id).catch(() => null);
      if (sp && !pending(sp))
        throw AdsError.invalid(
          "scheduled_promoted_post_id",
          `Scheduled post ${sp.id} went live at ${sp.scheduled_at.toISOString()}: a scheduled promoted post can be deleted only before then.${row.post_id ? ` Detach the promoted post with DELETE promoted_posts (post ${row.post_id}).` : ""}`,
        );
    },
  },
});
