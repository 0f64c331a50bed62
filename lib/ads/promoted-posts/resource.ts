import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { promotedPosts } from "@/lib/db/schema";
import { defineResource } from "../../ads-kernel/define-resource";
import { AdsError } from "../../ads-kernel/errors";
import { idParam } from "../../ads-kernel/fields";
import { lineItemsResource } from "../line-items/resource";
import { contentOf, servedPost, sourcePost } from "./post-source";
import { refusesPosts, unsuitablePost } from "./rules";
import { addTimeline } from "./timeline";
import * as ex from "@/lib/ads/example-ids";

export const MAX_POST_IDS = 50;

/** The post ids of one POST: numeric, as posts' ids are ("longs", document 2). */
function checkPostId(id: string): void {
  if (!/^\d{1,19}$/.test(id))
    throw AdsError.invalid("post_ids", `post_ids are numeric post ids (longs); got "${id}".`);
}

/**
 * Promoted posts: one POST promotes up to 50 posts on a line item (one record each, in the order of
 * post_ids, all or none). The post served may be a promoted-only repost (post-source.ts), so post_id
 * can differ from the id named, which the record keeps as source_post_id. A post already promoted on
 * the line item is answered as it is. DELETE detaches it. A deleted line item's promoted posts keep
 * deleted=false and are listed only with with_deleted=true (document 2, States). Promoted posts have no
 * batch endpoint, so the repost written by prepare is always inside the one POST's transaction.
 */
export const promotedPostsResource = defineResource({
  name: "promoted_posts",
  table: promotedPosts,
  exampleId: ex.PROMOTED_POST_ID,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  // Locked for update: two identical writes at once serialise, so the second finds the first (`existing`).
  references: {
    line_item_id: { parent: lineItemsResource, onParentDelete: "hide", lock: "update" },
  },
  list: {
    sortable: ["created_at", "updated_at"],
    idFilters: { promoted_post_ids: "id", line_item_ids: "line_item_id" },
    cacheRecords: true,
  },
  create: {
    schema: z.object({ line_item_id: idParam() }),
    refused: [
      { param: "post_ids", value: "abc" },
      { param: "line_item_id", value: "9".repeat(65) },
    ],
    example: { line_item_id: ex.LINE_ITEM_ID, post_ids: ex.POST_ID },
    many: { param: "post_ids", column: "source_post_id", max: MAX_POST_IDS },
    prepare: async (tx, ctx, input, { line_item_id: li }) => {
      // createMany adds the column of `many` (source_post_id) to each record's input.
      const id = String("source_post_id" in input ? input.source_post_id : undefined);
      checkPostId(id);
      const refused = refusesPosts(li);
      if (refused) throw AdsError.of("INCOMPATIBLE_LINE_ITEM", refused, "line_item_id");
      const post = await sourcePost(tx, id);
      const unsuitable = unsuitablePost(li.objective, await contentOf(tx, post, ctx.account.id));
      if (unsuitable)
        throw AdsError.of(
          "INVALID_POST",
          `Post ${id} does not suit this line item: ${unsuitable}`,
          "post_ids",
        );
      const post_id = await servedPost(tx, ctx, post);
      await addTimeline(tx, { accountId: ctx.account.id, userId: ctx.userId }, li);
      return { line_item_id: li.id, source_post_id: id, post_id };
    },
    existing: async (tx, _ctx, v) => {
      const [row] = await tx
        .select()
        .from(promotedPosts)
        .where(
          and(
            eq(promotedPosts.line_item_id, String(v.line_item_id)),
            eq(promotedPosts.post_id, String(v.post_id)),
            eq(promotedPosts.deleted, false),
          ),
        );
      return row;
    },
  },
  remove: {},
});
