import { and, count, eq } from "drizzle-orm";
import { campaigns, lineItems } from "@/lib/db/schema";
import { lockedActiveCount } from "../kernel/active-count";
import type { Tx } from "@/lib/db/client";
import { AdsError } from "../kernel/errors";
import { baseRecord, type ResourceDecl, type Row } from "../kernel/resource";
import { isoOf } from "@/lib/db/decode";
import type { AdsCtx } from "../kernel/context";
import { lineItemCreate, lineItemUpdate } from "./schema";
import { checkLineItem, defaultGoal, defaultPayBy, type LineItemShape } from "./rules";

export const MAX_LINE_ITEMS_PER_CAMPAIGN = 100;
export const MAX_ACTIVE_LINE_ITEMS_PER_ACCOUNT = 256;

export function lineItemRecord(row: Row) {
  const {
    id: _id,
    account_id: _account,
    created_at: _created,
    updated_at: _updated,
    deleted: _deleted,
    start_time,
    end_time,
    ...rest
  } = row;
  return Object.assign(baseRecord(row), rest, {
    start_time: isoOf(start_time),
    end_time: isoOf(end_time),
  });
}

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
    throw AdsError.limit(
      `This account already has ${active} active line items, the limit of ${MAX_ACTIVE_LINE_ITEMS_PER_ACCOUNT}; pause one or create this one as PAUSED or DRAFT.`,
      "entity_status",
    );
  }
}

export const lineItemsResource: ResourceDecl = {
  name: "line_items",
  singular: "line item",
  idParam: "line_item_id",
  entityType: "LINE_ITEM",
  notFoundCode: "LINE_ITEM_NOT_FOUND",
  table: lineItems,
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
      const campaign = await campaignFor(tx, ctx, input.campaign_id as string);
      const values: Record<string, unknown> = {
        ...input,
        bid_strategy: (input.bid_strategy as string | undefined) ?? "AUTO",
        goal: (input.goal as string | undefined) ?? defaultGoal(input.objective as string),
        pay_by: (input.pay_by as string | undefined) ?? defaultPayBy(input.objective as string),
        categories: (input.categories as string[] | undefined) ?? [],
      };
      checkLineItem(values as unknown as LineItemShape, campaign);
      const existing = Number(
        (
          await tx
            .select({ n: count() })
            .from(lineItems)
            .where(and(eq(lineItems.campaign_id, campaign.id), eq(lineItems.deleted, false)))
        )[0].n,
      );
      if (existing >= MAX_LINE_ITEMS_PER_CAMPAIGN)
        throw AdsError.limit(
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
      const campaign = await campaignFor(tx, ctx, row.campaign_id as string);
      checkLineItem({ ...row, ...input } as unknown as LineItemShape, campaign);
      if (input.entity_status === "ACTIVE" && row.entity_status !== "ACTIVE")
        await checkActiveLimit(tx, ctx, row.id);
      return input;
    },
  },
  toRecord: lineItemRecord,
};
