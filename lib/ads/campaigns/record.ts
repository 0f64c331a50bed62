import { z } from "zod";
import { baseRecordShape, micro } from "../../ads-kernel/record-base";
import { EFFECTIVE_STATUSES } from "../delivery/stops";

/** A campaign as the interface answers it (FACTS, "records": campaign). */
export const campaignRecordSchema = z.object({
  ...baseRecordShape,
  name: z.string(),
  funding_instrument_id: z.string(),
  budget_optimization: z.string(),
  daily_budget_amount_local_micro: micro().nullable(),
  total_budget_amount_local_micro: micro().nullable(),
  standard_delivery: z.boolean().nullable(),
  duration_in_days: z.number().int().nullable(),
  frequency_cap: z.number().int().nullable(),
  purchase_order_number: z.string().nullable(),
  entity_status: z.string().describe("ACTIVE | DRAFT | PAUSED"),
  effective_status: z.string().describe(EFFECTIVE_STATUSES),
  servable: z.boolean(),
  reasons_not_servable: z
    .array(z.string())
    .describe(
      "PAUSED_BY_ADVERTISER, INCOMPLETE, BUDGET_EXHAUSTED, DAILY_BUDGET_REACHED, FUNDING_PROBLEM",
    ),
  currency: z.string(),
});
export type CampaignRecord = z.output<typeof campaignRecordSchema>;
