import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { customAudiences } from "@/lib/db/schema";
import { addMembers } from "@/lib/audiences/apply-uploads";
import { settleMembers } from "@/lib/audiences/process";
import { SEEDED_AUDIENCE_PEOPLE } from "@/lib/audiences/sample";
import { addMonths, DEFAULT_MONTHS } from "@/lib/audiences/users-ops";
import type { AccountRow } from "../ads-kernel/context";
import { createRecord } from "../ads-kernel/resource";
import { campaignsResource } from "./campaigns/resource";
import { customAudiencesResource } from "../audiences/custom-audiences/resource";
import { lineItemsResource } from "./line-items/resource";
import { hasFunding, productionFunding, seedCtx } from "./seed";

export const SEEDED_AUDIENCE_NAME = "Newsletter subscribers";

/**
 * The demo business's second production account ("Demo Outlet"): funding, one campaign and one line
 * item, so an audience shared with it can be targeted there at once. Once: skipped when it has funding.
 */
export async function seedSecondAccount(account: AccountRow, demoUserId: string): Promise<void> {
  if (await hasFunding(account.id)) return;
  const ctx = seedCtx(account, demoUserId);
  const fiId = await productionFunding(account.id, "Mastercard ending in 4417");
  const campaign = await createRecord(campaignsResource, ctx, {
    funding_instrument_id: fiId,
    name: "Outlet Always On",
    budget_optimization: "CAMPAIGN",
    daily_budget_amount_local_micro: 30_000_000,
    entity_status: "PAUSED",
  });
  const now = new Date();
  await createRecord(lineItemsResource, ctx, {
    campaign_id: campaign.id,
    name: "Outlet shoppers",
    objective: "WEBSITE_CLICKS",
    product_type: "PROMOTED_POSTS",
    placements: ["ALL_ON_SVC"],
    bid_strategy: "AUTO",
    entity_status: "PAUSED",
    start_time: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)),
  });
}

/**
 * A targetable customer list on the demo account: created through the interface's service, its
 * members the people of SEEDED_AUDIENCE_PEOPLE (lib/audiences/sample.ts) for the users call's default
 * window, and its set and size stored by the processing job's own last step. The seed knows the
 * people, so it skips matching their hashes (the index takes seconds to build on every fresh start).
 * Once: an audience of that name, even deleted, is left alone.
 */
export async function seedAudience(account: AccountRow, demoUserId: string): Promise<void> {
  const [exists] = await db()
    .select({ id: customAudiences.id })
    .from(customAudiences)
    .where(
      and(
        eq(customAudiences.account_id, account.id),
        eq(customAudiences.name, SEEDED_AUDIENCE_NAME),
      ),
    )
    .limit(1);
  if (exists) return;
  const { from, count } = SEEDED_AUDIENCE_PEOPLE;
  const people = Int32Array.from({ length: count }, (_, k) => from + k);
  const now = new Date();
  const window = { effective_at: now, expires_at: addMonths(now, DEFAULT_MONTHS) };
  await db().transaction(async (tx) => {
    const input = {
      name: SEEDED_AUDIENCE_NAME,
      description: "People who signed up for the newsletter (seeded demo data)",
      audience_type: "CRM",
    };
    const audience = await createRecord(
      customAudiencesResource,
      seedCtx(account, demoUserId),
      input,
      tx,
    );
    await addMembers(tx, String(audience.id), people, window);
    await settleMembers(tx, String(audience.id), now);
  });
}
