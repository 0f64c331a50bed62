import { isUsedUp, type DeliveryStop } from "../stops";
import type { Money } from "./types";

/**
 * Whether delivery must stop a campaign or line item after an hour's spending: its funding
 * instrument's credit used up (campaigns only), its total budget used up, or its day's budget used
 * up with hours of the day still to come (spent in the day's last hour it simply ran as planned).
 * `unit`: the least the entity's line items could buy this hour (0 when none served).
 */
export function stopOf(
  money: Money,
  funding: { remaining: number | null; limit: number | null } | null,
  dayGoesOn: boolean,
  unit = 0,
): DeliveryStop | null {
  if (
    funding &&
    funding.remaining !== null &&
    isUsedUp(funding.remaining, funding.limit ?? 0, unit)
  )
    return "FUNDING_PROBLEM";
  if (money.total !== null && isUsedUp(money.total - money.spent, money.total, unit))
    return "BUDGET_EXHAUSTED";
  if (
    money.daily !== null &&
    dayGoesOn &&
    isUsedUp(money.daily - money.daySpent, money.daily, unit)
  )
    return "DAILY_BUDGET_REACHED";
  return null;
}

/** Money after an hour that spent `spent`. */
export const afterSpending = (m: Money, spent: number): Money => ({
  ...m,
  spent: m.spent + spent,
  daySpent: m.daySpent + spent,
});
