import crypto from "node:crypto";
import type { ChangeNode, Recommendation } from "./record";

/**
 * Recommendations from the account's own state (document 2, 5/): at most one per funding
 * instrument, the first of these rules that applies to it, looking at its campaigns in creation order:
 * 1. RESUME_PAUSED_LINE_ITEM: an ACTIVE campaign has a PAUSED line item whose flight has not ended
 *    (end_time empty or ahead): resume it (line item Update entity_status=ACTIVE).
 * 2. RAISE_CAMPAIGN_DAILY_BUDGET: an ACTIVE campaign's daily budget is below the sum of its ACTIVE line
 *    items' daily budgets, so they cannot all spend theirs: raise it to that sum (capped by the
 *    campaign's total budget; campaign Update).
 * 3. ADD_LINE_ITEM: an ACTIVE campaign has no line item, so it cannot serve: add one as a DRAFT to
 *    finish in the console (line item Create).
 * Pure over the state, so the same state gives the same recommendation, id included.
 */
export type StateLineItem = {
  id: string;
  entity_status: string;
  end_time: Date | null;
  daily_budget_amount_local_micro: number | null;
};
export type StateCampaign = {
  id: string;
  name: string;
  entity_status: string;
  daily_budget_amount_local_micro: number | null;
  total_budget_amount_local_micro: number | null;
  line_items: StateLineItem[];
};
export type StateFunding = { id: string; campaigns: StateCampaign[] };

type Found = Omit<Recommendation, "id" | "account_id" | "funding_instrument_id" | "status">;

const node = (
  entity_type: ChangeNode["entity_type"],
  operation_type: ChangeNode["operation_type"],
  params: ChangeNode["params"],
  dependent_entities: ChangeNode[] = [],
): ChangeNode => ({ entity_type, operation_type, params, dependent_entities });

function resume(c: StateCampaign, now: Date): Found | undefined {
  const li = c.line_items.find(
    (l) => l.entity_status === "PAUSED" && (!l.end_time || l.end_time.getTime() > now.getTime()),
  );
  if (!li) return undefined;
  const change = node("LINE_ITEM", "Update", { line_item_id: li.id, entity_status: "ACTIVE" });
  return {
    rule: "RESUME_PAUSED_LINE_ITEM",
    message: `Line item ${li.id} is paused while campaign "${c.name}" runs and its flight has not ended; resume it to use the campaign's budget.`,
    changes: [node("CAMPAIGN", null, { campaign_id: c.id }, [change])],
  };
}

function raiseBudget(c: StateCampaign): Found | undefined {
  const active = c.line_items.filter((l) => l.entity_status === "ACTIVE");
  const sum = active.reduce((s, l) => s + (l.daily_budget_amount_local_micro ?? 0), 0);
  const daily = c.daily_budget_amount_local_micro;
  if (daily === null || sum <= daily) return undefined;
  const target = Math.min(sum, c.total_budget_amount_local_micro ?? sum);
  if (target <= daily) return undefined;
  return {
    rule: "RAISE_CAMPAIGN_DAILY_BUDGET",
    message: `Campaign "${c.name}" has a daily budget of ${daily} micros while its active line items' daily budgets add up to ${sum}; raise it to ${target} so they can spend.`,
    changes: [
      node("CAMPAIGN", "Update", { campaign_id: c.id, daily_budget_amount_local_micro: target }),
    ],
  };
}

function addLineItem(c: StateCampaign): Found | undefined {
  if (c.line_items.length) return undefined;
  return {
    rule: "ADD_LINE_ITEM",
    message: `Campaign "${c.name}" is active but has no line item, so it cannot serve; add one (created as a DRAFT to finish).`,
    changes: [
      node("CAMPAIGN", null, { campaign_id: c.id }, [
        node("LINE_ITEM", "Create", {
          campaign_id: c.id,
          name: `${c.name.slice(0, 200)} line item`,
          objective: "ENGAGEMENTS",
          product_type: "PROMOTED_POSTS",
          placements: "ALL_ON_SVC",
          entity_status: "DRAFT",
        }),
      ]),
    ],
  };
}

/** A stable numeric id: the funding instrument, the rule and its changes. */
function stableId(fi: string, found: Found): string {
  const digest = crypto
    .createHash("sha256")
    .update(JSON.stringify([fi, found.rule, found.changes]))
    .digest();
  return (digest.readBigUInt64BE(0) >> 1n).toString();
}

export function recommend(accountId: string, fis: StateFunding[], now: Date): Recommendation[] {
  const out: Recommendation[] = [];
  for (const fi of fis) {
    const running = fi.campaigns.filter((c) => c.entity_status === "ACTIVE");
    const found =
      running.map((c) => resume(c, now)).find(Boolean) ??
      running.map(raiseBudget).find(Boolean) ??
      running.map(addLineItem).find(Boolean);
    if (found)
      out.push({
        id: stableId(fi.id, found),
        account_id: accountId,
        funding_instrument_id: fi.id,
        status: "PENDING",
        ...found,
      });
  }
  return out;
}
