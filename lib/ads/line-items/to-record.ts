import type { lineItems } from "@/lib/db/schema";
import { isoOf } from "@/lib/db/decode";
import type { RowOf } from "../../ads-kernel/table-types";
import { iso } from "../../ads-kernel/record-base";
import { servingStatus } from "../delivery/stops";
import type { LineItemRecord } from "./record";

/**
 * The line item's columns as the interface names them, and its serving fields derived from its
 * status and the stop delivery wrote (its own budget ran out), never stored twice. A pure function
 * of the row, so list pages may reuse it (the resource's cacheRecords).
 */
export function lineItemRecord(row: RowOf<typeof lineItems>): LineItemRecord {
  const serving = servingStatus(row.entity_status, row.delivery_stop);
  return {
    id: row.id,
    account_id: row.account_id,
    campaign_id: row.campaign_id,
    funding_instrument_id: row.funding_instrument_id,
    name: row.name ?? null,
    advertiser_user_id: row.advertiser_user_id ?? null,
    advertiser_domain: row.advertiser_domain ?? null,
    objective: row.objective,
    product_type: row.product_type,
    placements: row.placements,
    bid_strategy: row.bid_strategy,
    bid_amount_local_micro: row.bid_amount_local_micro ?? null,
    target_cpa_local_micro: row.target_cpa_local_micro ?? null,
    goal: row.goal ?? null,
    pay_by: row.pay_by ?? null,
    daily_budget_amount_local_micro: row.daily_budget_amount_local_micro ?? null,
    total_budget_amount_local_micro: row.total_budget_amount_local_micro ?? null,
    standard_delivery: row.standard_delivery ?? null,
    frequency_cap: row.frequency_cap ?? null,
    duration_in_days: row.duration_in_days ?? null,
    start_time: isoOf(row.start_time),
    end_time: isoOf(row.end_time),
    entity_status: row.entity_status,
    effective_status: serving.effective_status,
    servable: serving.servable,
    reasons_not_servable: serving.reasons_not_servable,
    categories: row.categories,
    android_app_store_identifier: row.android_app_store_identifier ?? null,
    ios_app_store_identifier: row.ios_app_store_identifier ?? null,
    primary_web_event_tag: row.primary_web_event_tag ?? null,
    audience_expansion: row.audience_expansion ?? null,
    currency: row.currency,
    creative_source: row.creative_source,
    deleted: row.deleted,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
