/** Records of the advertising interface (v12) as the console reads them. Money is integer micros. */

export type AdAccount = {
  id: string;
  name: string;
  business_name: string | null;
  timezone: string;
  industry_type: string | null;
  sandbox: boolean;
  active_campaign_limit: number;
  approval_status: string;
  created_at: string;
  updated_at: string;
  deleted: boolean;
};

export type AccountAccess = { user_id: string; permissions: string[]; actions: string[] };

export type FundingInstrument = {
  id: string;
  type: string;
  description: string;
  currency: string;
  credit_limit_local_micro: number | null;
  funded_amount_local_micro: number | null;
  credit_remaining_local_micro: number | null;
  able_to_fund: boolean;
  start_time: string | null;
  end_time: string | null;
  entity_status: string;
  deleted: boolean;
};

export type Campaign = {
  id: string;
  name: string;
  funding_instrument_id: string;
  budget_optimization: "CAMPAIGN" | "LINE_ITEM";
  daily_budget_amount_local_micro: number | null;
  total_budget_amount_local_micro: number | null;
  standard_delivery: boolean | null;
  entity_status: "ACTIVE" | "PAUSED" | "DRAFT";
  effective_status: string;
  servable: boolean;
  reasons_not_servable: string[];
  currency: string;
  created_at: string;
  updated_at: string;
  deleted: boolean;
};

export type LineItem = {
  id: string;
  campaign_id: string;
  name: string | null;
  objective: string;
  product_type: string;
  placements: string[];
  bid_strategy: string;
  bid_amount_local_micro: number | null;
  daily_budget_amount_local_micro: number | null;
  total_budget_amount_local_micro: number | null;
  start_time: string | null;
  end_time: string | null;
  entity_status: "ACTIVE" | "PAUSED" | "DRAFT";
  currency: string;
  goal: string | null;
  pay_by: string | null;
  deleted: boolean;
};

export type AccountUser = {
  user_id: string;
  screen_name: string;
  name: string;
  permissions: string[];
  created_at: string;
};

export type HistoryEntry = {
  id: string;
  user_id: string | null;
  entity_type: string;
  entity_id: string;
  change_type: "CREATE" | "UPDATE" | "DELETE";
  changes: Record<string, { old: unknown; new: unknown }>;
  created_at: string;
};

/** Both bases take the same paths; an account only answers under the base of its kind. */
export const adsBase = (account: Pick<AdAccount, "sandbox">) =>
  account.sandbox ? "/ads-sandbox/12" : "/ads/12";

export const accountPath = (account: Pick<AdAccount, "id" | "sandbox">) =>
  `${adsBase(account)}/accounts/${encodeURIComponent(account.id)}`;
