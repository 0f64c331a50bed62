import { and, asc, eq } from "drizzle-orm";
import { lineItems } from "@/lib/db/schema";
import type { AdsCtx } from "../../ads-kernel/context";
import { openBatch } from "../../ads-kernel/batch-rows";
import { findRow, stageCreate } from "../../ads-kernel/resource";
import { parseParams } from "../../ads-kernel/validate";
import { scopedTransaction } from "../../ads-kernel/write-scope";
import { campaignsResource } from "../campaigns/resource";
import { campaignCreate } from "../campaigns/schema";
import { lineItemsResource } from "../line-items/resource";
import { refuseLostAudiences } from "./audiences";
import { emptyTally, type Tally } from "./carried";
import { copyLineItemRow } from "./line-item";
import { copyName, copyStatus } from "./naming";
import { explained, settableOf } from "./settable";

export type CopyResult = {
  campaign: Record<string, unknown> | null;
  line_items: Record<string, unknown>[];
  copied: Tally;
};

const CAMPAIGN_NAME_MAX = campaignCreate.shape.name.maxLength ?? 255;

/**
 * THE copy of a line item (into its campaign, or `campaignId` of the same account) and of a campaign
 * (with every live line item), for the interface's copy operations and the console alike. One
 * transaction each: a refusal anywhere (a lost audience, a rule, a limit, a permission) leaves nothing
 * created. Opened as a batch transaction (batch-rows.ts), so what the line items carry is inserted in
 * a few statements, not one per criterion.
 */
export function copyLineItem(
  ctx: AdsCtx,
  lineItemId: string,
  campaignId?: string,
): Promise<CopyResult> {
  return scopedTransaction(async (tx) => {
    openBatch(tx);
    const source = await findRow(lineItemsResource, ctx, lineItemId, { tx, lock: "share" });
    await refuseLostAudiences(tx, ctx, [lineItemId], "line_item_id");
    const copied = emptyTally();
    const target = campaignId ?? String(source.campaign_id);
    const record = await copyLineItemRow(tx, ctx, source, target, copied);
    return { campaign: null, line_items: [record], copied };
  });
}

export function copyCampaign(ctx: AdsCtx, campaignId: string): Promise<CopyResult> {
  return scopedTransaction(async (tx) => {
    openBatch(tx);
    const source = await findRow(campaignsResource, ctx, campaignId, { tx, lock: "share" });
    const items = await tx
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.campaign_id, campaignId), eq(lineItems.deleted, false)))
      .orderBy(asc(lineItems.created_at), asc(lineItems.id))
      .for("share");
    await refuseLostAudiences(
      tx,
      ctx,
      items.map((li) => li.id),
      "campaign_id",
    );
    const raw = {
      ...settableOf(campaignCreate, source),
      name: copyName(String(source.name), CAMPAIGN_NAME_MAX),
      entity_status: copyStatus(String(source.entity_status)),
    };
    const campaign = await explained(`The copy of campaign ${campaignId}`, async () =>
      (await stageCreate(campaignsResource, ctx, parseParams(campaignCreate, raw), tx))(),
    );
    const copied = emptyTally();
    const line_items: Record<string, unknown>[] = [];
    for (const li of items)
      line_items.push(await copyLineItemRow(tx, ctx, li, String(campaign.id), copied));
    return { campaign, line_items, copied };
  });
}
