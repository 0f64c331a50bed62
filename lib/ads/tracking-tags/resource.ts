import { trackingTags } from "@/lib/db/schema";
import { defineResource } from "../../ads-kernel/define-resource";
import { lineItemsResource } from "../line-items/resource";
import { trackingTagRecord } from "./record";
import { trackingTagCreate, trackingTagUpdate } from "./schema";
import * as ex from "@/lib/ads/example-ids";

/**
 * Tracking tags of a line item: the line item must exist in the account and not be deleted; deleting
 * it deletes its tags (each with a history row). The record is the row's columns (record.ts types them).
 */
export const trackingTagsResource = defineResource({
  name: "tracking_tags",
  table: trackingTags,
  exampleId: ex.TRACKING_TAG_ID,
  record: trackingTagRecord,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  references: { line_item_id: { parent: lineItemsResource, onParentDelete: "delete" } },
  list: {
    sortable: ["created_at", "updated_at", "tracking_tag_type"],
    idFilters: { tracking_tag_ids: "id", line_item_ids: "line_item_id" },
    cacheRecords: true,
  },
  create: {
    schema: trackingTagCreate,
    refused: [
      { param: "tracking_tag_type", value: "VIEW_TAG" },
      { param: "tracking_tag_url", value: "http://tracker.example/plain" },
      { param: "tracking_tag_url", value: "not a url" },
    ],
    example: {
      line_item_id: ex.LINE_ITEM_ID,
      tracking_tag_type: "IMPRESSION_TAG",
      tracking_tag_url: "https://tracker.example/pixel?c=1",
    },
  },
  update: {
    schema: trackingTagUpdate,
    example: { tracking_tag_url: "https://tracker.example/pixel?c=2" },
  },
  remove: {},
});
