import { z } from "zod";
import {
  AUDIENCE_EXPANSIONS,
  BID_STRATEGIES,
  GOALS,
  LINE_ITEM_STATUSES,
  OBJECTIVES,
  PAY_BY,
  PLACEMENTS,
  PRODUCT_TYPES,
} from "../enums";
import {
  bool,
  enumList,
  idParam,
  int,
  isoTime,
  micros,
  oneOf,
  str,
  stringList,
} from "../../ads-kernel/fields";

/** Advertiser business categories per line item (PREROLL_VIEWS needs one or two; line-items/rules.ts). */
export const MAX_CATEGORIES = 10;

/** Line item parameters, designed from FACTS (the spec does not show them). */
const editable = {
  name: str(255),
  advertiser_user_id: idParam(),
  advertiser_domain: str(255),
  placements: enumList(PLACEMENTS),
  bid_strategy: oneOf(BID_STRATEGIES),
  bid_amount_local_micro: micros(),
  target_cpa_local_micro: micros(),
  goal: oneOf(GOALS),
  pay_by: oneOf(PAY_BY),
  daily_budget_amount_local_micro: micros(),
  total_budget_amount_local_micro: micros(),
  standard_delivery: bool(),
  frequency_cap: int({ min: 1, max: 100 }),
  duration_in_days: int({ min: 1, max: 30 }),
  start_time: isoTime(),
  end_time: isoTime(),
  categories: stringList(MAX_CATEGORIES, 64, "categories"),
  android_app_store_identifier: str(255),
  ios_app_store_identifier: str(255),
  primary_web_event_tag: str(255),
  audience_expansion: oneOf(AUDIENCE_EXPANSIONS),
};

const optional = Object.fromEntries(
  Object.entries(editable).map(([k, v]) => [k, v.optional()]),
) as { [K in keyof typeof editable]: z.ZodOptional<(typeof editable)[K]> };

export const lineItemCreate = z.object({
  campaign_id: idParam(),
  objective: oneOf(OBJECTIVES),
  product_type: oneOf(PRODUCT_TYPES),
  entity_status: oneOf(LINE_ITEM_STATUSES).default("ACTIVE"),
  ...optional,
  placements: editable.placements,
});

export const lineItemUpdate = z.object({
  ...optional,
  entity_status: oneOf(LINE_ITEM_STATUSES).optional(),
});

export type LineItemCreateInput = z.input<typeof lineItemCreate>;
