import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountUsers, adAccounts, fundingInstruments } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import type { AdsCtx, AccountRow } from "../ads-kernel/context";
import { createRecord } from "../ads-kernel/resource";
import { campaignsResource } from "./campaigns/resource";
import { lineItemsResource } from "./line-items/resource";
import { fundingInstrumentsResource } from "./funding-instruments/resource";
import { seedAccountApps } from "./accounts/apps";
import { seedDemoHistory, seedSandboxCampaign } from "./seed-delivery";

/**
 * Demo advertising data through the interface's own services (history, rules and limits apply):
 * funding, campaigns and line items (one DRAFT, one with days of delivery) on the production account,
 * a sandbox account with a campaign ready to serve (seed-delivery.ts). Once: skipped given funding.
 */
export function seedCtx(account: AccountRow, userId: string): AdsCtx {
  return {
    caller: {
      kind: "console",
      app: { id: "seed", name: "Seed", firstParty: true, tier: "enterprise" },
      user: { id: userId, screenName: "demo", name: "Demo User" },
      accessLevel: "read-write",
      scopes: null,
    },
    userId,
    sandbox: account.sandbox,
    account,
    permissions: ["ACCOUNT_ADMIN"],
  };
}

/** Whether the account has been seeded already: seeding gives it funding first. */
export async function hasFunding(accountId: string): Promise<boolean> {
  const has = await db()
    .select({ id: fundingInstruments.id })
    .from(fundingInstruments)
    .where(eq(fundingInstruments.account_id, accountId))
    .limit(1);
  return has.length > 0;
}

/** Production funding instruments come from billing, not the interface: inserted directly. */
export async function productionFunding(accountId: string, description: string): Promise<string> {
  const id = newId();
  const now = new Date();
  await db().insert(fundingInstruments).values({
    id,
    account_id: accountId,
    type: "CREDIT_CARD",
    description,
    currency: "USD",
    start_time: now,
    entity_status: "ACTIVE",
    created_at: now,
    updated_at: now,
  });
  return id;
}

export async function seedAds(
  account: AccountRow,
  demoUserId: string,
): Promise<{ sandboxAccountId: string }> {
  if (!(await hasFunding(account.id))) {
    const ctx = seedCtx(account, demoUserId);
    const now = new Date();
    const fiId = await productionFunding(account.id, "Visa ending in 0650");
    const spring = await createRecord(campaignsResource, ctx, {
      funding_instrument_id: fiId,
      name: "Spring Launch",
      budget_optimization: "CAMPAIGN",
      daily_budget_amount_local_micro: 50_000_000,
      total_budget_amount_local_micro: 1_500_000_000,
      entity_status: "ACTIVE",
      standard_delivery: true,
    });
    const retarget = await createRecord(campaignsResource, ctx, {
      funding_instrument_id: fiId,
      name: "Retargeting",
      budget_optimization: "LINE_ITEM",
      daily_budget_amount_local_micro: 20_000_000,
      entity_status: "PAUSED",
    });
    await createRecord(campaignsResource, ctx, {
      funding_instrument_id: fiId,
      name: "Holiday Draft",
      budget_optimization: "CAMPAIGN",
      daily_budget_amount_local_micro: 10_000_000,
      entity_status: "DRAFT",
    });
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    const visitors = await createRecord(lineItemsResource, ctx, {
      campaign_id: spring.id,
      name: "Website visitors",
      objective: "WEBSITE_CLICKS",
      product_type: "PROMOTED_POSTS",
      placements: ["ALL_ON_SVC"],
      bid_strategy: "AUTO",
      entity_status: "ACTIVE",
      start_time: start,
    });
    await createRecord(lineItemsResource, ctx, {
      campaign_id: spring.id,
      name: "Engagement boost",
      objective: "ENGAGEMENTS",
      product_type: "PROMOTED_POSTS",
      placements: ["SVC_TIMELINE"],
      bid_strategy: "MAX",
      bid_amount_local_micro: 1_500_000,
      entity_status: "PAUSED",
      start_time: start,
    });
    await createRecord(lineItemsResource, ctx, {
      campaign_id: retarget.id,
      name: "Follower growth (draft)",
      objective: "FOLLOWERS",
      product_type: "PROMOTED_ACCOUNT",
      placements: ["ALL_ON_SVC"],
      daily_budget_amount_local_micro: 5_000_000,
      entity_status: "DRAFT",
    });
    await seedAccountApps(account.id);
    await seedDemoHistory(ctx, String(visitors.id));
  }
  const sandboxes = await db()
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .innerJoin(
      accountUsers,
      and(eq(accountUsers.accountId, adAccounts.id), eq(accountUsers.userId, demoUserId)),
    )
    .where(and(eq(adAccounts.sandbox, true), eq(adAccounts.name, "Demo Sandbox")))
    .limit(1);
  if (sandboxes.length) return { sandboxAccountId: sandboxes[0].id };
  const now = new Date();
  const sandbox = (
    await db()
      .insert(adAccounts)
      .values({ id: newId(), name: "Demo Sandbox", sandbox: true, createdAt: now, updatedAt: now })
      .returning()
  )[0];
  await db()
    .insert(accountUsers)
    .values({
      accountId: sandbox.id,
      userId: demoUserId,
      permissions: ["ACCOUNT_ADMIN", "POST_COMPOSER"],
    });
  const sandboxCtx = seedCtx(sandbox, demoUserId);
  const fi = await createRecord(fundingInstrumentsResource, sandboxCtx, {
    type: "CREDIT_LINE",
    currency: "USD",
    start_time: now,
    credit_limit_local_micro: 10_000_000_000,
  });
  await seedSandboxCampaign(sandboxCtx, String(fi.id));
  return { sandboxAccountId: sandbox.id };
}
