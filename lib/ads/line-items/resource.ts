import { and, count, eq } from "drizzle-orm";
import { campaigns, lineItems } from "@/lib/db/schema";
import { lockedActiveCount } from "../kernel/active-count";
import type { Tx } from "@/lib/db/client";
import { AdsError } from "../kernel/errors";
import { defineResource } from "../kernel/define-resource";
import { lineItemRecordSchema } from "./record";
import type { AdsCtx } from "../kernel/context";
import { lineItemCreate, lineItemUpdate } from "./schema";
import { checkLineItem, checkNewStartTime, defaultGoal, defaultPayBy } from "./rules";

export const MAX_LINE_ITEMS_PER_CAMPAIGN = 100;
export const MAX_ACTIVE_LINE_ITEMS_PER_ACCOUNT = 256;

async function campaignFor(tx: Tx, ctx: AdsCtx, campaignId: string) {
  const c = (
    await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.account_id, ctx.account.id)))
      .for("update")
  )[0];
  if (!c || c.deleted)
    throw AdsError.invalid("campaign_id", `No campaign ${campaignId} in this account.`);
  return c;
}

async function checkActiveLimit(tx: Tx, ctx: AdsCtx, excludeId?: string) {
  const { active } = await lockedActiveCount(tx, lineItems, ctx.account.id, excludeId);
  if (active >= MAX_ACTIVE_LINE_ITEMS_PER_ACCOUNT) {
    throw AdsError.tooMany(
      "TOO_MANY_LINE_ITEMS",
      `This account already has ${active} active line items, the limit of ${MAX_ACTIVE_LINE_ITEMS_PER_ACCOUNT}; pause one or create this one as PAUSED or DRAFT.`,
      "entity_status",
    );
  }
}

/** The record is the row's columns as they are (the default record of defineResource). */
export const lineItemsResource = defineResource({
  name: "line_items",
  table: lineItems,
  record: lineItemRecordSchema,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  batch: { max: 40 },
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
    prepare: async (tx, ctx, input) => {
      const campaign = await campaignFor(tx, ctx, input.campaign_id);
      const values = {
        ...input,
        bid_strategy: input.bid_strategy ?? "AUTO",
        goal: input.goal ?? defaultGoal(input.objective),
        pay_by: input.pay_by ?? defaultPayBy(input.objective),
        categories: input.categories ?? [],
      };
      checkLineItem(values, campaign);
      checkNewStartTime(values.start_time);
      const existing = Number(
        (
          await tx
            .select({ n: count() })
            .from(lineItems)
            .where(and(eq(lineItems.campaign_id, campaign.id), eq(lineItems.deleted, false)))
        )[0].n,
      );
      if (existing >= MAX_LINE_ITEMS_PER_CAMPAIGN)
        throw AdsError.tooMany(
          "TOO_MANY_LINE_ITEMS",
          `Campaign ${campaign.id} already has ${MAX_LINE_ITEMS_PER_CAMPAIGN} line items, the limit.`,
          "campaign_id",
        );
      if (values.entity_status === "ACTIVE") await checkActiveLimit(tx, ctx);
      return {
        ...values,
        funding_instrument_id: campaign.funding_instrument_id,
        currency: campaign.currency,
      };
    },
  },
  update: {
    schema: lineItemUpdate,
    prepare: async (tx, ctx, row, input) => {
      const campaign = await campaignFor(tx, ctx, row.campaign_id);
      checkLineItem({ ...row, ...input }, campaign);
      if (input.entity_status === "ACTIVE" && row.entity_status !== "ACTIVE")
        await checkActiveLimit(tx, ctx, row.id);
      return input;
    },
  },
});
