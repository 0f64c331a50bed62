"use client";

import { formatMoney } from "@/components/format/money";
import { bidText, flightText } from "@/components/ads/line-items/line-items";
import { useAdsGet } from "@/components/ads/resource-hooks";
import { StatusBadge, humanize } from "@/components/ads/status-badge";
import type { AdAccount, LineItem } from "@/components/ads/types";

function budget(li: LineItem): string {
  const parts = [];
  if (li.daily_budget_amount_local_micro != null)
    parts.push(`${formatMoney(li.daily_budget_amount_local_micro, li.currency)} daily`);
  if (li.total_budget_amount_local_micro != null)
    parts.push(`${formatMoney(li.total_budget_amount_local_micro, li.currency)} total`);
  return parts.join(" · ") || "The campaign's budget";
}

/** What the line item is, in the account's currency and on its clock. */
export function LineItemSummary({
  account,
  lineItem: li,
}: {
  account: AdAccount;
  lineItem: LineItem;
}) {
  const campaign = useAdsGet(account, "GET /12/accounts/:account_id/campaigns/:campaign_id", {
    ids: { campaign_id: li.campaign_id },
  });
  const rows: [string, React.ReactNode][] = [
    ["Status", <StatusBadge key="s" status={li.entity_status} />],
    ["Campaign", campaign.data?.name ?? li.campaign_id],
    ["Objective", humanize(li.objective)],
    ["Product", humanize(li.product_type)],
    ["Placements", li.placements.map(humanize).join(", ")],
    ["Bid", bidText(li)],
    ["Budget", budget(li)],
    ["Flight", flightText(li, account.timezone)],
  ];
  return (
    <section aria-labelledby="li-summary">
      <h2 id="li-summary" className="sr-only">
        Summary
      </h2>
      <dl className="card grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-zinc-600">{term}</dt>
            <dd className="font-medium text-zinc-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
