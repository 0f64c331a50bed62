import type { FieldMap } from "@/components/forms/field-map";
import { compact, type Body, type Problems } from "@/components/forms/use-api-form";
import { fromMicros, MONEY_HINT, toMicros } from "@/components/format/money";
import { ceilHour, fromZonedInput, toZonedInput } from "@/components/format/time";
import type { Campaign, LineItem } from "../types";

export type LineItemValues = {
  name: string;
  objective: string;
  product_type: string;
  placements: string;
  start_time: string;
  end_time: string;
  bid_strategy: string;
  bid_amount: string;
  daily_budget: string;
  total_budget: string;
  entity_status: string;
};

export const LINE_ITEM_FIELDS: FieldMap<keyof LineItemValues> = {
  name: { name: "name", label: "Name" },
  objective: { name: "objective", label: "Objective" },
  product_type: { name: "product_type", label: "Product type" },
  placements: { name: "placements", label: "Placements" },
  start_time: { name: "start_time", label: "Start time" },
  end_time: { name: "end_time", label: "End time" },
  bid_strategy: { name: "bid_strategy", label: "Bid strategy" },
  bid_amount_local_micro: { name: "bid_amount", label: "Bid amount", money: true },
  daily_budget_amount_local_micro: { name: "daily_budget", label: "Daily budget", money: true },
  total_budget_amount_local_micro: { name: "total_budget", label: "Total budget", money: true },
  entity_status: { name: "entity_status", label: "Status" },
};

/** Times are shown and typed on the account's clock (`timeZone`), whatever the browser's zone. */
export function lineItemDefaults(lineItem: LineItem | undefined, timeZone: string): LineItemValues {
  return {
    name: lineItem?.name ?? "",
    objective: lineItem?.objective ?? "WEBSITE_CLICKS",
    product_type: lineItem?.product_type ?? "PROMOTED_POSTS",
    placements: lineItem?.placements.join(",") ?? "ALL_ON_SVC",
    start_time: toZonedInput(lineItem ? lineItem.start_time : ceilHour(new Date()), timeZone),
    end_time: toZonedInput(lineItem?.end_time, timeZone),
    bid_strategy: lineItem?.bid_strategy ?? "AUTO",
    bid_amount: fromMicros(lineItem?.bid_amount_local_micro),
    daily_budget: fromMicros(lineItem?.daily_budget_amount_local_micro),
    total_budget: fromMicros(lineItem?.total_budget_amount_local_micro),
    entity_status: lineItem?.entity_status ?? "ACTIVE",
  };
}

type Context = { campaign: Campaign; editing: boolean; timeZone: string };

export function lineItemBody(v: LineItemValues, problems: Problems, c: Context): Body {
  const money = (field: "bid_amount" | "daily_budget" | "total_budget") => {
    const n = toMicros(v[field]);
    if (Number.isNaN(n)) problems[field] = MONEY_HINT;
    return n;
  };
  const start = fromZonedInput(v.start_time, c.timeZone);
  // Rules the schema leaves to the server, checked here too so the form answers before a round trip.
  if (v.entity_status !== "DRAFT" && !start)
    problems.start_time = "Start time is required unless the line item is a draft";
  const bid = v.bid_strategy === "AUTO" ? undefined : money("bid_amount");
  if (v.bid_strategy !== "AUTO" && !bid && !problems.bid_amount)
    problems.bid_amount = `A ${v.bid_strategy.toLowerCase()} bid needs an amount greater than 0`;
  const budgets = c.campaign.budget_optimization === "LINE_ITEM";
  return compact({
    campaign_id: c.editing ? undefined : c.campaign.id,
    name: v.name,
    objective: c.editing ? undefined : v.objective,
    product_type: c.editing ? undefined : v.product_type,
    placements: v.placements,
    start_time: start,
    end_time: fromZonedInput(v.end_time, c.timeZone),
    bid_strategy: v.bid_strategy,
    bid_amount_local_micro: bid,
    daily_budget_amount_local_micro: budgets ? money("daily_budget") : undefined,
    total_budget_amount_local_micro: budgets ? money("total_budget") : undefined,
    entity_status: v.entity_status,
  });
}
