import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { lineItems } from "@/lib/db/schema";
import { AdsError } from "../../ads-kernel/errors";

/**
 * Campaign rules beyond one parameter's schema (the console's forms rely on them: the server's answer
 * lands on the form's field). Rules that need no database are plain functions of the merged record.
 */

type BudgetShape = {
  entity_status?: string | null;
  daily_budget_amount_local_micro?: number | null;
};

/**
 * An ACTIVE campaign spends its daily budget: 0 would make it active and never serve. Checked when a
 * write makes a campaign ACTIVE or sets its budget (`changed`), on the record as it would be (`merged`).
 */
export function checkActiveBudget(merged: BudgetShape, changed: BudgetShape): void {
  const touched =
    changed.entity_status !== undefined || changed.daily_budget_amount_local_micro !== undefined;
  if (touched && merged.entity_status === "ACTIVE" && merged.daily_budget_amount_local_micro === 0)
    throw AdsError.invalid(
      "daily_budget_amount_local_micro",
      "daily_budget_amount_local_micro must be greater than 0 for an ACTIVE campaign; set a daily budget, or make the campaign PAUSED or DRAFT.",
    );
}

/**
 * Under budget_optimization CAMPAIGN line items may not have budgets (line-items/rules.ts), so switching
 * to it while some have one would leave them refusing every later update: refused, naming them. The
 * campaign row is locked by the update and line item writes lock it too, so none gains a budget meanwhile.
 */
export async function checkNoLineItemBudgets(tx: Tx, campaignId: string) {
  const budgeted = await tx
    .select({ id: lineItems.id })
    .from(lineItems)
    .where(
      and(
        eq(lineItems.campaign_id, campaignId),
        eq(lineItems.deleted, false),
        or(
          isNotNull(lineItems.daily_budget_amount_local_micro),
          isNotNull(lineItems.total_budget_amount_local_micro),
        ),
      ),
    )
    .orderBy(lineItems.id)
    .limit(11);
  if (!budgeted.length) return;
  const ids =
    budgeted
      .slice(0, 10)
      .map((li) => li.id)
      .join(", ") + (budgeted.length > 10 ? " and more" : "");
  throw AdsError.invalid(
    "budget_optimization",
    `budget_optimization CAMPAIGN puts the budget on the campaign, but line items of this campaign still have their own budgets (${ids}); delete those line items first, or keep LINE_ITEM.`,
  );
}
