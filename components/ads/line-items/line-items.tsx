"use client";

import { formatDay } from "@/components/format/time";
import { formatMoney } from "@/components/format/money";
import { useAdAccount } from "../account-context";
import { useLineItems } from "../queries";
import { humanize } from "../status-badge";
import type { Campaign, LineItem } from "../types";

/** How the console shows line items, the campaign tree's level-2 rows (campaign-table.tsx). */

export const lineItemName = (li: LineItem) => li.name || `Line item ${li.id}`;

export function bidText(li: LineItem) {
  if (li.bid_strategy === "AUTO") return "Auto bid";
  return `${formatMoney(li.bid_amount_local_micro, li.currency)} ${li.bid_strategy === "MAX" ? "max" : "target"}`;
}

/** The flight on the account's clock: "Jan 15, 2031 – Feb 1, 2031", "… onwards", "Not scheduled". */
export function flightText(li: LineItem, timeZone: string) {
  if (!li.start_time) return "Not scheduled";
  const start = formatDay(li.start_time, timeZone);
  return li.end_time ? `${start} – ${formatDay(li.end_time, timeZone)}` : `${start} onwards`;
}

export const lineItemDetails = (li: LineItem) =>
  [humanize(li.objective), li.placements.map(humanize).join(" + ")].filter(Boolean).join(" · ");

/** The tree's child hook: a campaign's line items, fetched when the campaign is first expanded. */
export function useCampaignLineItems(campaign: Campaign) {
  const account = useAdAccount();
  return useLineItems(account, campaign.id);
}
