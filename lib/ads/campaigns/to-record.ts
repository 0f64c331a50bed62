import type { campaigns } from "@/lib/db/schema";
import { baseRecord } from "../../ads-kernel/record-base";
import type { RowOf } from "../../ads-kernel/table-types";
import type { CampaignRecord } from "./record";
import { servingStatus } from "../delivery/stops";

/**
 * effective_status and servability, derived from the stored status and the stop delivery wrote
 * (a budget or the funding ran out): never stored twice.
 */
export function campaignRecord(row: RowOf<typeof campaigns>): CampaignRecord {
  const status = row.entity_status;
  const serving = servingStatus(status, row.delivery_stop);
  // Object.assign, not a spread: fields added after a spread take a slow path in V8 (half the CPU of a 1,000-row list).
  return Object.assign(baseRecord(row), {
    name: row.name,
    funding_instrument_id: row.funding_instrument_id,
    budget_optimization: row.budget_optimization,
    daily_budget_amount_local_micro: row.daily_budget_amount_local_micro ?? null,
    total_budget_amount_local_micro: row.total_budget_amount_local_micro ?? null,
    standard_delivery: row.standard_delivery ?? null,
    duration_in_days: row.duration_in_days ?? null,
    frequency_cap: row.frequency_cap ?? null,
    purchase_order_number: row.purchase_order_number ?? null,
    entity_status: status,
    effective_status: serving.effective_status,
    servable: serving.servable,
    reasons_not_servable: serving.reasons_not_servable,
    currency: row.currency,
  });
}
