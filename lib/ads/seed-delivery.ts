import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { lineItems } from "@/lib/db/schema";
import { nowMs } from "@/lib/time/clock";
import type { AdsCtx } from "../ads-kernel/context";
import { createRecord } from "../ads-kernel/resource";
import { insertPost } from "./posts/insert-post";
import { promotedPostsResource } from "./promoted-posts/resource";
import { targetingCriteriaResource } from "./targeting-criteria/resource";
import { lineItemsResource } from "./line-items/resource";
import { campaignsResource } from "./campaigns/resource";
import { simulatePast } from "./delivery/history";
import { floorHour, HOUR_MS } from "./delivery/model/time";

/** Days of delivery the demo's running campaign has when the demo starts. */
export const DEMO_HISTORY_DAYS = 3;

/**
 * What a line item needs to serve, through the interface's services: a promoted post of the demo
 * user with a link (a website line item's creative) and targeting (ages, an interest, a language).
 */
export async function readyToServe(ctx: AdsCtx, lineItemId: string, text: string): Promise<void> {
  const post = await db().transaction((tx) =>
    insertPost(tx, { user_id: ctx.userId, account_id: ctx.account.id, text, nullcast: true }),
  );
  await createRecord(promotedPostsResource, ctx, {
    line_item_id: lineItemId,
    source_post_id: post.id,
  });
  for (const [targeting_type, targeting_value] of [
    ["AGE", "AGE_25_TO_49"],
    ["INTEREST", "24006"],
    ["LANGUAGE", "en"],
  ])
    await createRecord(targetingCriteriaResource, ctx, {
      line_item_id: lineItemId,
      targeting_type,
      targeting_value,
    });
}

/**
 * The demo's running line item has served for DEMO_HISTORY_DAYS: its flight starts then (set on the
 * row: a new line item may not start in the past) and those hours are simulated now.
 */
export async function seedDemoHistory(ctx: AdsCtx, lineItemId: string): Promise<void> {
  const now = nowMs();
  const hours = DEMO_HISTORY_DAYS * 24;
  await readyToServe(
    ctx,
    lineItemId,
    "Spring Launch is live: 20% off all week https://shop.example.com/spring",
  );
  await db()
    .update(lineItems)
    .set({ start_time: new Date(floorHour(now) - hours * HOUR_MS) })
    .where(eq(lineItems.id, lineItemId));
  await simulatePast(ctx.account.id, hours, now);
}

/** A sandbox campaign that serves from now: advancing the sandbox's time shows delivery at once. */
export async function seedSandboxCampaign(ctx: AdsCtx, fundingId: string): Promise<void> {
  const campaign = await createRecord(campaignsResource, ctx, {
    funding_instrument_id: fundingId,
    name: "Sandbox Launch",
    budget_optimization: "CAMPAIGN",
    daily_budget_amount_local_micro: 25_000_000,
    entity_status: "ACTIVE",
    standard_delivery: true,
  });
  const li = await createRecord(lineItemsResource, ctx, {
    campaign_id: campaign.id,
    name: "Sandbox website visitors",
    objective: "WEBSITE_CLICKS",
    product_type: "PROMOTED_POSTS",
    placements: ["ALL_ON_SVC"],
    bid_strategy: "AUTO",
    entity_status: "ACTIVE",
    start_time: new Date(nowMs()),
  });
  await readyToServe(ctx, String(li.id), "Try the sandbox launch https://shop.example.com/sandbox");
}
