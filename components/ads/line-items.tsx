"use client";

import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/data/query-state";
import { formatDay } from "@/components/format/time";
import { effectiveNote } from "./effective-status";
import { formatMoney } from "@/components/format/money";
import { useLineItems } from "./queries";
import { humanize, StatusBadge } from "./status-badge";
import { RowActions } from "./row-actions";
import type { AdAccount, Campaign, LineItem } from "./types";

export const lineItemName = (li: LineItem) => li.name || `Line item ${li.id}`;

function bid(li: LineItem) {
  if (li.bid_strategy === "AUTO") return "Auto";
  return `${formatMoney(li.bid_amount_local_micro, li.currency)} ${li.bid_strategy === "MAX" ? "max" : "target"}`;
}

type Props = {
  account: AdAccount;
  campaign: Campaign;
  canWrite: boolean;
  onNew: () => void;
  onEdit: (li: LineItem) => void;
  onDelete: (li: LineItem) => void;
  onError: (message: string) => void;
};

/** The open part of a campaign row: its line items, fetched when the campaign is first expanded. */
export function LineItemsPanel({
  account,
  campaign,
  canWrite,
  onNew,
  onEdit,
  onDelete,
  onError,
}: Props) {
  const items = useLineItems(account, campaign.id);
  return (
    <div
      role="region"
      aria-label={`Line items of ${campaign.name}`}
      className="space-y-3 rounded-lg bg-zinc-50 p-4 ring-1 ring-inset ring-zinc-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-zinc-800">Line items</h3>
        {canWrite && (
          <Button variant="secondary" size="sm" onClick={onNew}>
            New line item
          </Button>
        )}
      </div>
      <QueryState
        query={items}
        loading={`Loading line items of ${campaign.name}`}
        failed="Could not load line items"
        rows={2}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-zinc-600">No line items in this campaign yet.</p>
          ) : (
            <table className="min-w-full text-sm">
              <caption className="sr-only">Line items of {campaign.name}</caption>
              <thead className="text-left text-xs font-medium uppercase tracking-wide text-zinc-500">
                <tr>
                  <th scope="col" className="py-1.5 pr-4">
                    Name
                  </th>
                  <th scope="col" className="py-1.5 pr-4">
                    Objective
                  </th>
                  <th scope="col" className="py-1.5 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-1.5 pr-4">
                    Bid
                  </th>
                  <th scope="col" className="py-1.5 pr-4">
                    Flight
                  </th>
                  {canWrite && (
                    <th scope="col" className="py-1.5">
                      <span className="sr-only">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200">
                {list.map((li) => (
                  <tr key={li.id}>
                    <th scope="row" className="py-2 pr-4 text-left font-medium">
                      {/* Focusable for the arrow keys (tree-keys.ts); Tab still moves through the buttons only. */}
                      <span
                        tabIndex={-1}
                        data-nav="line"
                        data-campaign={campaign.id}
                        className="rounded-sm"
                      >
                        {lineItemName(li)}
                      </span>
                      <span className="block text-xs font-normal text-zinc-500">
                        {li.placements.map(humanize).join(" + ")}
                      </span>
                    </th>
                    <td className="py-2 pr-4 text-zinc-700">{humanize(li.objective)}</td>
                    <td className="py-2 pr-4">
                      <StatusBadge
                        status={li.entity_status}
                        note={effectiveNote(li.entity_status, campaign.entity_status)}
                      />
                    </td>
                    <td className="py-2 pr-4 tabular-nums text-zinc-700">{bid(li)}</td>
                    <td className="py-2 pr-4 text-zinc-700">
                      {li.start_time ? formatDay(li.start_time, account.timezone) : "Not scheduled"}
                      {li.end_time
                        ? ` – ${formatDay(li.end_time, account.timezone)}`
                        : li.start_time
                          ? " onwards"
                          : ""}
                    </td>
                    {canWrite && (
                      <td className="py-2">
                        <RowActions
                          account={account}
                          kind="line item"
                          id={li.id}
                          name={lineItemName(li)}
                          status={li.entity_status}
                          onEdit={() => onEdit(li)}
                          onDelete={() => onDelete(li)}
                          onError={onError}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </div>
  );
}
