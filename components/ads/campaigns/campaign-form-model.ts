import type { FieldMap } from "@/components/forms/field-map";
import { compact, type Body, type Problems } from "@/components/forms/use-api-form";
import { fromMicros, MONEY_HINT, toMicros } from "@/components/format/money";
import type { Campaign, FundingInstrument } from "../types";

export type CampaignValues = {
  name: string;
  funding_instrument_id: string;
  daily_budget: string;
  total_budget: string;
  budget_optimization: string;
  entity_status: string;
};

/** API parameter -> form field and label, for schema issues and server errors alike. */
export const CAMPAIGN_FIELDS: FieldMap<keyof CampaignValues> = {
  name: { name: "name", label: "Name" },
  funding_instrument_id: { name: "funding_instrument_id", label: "Funding instrument" },
  daily_budget_amount_local_micro: { name: "daily_budget", label: "Daily budget", money: true },
  total_budget_amount_local_micro: { name: "total_budget", label: "Total budget", money: true },
  budget_optimization: { name: "budget_optimization", label: "Budget optimization" },
  entity_status: { name: "entity_status", label: "Status" },
};

export function campaignDefaults(
  campaign: Campaign | undefined,
  usable: FundingInstrument[],
): CampaignValues {
  return {
    name: campaign?.name ?? "",
    funding_instrument_id: campaign?.funding_instrument_id ?? usable[0]?.id ?? "",
    daily_budget: fromMicros(campaign?.daily_budget_amount_local_micro),
    total_budget: fromMicros(campaign?.total_budget_amount_local_micro),
    budget_optimization: campaign?.budget_optimization ?? "CAMPAIGN",
    // A draft keeps its status unless "Active" or "Paused" is chosen (updates accept only those two).
    entity_status: campaign
      ? campaign.entity_status === "DRAFT"
        ? ""
        : campaign.entity_status
      : "ACTIVE",
  };
}

export function campaignBody(v: CampaignValues, problems: Problems, editing: boolean): Body {
  // The schema's own message for a missing name ("Expected a string") reads badly in a form.
  if (!v.name.trim()) problems.name = "Enter a name for the campaign";
  const daily = toMicros(v.daily_budget);
  const total = toMicros(v.total_budget);
  if (Number.isNaN(daily)) problems.daily_budget = MONEY_HINT;
  if (Number.isNaN(total)) problems.total_budget = MONEY_HINT;
  return compact({
    name: v.name,
    // The funding instrument is fixed once a campaign exists (not an update parameter).
    funding_instrument_id: editing ? undefined : v.funding_instrument_id,
    daily_budget_amount_local_micro: daily,
    total_budget_amount_local_micro: total,
    budget_optimization: v.budget_optimization,
    entity_status: v.entity_status,
  });
}
