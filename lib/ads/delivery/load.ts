import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { adsDeliveryTotals, campaigns, fundingInstruments, lineItems } from "@/lib/db/schema";
import { creditRemaining } from "./stops";
import { loadCreatives, loadCriteria } from "./load-attached";
import type { Criterion } from "@/lib/audiences/population/criteria";
import type { CampaignIn, CreativeIn, FundingIn, Money } from "./model/types";
import { HOUR_MS } from "./model/time";

export type Totals = typeof adsDeliveryTotals.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type FundingRow = typeof fundingInstruments.$inferSelect;

/**
 * What the hours of one transaction read of an account, once: its funding instruments, ACTIVE
 * campaigns and their ACTIVE line items, what those carry, and the running totals. The transaction
 * holds the account's clock, and only it writes the totals, the charges and the stops, so it keeps
 * these up to date itself from one hour to the next (run-hour.ts).
 */
export type Snapshot = {
  fundings: Map<string, FundingRow>;
  campaigns: CampaignRow[];
  lineItems: LineItemRow[];
  totals: Map<string, Totals>;
  creatives: Map<string, CreativeIn[]>;
  criteria: Map<string, Criterion[]>;
  audienceVersions: Map<string, string>;
};

/** Money fields of a campaign or line item with its running totals on `day`. */
export function moneyOf(
  row: {
    daily_budget_amount_local_micro: number | null;
    total_budget_amount_local_micro: number | null;
  },
  totals: Totals | undefined,
  day: string,
  standard: boolean,
): Money {
  return {
    daily: row.daily_budget_amount_local_micro,
    total: row.total_budget_amount_local_micro,
    spent: totals?.spent_local_micro ?? 0,
    daySpent: totals?.day === day ? totals.day_spent_local_micro : 0,
    standard,
  };
}

export type FundingAt = FundingIn & { limit: number | null; funds: boolean; row: FundingRow };
export type CampaignAt = CampaignIn & { row: CampaignRow };

/** Every funding instrument and what it can still fund; `funds`: ACTIVE, started, not ended at the hour. */
export const fundingsAt = (s: Snapshot, hourMs: number): FundingAt[] =>
  [...s.fundings.values()].map((f) => ({
    id: f.id,
    currency: f.currency,
    remaining: creditRemaining(f),
    limit: f.credit_limit_local_micro ?? f.funded_amount_local_micro ?? null,
    funds:
      f.entity_status === "ACTIVE" &&
      f.start_time.getTime() < hourMs + HOUR_MS &&
      (!f.end_time || f.end_time.getTime() > hourMs),
    row: f,
  }));

export const campaignsAt = (s: Snapshot, day: string): CampaignAt[] =>
  s.campaigns.map((c) => ({
    ...moneyOf(c, s.totals.get(c.id), day, c.standard_delivery ?? true),
    id: c.id,
    fundingId: c.funding_instrument_id,
    sharedBudget: c.budget_optimization === "CAMPAIGN",
    frequencyCap: c.frequency_cap,
    durationDays: c.duration_in_days,
    row: c,
  }));

/**
 * The account's snapshot. Line items out of flight, without an active creative or an audience are
 * left to the model, which serves them nothing.
 */
export async function loadSnapshot(tx: Tx, accountId: string): Promise<Snapshot> {
  const fiRows = await tx
    .select()
    .from(fundingInstruments)
    .where(
      and(eq(fundingInstruments.account_id, accountId), eq(fundingInstruments.deleted, false)),
    );
  const cRows = await tx
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.account_id, accountId),
        eq(campaigns.deleted, false),
        eq(campaigns.entity_status, "ACTIVE"),
      ),
    );
  const liRows = cRows.length
    ? await tx
        .select()
        .from(lineItems)
        .where(
          and(
            eq(lineItems.account_id, accountId),
            eq(lineItems.deleted, false),
            eq(lineItems.entity_status, "ACTIVE"),
            inArray(
              lineItems.campaign_id,
              cRows.map((c) => c.id),
            ),
          ),
        )
    : [];
  const ids = [...cRows.map((c) => c.id), ...liRows.map((l) => l.id)];
  const totalRows = ids.length
    ? await tx.select().from(adsDeliveryTotals).where(inArray(adsDeliveryTotals.entity_id, ids))
    : [];
  const liIds = liRows.map((l) => l.id);
  const { criteria, audienceVersions } = await loadCriteria(tx, liIds);
  return {
    fundings: new Map(fiRows.map((f) => [f.id, f])),
    campaigns: cRows,
    lineItems: liRows,
    totals: new Map(totalRows.map((t) => [t.entity_id, t])),
    creatives: await loadCreatives(tx, liIds),
    criteria,
    audienceVersions,
  };
}
