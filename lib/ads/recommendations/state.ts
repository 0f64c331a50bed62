import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { campaigns, fundingInstruments, lineItems } from "@/lib/db/schema";
import type { StateFunding } from "./rules";

/** The account's live funding instruments, campaigns and line items, in creation order (rules.ts reads these). */
export async function accountState(accountId: string): Promise<StateFunding[]> {
  const [fis, camps, items] = await Promise.all([
    db()
      .select({ id: fundingInstruments.id })
      .from(fundingInstruments)
      .where(
        and(eq(fundingInstruments.account_id, accountId), eq(fundingInstruments.deleted, false)),
      )
      .orderBy(asc(fundingInstruments.created_at), asc(fundingInstruments.id)),
    db()
      .select({
        id: campaigns.id,
        name: campaigns.name,
        funding_instrument_id: campaigns.funding_instrument_id,
        entity_status: campaigns.entity_status,
        daily_budget_amount_local_micro: campaigns.daily_budget_amount_local_micro,
        total_budget_amount_local_micro: campaigns.total_budget_amount_local_micro,
      })
      .from(campaigns)
      .where(and(eq(campaigns.account_id, accountId), eq(campaigns.deleted, false)))
      .orderBy(asc(campaigns.created_at), asc(campaigns.id)),
    db()
      .select({
        id: lineItems.id,
        campaign_id: lineItems.campaign_id,
        entity_status: lineItems.entity_status,
        end_time: lineItems.end_time,
        daily_budget_amount_local_micro: lineItems.daily_budget_amount_local_micro,
      })
      .from(lineItems)
      .where(and(eq(lineItems.account_id, accountId), eq(lineItems.deleted, false)))
      .orderBy(asc(lineItems.created_at), asc(lineItems.id)),
  ]);
  return fis.map((fi) => ({
    id: fi.id,
    campaigns: camps
      .filter((c) => c.funding_instrument_id === fi.id)
      .map(({ funding_instrument_id: _fi, ...c }) => ({
        ...c,
        name: c.name ?? c.id,
        line_items: items.filter((l) => l.campaign_id === c.id),
      })),
  }));
}
