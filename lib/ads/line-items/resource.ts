import { lineItems } from "@/lib/db/schema";
import { defineResource } from "../../ads-kernel/define-resource";
import { campaignsResource } from "../campaigns/resource";
import { lineItemRecordSchema } from "./record";
import { lineItemRecord } from "./to-record";
import { budgetChanged } from "../delivery/stops";
import { lineItemCreate, lineItemUpdate } from "./schema";
import { checkLineItem, checkNewStartTime, defaultGoal, defaultPayBy } from "./rules";
import * as ex from "@/lib/ads/example-ids";

export const MAX_LINE_ITEMS_PER_CAMPAIGN = 100;
export const MAX_ACTIVE_LINE_ITEMS_PER_ACCOUNT = 256;

/**
 * Line items of a campaign: the campaign must exist and not be deleted (locked while the line item is
 * written, so it cannot be deleted or gain a 101st line item meanwhile); funding instrument and
 * currency come from it; deleting it deletes its line items. The record is the row's columns and
 * its serving status (to-record.ts).
 */
export const lineItemsResource = defineResource({
  name: "line_items",
  table: lineItems,
  exampleId: ex.LINE_ITEM_ID,
  record: lineItemRecordSchema,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  batch: { max: 40 },
  references: {
    campaign_id: {
      parent: campaignsResource,
      inherit: { funding_instrument_id: "funding_instrument_id", currency: "currency" },
      onParentDelete: "delete",
    },
  },
  limits: [
    {
      per: "campaign_id",
      max: MAX_LINE_ITEMS_PER_CAMPAIGN,
      code: "TOO_MANY_LINE_ITEMS",
      message: (_n, max) => `This campaign already has ${max} line items, the limit.`,
    },
    {
      per: "account",
      activeOnly: true,
      max: MAX_ACTIVE_LINE_ITEMS_PER_ACCOUNT,
      code: "TOO_MANY_LINE_ITEMS",
      message: (n, max) =>
        `This account already has ${n} active line items, the limit of ${max}; pause one or create this one as PAUSED or DRAFT.`,
    },
  ],
  list: {
    sortable: ["created_at", "updated_at", "name", "entity_status", "start_time"],
    idFilters: {
      line_item_ids: "id",
      campaign_ids: "campaign_id",
      funding_instrument_ids: "funding_instrument_id",
    },
    q: "name",
    // The record is derived from the row alone (no clock, no other table): list pages may reuse it.
    cacheRecords: true,
  },
  create: {
    schema: lineItemCreate,
    refused: [
      { param: "objective", value: "FAME" },
      { param: "placements", value: "MOON" },
      { param: "start_time", value: "2026-13-45" },
      { param: "bid_amount_local_micro", value: "-5" },
    ],
    example: {
      campaign_id: ex.CAMPAIGN_ID,
      name: "Spring sale, website",
      objective: "WEBSITE_CLICKS",
      product_type: "PROMOTED_POSTS",
      placements: "ALL_ON_SVC",
      start_time: "2027-01-01T00:00:00Z",
    },
    prepare: async (_tx, _ctx, input, { campaign_id: campaign }) => {
      const values = {
        ...input,
        bid_strategy: input.bid_strategy ?? "AUTO",
        goal: input.goal ?? defaultGoal(input.objective),
        pay_by: input.pay_by ?? defaultPayBy(input.objective),
        categories: input.categories ?? [],
      };
      checkLineItem(values, campaign);
      checkNewStartTime(values.start_time);
      return values;
    },
  },
  update: {
    schema: lineItemUpdate,
    example: { bid_strategy: "TARGET", bid_amount_local_micro: 2_000_000 },
    prepare: async (_tx, _ctx, row, input, { campaign_id: campaign }) => {
      checkLineItem({ ...row, ...input }, campaign);
      // A stop for want of budget ends with a new budget; the next simulated hour checks it again.
      return budgetChanged(input) ? { ...input, delivery_stop: null } : input;
    },
  },
  remove: {},
  toRecord: lineItemRecord,
});
