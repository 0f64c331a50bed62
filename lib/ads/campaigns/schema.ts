import { z } from "zod";
import { BUDGET_OPTIMIZATIONS, CAMPAIGN_CREATE_STATUSES, CAMPAIGN_UPDATE_STATUSES } from "../enums";
import { bool, idParam, int, micros, oneOf, str } from "../../ads-kernel/fields";

/**
 * Campaign parameters (document 2, Campaigns). The console's forms use these same schemas; rules that
 * need the database (funding instrument, limits) live in resource.ts.
 */
const common = {
  name: str(255).min(1, "name must not be empty"),
  budget_optimization: oneOf(BUDGET_OPTIMIZATIONS),
  daily_budget_amount_local_micro: micros(),
  total_budget_amount_local_micro: micros(),
  purchase_order_number: str(50),
  standard_delivery: bool(),
  duration_in_days: int({ min: 1, max: 30 }),
  frequency_cap: int({ min: 1, max: 100 }),
};

function budgetRules(
  v: {
    daily_budget_amount_local_micro?: number;
    total_budget_amount_local_micro?: number | null;
    standard_delivery?: boolean;
    budget_optimization?: string;
  },
  ctx: z.RefinementCtx,
) {
  if (
    v.daily_budget_amount_local_micro !== undefined &&
    v.total_budget_amount_local_micro != null &&
    v.daily_budget_amount_local_micro > v.total_budget_amount_local_micro
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["daily_budget_amount_local_micro"],
      message: "daily_budget_amount_local_micro must be at most total_budget_amount_local_micro",
    });
  }
  if (v.standard_delivery !== undefined && v.budget_optimization === "LINE_ITEM") {
    ctx.addIssue({
      code: "custom",
      path: ["standard_delivery"],
      message: "standard_delivery is only valid when budget_optimization is CAMPAIGN",
    });
  }
}

export const campaignCreate = z
  .object({
    funding_instrument_id: idParam(),
    name: common.name,
    budget_optimization: common.budget_optimization.default("CAMPAIGN"),
    daily_budget_amount_local_micro: common.daily_budget_amount_local_micro.optional(),
    total_budget_amount_local_micro: common.total_budget_amount_local_micro.optional(),
    entity_status: oneOf(CAMPAIGN_CREATE_STATUSES).default("ACTIVE"),
    purchase_order_number: common.purchase_order_number.optional(),
    standard_delivery: common.standard_delivery.optional(),
    duration_in_days: common.duration_in_days.optional(),
    frequency_cap: common.frequency_cap.optional(),
  })
  .superRefine(budgetRules);

/** On update an empty value (or JSON null) clears the total budget: spend then follows the daily one. */
const clearable = z.union([z.literal(""), z.null()]).transform(() => null);

export const campaignUpdate = z
  .object({
    name: common.name.optional(),
    budget_optimization: common.budget_optimization.optional(),
    daily_budget_amount_local_micro: common.daily_budget_amount_local_micro.optional(),
    total_budget_amount_local_micro: z
      .union([clearable, common.total_budget_amount_local_micro])
      .optional(),
    entity_status: oneOf(CAMPAIGN_UPDATE_STATUSES).optional(),
    purchase_order_number: common.purchase_order_number.optional(),
    standard_delivery: common.standard_delivery.optional(),
    duration_in_days: common.duration_in_days.optional(),
    frequency_cap: common.frequency_cap.optional(),
  })
  .superRefine(budgetRules);

export type CampaignCreateInput = z.input<typeof campaignCreate>;
export type CampaignUpdateInput = z.input<typeof campaignUpdate>;
