import { instantMs, type Instant } from "@/lib/db/decode";
import { AdsError } from "../../ads-kernel/errors";
import { GOALS_BY_OBJECTIVE, PLACEMENTS_BY_PRODUCT } from "../enums";
import { checkBusinessCategories } from "../reference/business-categories";

/**
 * The line item's combined rules (FACTS "line_item"), checked on the merged record for create and
 * update alike, so a PUT cannot reach a state a POST could not create.
 */
export type LineItemShape = {
  objective: string;
  product_type: string;
  placements: string[];
  bid_strategy: string;
  bid_amount_local_micro?: number | null;
  goal?: string | null;
  daily_budget_amount_local_micro?: number | null;
  total_budget_amount_local_micro?: number | null;
  start_time?: Instant | null;
  end_time?: Instant | null;
  entity_status: string;
  categories: string[];
};

// Looked up by the row's text: a value outside the enums finds nothing.
const placementsByProduct: Partial<Record<string, readonly string[][]>> = PLACEMENTS_BY_PRODUCT;
const goalsByObjective: Partial<Record<string, readonly string[]>> = GOALS_BY_OBJECTIVE;

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export function checkLineItem(li: LineItemShape, campaign: { budget_optimization: string }): void {
  const combos = placementsByProduct[li.product_type] ?? [];
  if (!combos.some((c) => sameSet(c, li.placements))) {
    throw AdsError.invalid(
      "placements",
      `placements ${li.placements.join(",")} are not valid for product_type ${li.product_type}; valid sets: ${combos.map((c) => c.join(",")).join(" | ")} (GET line_items/placements).`,
    );
  }
  if (li.bid_strategy === "MAX" && (li.objective === "REACH" || li.objective === "FOLLOWERS")) {
    throw AdsError.invalid(
      "bid_strategy",
      `bid_strategy MAX is not available with objective ${li.objective}; use AUTO or TARGET.`,
    );
  }
  if (
    li.bid_strategy === "TARGET" &&
    !["REACH", "FOLLOWERS", "WEBSITE_CLICKS"].includes(li.objective)
  ) {
    throw AdsError.invalid(
      "bid_strategy",
      `bid_strategy TARGET is only available with objectives REACH, FOLLOWERS and WEBSITE_CLICKS, not ${li.objective}.`,
    );
  }
  if (
    (li.bid_strategy === "MAX" || li.bid_strategy === "TARGET") &&
    !(li.bid_amount_local_micro && li.bid_amount_local_micro > 0)
  ) {
    throw AdsError.invalid(
      "bid_amount_local_micro",
      `bid_strategy ${li.bid_strategy} needs bid_amount_local_micro greater than 0.`,
    );
  }
  const goals = goalsByObjective[li.objective] ?? [];
  if (li.goal && !goals.includes(li.goal)) {
    throw AdsError.invalid(
      "goal",
      `goal ${li.goal} does not fit objective ${li.objective}; expected one of ${goals.join(", ")}.`,
    );
  }
  const hasBudget =
    li.daily_budget_amount_local_micro != null || li.total_budget_amount_local_micro != null;
  if (hasBudget && campaign.budget_optimization === "CAMPAIGN") {
    throw AdsError.invalid(
      "daily_budget_amount_local_micro",
      "The campaign optimises its budget (budget_optimization CAMPAIGN): set budgets on the campaign, not on its line items.",
    );
  }
  if (
    li.daily_budget_amount_local_micro != null &&
    li.total_budget_amount_local_micro != null &&
    li.daily_budget_amount_local_micro > li.total_budget_amount_local_micro
  ) {
    throw AdsError.invalid(
      "daily_budget_amount_local_micro",
      "daily_budget_amount_local_micro must be at most total_budget_amount_local_micro.",
    );
  }
  if (li.entity_status !== "DRAFT" && !li.start_time)
    throw AdsError.missing("start_time", "start_time is required unless the line item is a DRAFT.");
  if (li.start_time && li.end_time && instantMs(li.end_time) <= instantMs(li.start_time))
    throw AdsError.invalid("end_time", "end_time must be after start_time.");
  checkBusinessCategories(li.objective, li.categories);
}

/** Clocks differ: a start this close to now counts as now. */
export const START_SKEW_MS = 5 * 60_000;

/**
 * A NEW line item may not start in the past (it would be born already late); existing ones keep their
 * start times through later updates, so only create calls this.
 */
export function checkNewStartTime(start: Instant | null | undefined, now = Date.now()): void {
  if (start == null || instantMs(start) >= now - START_SKEW_MS) return;
  throw AdsError.invalid(
    "start_time",
    `start_time must not be in the past for a new line item (got ${new Date(instantMs(start)).toISOString()}, now is ${new Date(now).toISOString()}; 5 minutes of clock skew are allowed).`,
  );
}

export function defaultGoal(objective: string): string | null {
  return goalsByObjective[objective]?.[0] ?? null;
}

export function defaultPayBy(objective: string): string {
  if (objective === "WEBSITE_CLICKS") return "LINK_CLICK";
  if (objective === "APP_INSTALLS" || objective === "APP_ENGAGEMENTS") return "APP_CLICK";
  if (objective === "ENGAGEMENTS") return "ENGAGEMENT";
  return "IMPRESSION";
}
