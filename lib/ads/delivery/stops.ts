/**
 * Why delivery stopped a campaign or a line item, as its record says it (effective_status,
 * reasons_not_servable). The simulator writes the stop on the row in the transaction that spent the
 * last of the money (lib/ads/delivery/stop-writes.ts) and clears it when money is there again (a new
 * day, a raised budget), so the record stays a function of its row. The reference platform's reasons
 * are BUDGET_EXHAUSTED and FUNDING_PROBLEM; DAILY_BUDGET_REACHED is ours, for a day's budget spent
 * before the day's end (it clears at the account's midnight).
 */
export const DELIVERY_STOPS = [
  "BUDGET_EXHAUSTED",
  "DAILY_BUDGET_REACHED",
  "FUNDING_PROBLEM",
] as const;
export type DeliveryStop = (typeof DELIVERY_STOPS)[number];

export const isDeliveryStop = (v: unknown): v is DeliveryStop =>
  typeof v === "string" && DELIVERY_STOPS.some((s) => s === v);

export const EFFECTIVE_STATUSES =
  "RUNNING | PAUSED | DRAFT | BUDGET_EXHAUSTED | DAILY_BUDGET_REACHED | FUNDING_PROBLEM";

/** The serving fields of a campaign or line item from its entity_status and stored stop. */
export function servingStatus(
  entityStatus: string,
  stop: string | null | undefined,
): { effective_status: string; servable: boolean; reasons_not_servable: string[] } {
  if (entityStatus === "PAUSED")
    return {
      effective_status: "PAUSED",
      servable: false,
      reasons_not_servable: ["PAUSED_BY_ADVERTISER"],
    };
  if (entityStatus === "DRAFT")
    return { effective_status: "DRAFT", servable: false, reasons_not_servable: ["INCOMPLETE"] };
  if (entityStatus === "ACTIVE" && isDeliveryStop(stop))
    return { effective_status: stop, servable: false, reasons_not_servable: [stop] };
  return {
    effective_status: entityStatus === "ACTIVE" ? "RUNNING" : entityStatus,
    servable: true,
    reasons_not_servable: [],
  };
}

/**
 * Whether an amount of money is used up: what is left is below a thousandth of it, below 0.01 of
 * the currency (10,000 micros), or below `unit`, the least its line items can buy (one click of a
 * line item paying by link click). Allocation rounds down, so what is left shrinks towards zero
 * without always reaching it; below this nothing more can be bought.
 */
export function isUsedUp(remaining: number, amount: number, unit = 0): boolean {
  return remaining < Math.max(10_000, Math.floor(amount / 1000), unit);
}

/** What a funding instrument may still fund: its credit limit (or funded amount) less what was spent. */
export function creditRemaining(fi: {
  credit_limit_local_micro: number | null;
  funded_amount_local_micro: number | null;
  spent_local_micro: number;
}): number | null {
  const limit = fi.credit_limit_local_micro ?? fi.funded_amount_local_micro ?? null;
  return limit === null ? null : Math.max(0, limit - fi.spent_local_micro);
}

/** Whether an update sets a budget (or the status): a stop it may have ended is cleared with it. */
export function budgetChanged(input: {
  daily_budget_amount_local_micro?: unknown;
  total_budget_amount_local_micro?: unknown;
  entity_status?: unknown;
}): boolean {
  return (
    input.daily_budget_amount_local_micro !== undefined ||
    input.total_budget_amount_local_micro !== undefined ||
    input.entity_status !== undefined
  );
}
