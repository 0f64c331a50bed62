import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { adsDeliveryTotals, campaigns, fundingInstruments, lineItems } from "@/lib/db/schema";
import { creditRemaining } from "./stops";
import { loadCreatives, loadCriteria } from "./load-attached";
import type { Criterion } from "@/lib/audiences/population/criteria";
import type { CampaignIn, CreativeIn, FundingIn, Money } from "./model/types";
import { HOUR_MS } from "./model/time";

export type Totals = typeof adsDeliveryTotals.$inferSelect;
type LineItemRow = typeof lineItems.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;
type FundingRow = typeof fundingInstruments.$inferSelect;

/** What one hour of an account reads, before the audiences are resolved. */
export type Loaded = {
  /** Every funding instrument of the account; `funds`: it may fund this hour. */
  fundings: (FundingIn & { limit: number | null; funds: boolean })[];
  campaigns: (CampaignIn & { row: CampaignRow; totals: Totals | undefined })[];
  fundingRows: Map<string, FundingRow>;
  lineItems: { row: LineItemRow; totals: Totals | undefined }[];
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

/**
 * The account's ACTIVE campaigns on funding instruments that fund at this hour (ACTIVE, started,
 * not ended), their ACTIVE line items, what those carry and their running totals. Line items out of
 * flight, without an active creative or audience are left to the model, which serves them nothing.
 */
export async function loadHour(
  tx: Tx,
  accountId: string,
  hourMs: number,
  day: string,
): Promise<Loaded> {
  const fiRows = await tx
    .select()
    .from(fundingInstruments)
    .where(
      and(eq(fundingInstruments.account_id, accountId), eq(fundingInstruments.deleted, false)),
    );
  const fundings = fiRows.map((f) => ({
    id: f.id,
    currency: f.currency,
    remaining: creditRemaining(f),
    limit: f.credit_limit_local_micro ?? f.funded_amount_local_micro ?? null,
    funds:
      f.entity_status === "ACTIVE" &&
      f.start_time.getTime() < hourMs + HOUR_MS &&
      (!f.end_time || f.end_time.getTime() > hourMs),
  }));
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
  const totals = new Map(totalRows.map((t) => [t.entity_id, t]));
  const liIds = liRows.map((l) => l.id);
  const { criteria, audienceVersions } = await loadCriteria(tx, liIds);
  const loaded: Loaded = {
    fundings,
    campaigns: cRows.map((c) => ({
      ...moneyOf(c, totals.get(c.id), day, c.standard_delivery ?? true),
      id: c.id,
      fundingId: c.funding_instrument_id,
      sharedBudget: c.budget_optimization === "CAMPAIGN",
      frequencyCap: c.frequency_cap,
      durationDays: c.duration_in_days,
      row: c,
      totals: totals.get(c.id),
    })),
    fundingRows: new Map(fiRows.map((f) => [f.id, f])),
    lineItems: liRows.map((row) => ({ row, totals: totals.get(row.id) })),
    creatives: await loadCreatives(tx, liIds),
    criteria,
    audienceVersions,
  };
  return loaded;
}
