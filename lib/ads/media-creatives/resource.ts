import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountMedia, lineItems, mediaCreatives } from "@/lib/db/schema";
import { defineResource } from "../../ads-kernel/define-resource";
import { AdsError } from "../../ads-kernel/errors";
import { idParam } from "../../ads-kernel/fields";
import { lineItemsResource } from "../line-items/resource";
import { landingUrl, mismatchedMedia, refusesMedia } from "./rules";
import { mediaCreativeCreate } from "./schema";
import * as ex from "@/lib/ads/example-ids";

export { MAX_LANDING_URL, mediaCreativeCreate } from "./schema";

/**
 * Media creatives (document 2): an account media on a line item, for pre-roll or display on the
 * audience network. The account media must be live in the account (share-locked), the pair must fit
 * (rules.ts), landing_url follows the objective; creative_type is the account media's. Deleted with
 * their line item. No update. The list filters by campaign_id too (through the line items).
 */
export const mediaCreativesResource = defineResource({
  name: "media_creatives",
  table: mediaCreatives,
  exampleId: ex.MEDIA_CREATIVE_ID,
  actions: { read: "creatives.read", write: "creatives.write" },
  references: { line_item_id: { parent: lineItemsResource, onParentDelete: "delete" } },
  list: {
    sortable: ["created_at", "updated_at", "creative_type"],
    idFilters: { media_creative_ids: "id", line_item_ids: "line_item_id" },
    cacheRecords: true,
    extra: {
      shape: { campaign_id: idParam().optional() },
      where: (p, cols) =>
        typeof p.campaign_id === "string"
          ? inArray(
              cols.line_item_id,
              db()
                .select({ id: lineItems.id })
                .from(lineItems)
                .where(eq(lineItems.campaign_id, p.campaign_id)),
            )
          : undefined,
    },
  },
  create: {
    schema: mediaCreativeCreate,
    refused: [{ param: "landing_url", value: "not a url" }],
    example: { line_item_id: ex.LINE_ITEM_ID, account_media_id: ex.ACCOUNT_MEDIA_ID },
    prepare: async (tx, ctx, input, { line_item_id: li }) => {
      const [media] = await tx
        .select()
        .from(accountMedia)
        .where(
          and(
            eq(accountMedia.id, input.account_media_id),
            eq(accountMedia.account_id, ctx.account.id),
          ),
        )
        .for("share");
      if (!media || media.deleted)
        throw AdsError.invalid(
          "account_media_id",
          `No account media ${input.account_media_id} in this account (GET accounts/${ctx.account.id}/account_media).`,
        );
      const refused = refusesMedia(li) ?? mismatchedMedia(li, media.creative_type);
      if (refused) throw AdsError.of("INCOMPATIBLE_LINE_ITEM", refused, "line_item_id");
      const landing = landingUrl(li, media.creative_type, input.landing_url);
      if ("missing" in landing) throw AdsError.missing("landing_url", landing.missing);
      return {
        line_item_id: li.id,
        account_media_id: media.id,
        creative_type: media.creative_type,
        landing_url: landing.url,
      };
    },
  },
  remove: {},
});
