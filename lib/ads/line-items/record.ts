import { z } from "zod";
import { baseRecordShape, micro } from "../../ads-kernel/record-base";
import { EFFECTIVE_STATUSES } from "../delivery/stops";

/** A line item as the interface answers it (FACTS, "records": line_item). */
export const lineItemRecordSchema = z.object({
  ...baseRecordShape,
  campaign_id: z.string(),
  funding_instrument_id: z.string(),
  name: z.string().nullable(),
  advertiser_user_id: z.string().nullable(),
  advertiser_domain: z.string().nullable(),
  objective: z.string(),
  product_type: z.string(),
  placements: z.array(z.string()),
  bid_strategy: z.string(),
  bid_amount_local_micro: micro().nullable(),
  target_cpa_local_micro: micro().nullable(),
  goal: z.string().nullable(),
  pay_by: z.string().nullable(),
  daily_budget_amount_local_micro: micro().nullable(),
  total_budget_amount_local_micro: micro().nullable(),
  standard_delivery: z.boolean().nullable(),
  frequency_cap: z.number().int().nullable(),
  duration_in_days: z.number().int().nullable(),
  start_time: z.iso.datetime().nullable(),
  end_time: z.iso.datetime().nullable(),
  entity_status: z.string(),
  effective_status: z.string().describe(EFFECTIVE_STATUSES),
  servable: z.boolean(),
  reasons_not_servable: z
    .array(z.string())
    .describe("PAUSED_BY_ADVERTISER, INCOMPLETE, BUDGET_EXHAUSTED, DAILY_BUDGET_REACHED"),
  categories: z.array(z.string()),
  android_app_store_identifier: z.string().nullable(),
  ios_app_store_identifier: z.string().nullable(),
  primary_web_event_tag: z.string().nullable(),
  audience_expansion: z.string().nullable(),
  currency: z.string(),
  creative_source: z.string(),
});
export type LineItemRecord = z.output<typeof lineItemRecordSchema>;
