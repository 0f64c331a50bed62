"use client";

import { TreeGrid } from "@/components/data/tree-grid";
import Link from "next/link";
import { Button, buttonClass } from "@/components/ui/button";
import { CampaignBulkActions } from "../bulk-bar";
import { campaignColumns } from "./campaign-columns";
import { metricColumns, type LineItemRow, type TreeMetrics } from "./metric-columns";
import { useLineItemRows } from "./use-tree-metrics";
import { lineItemName, useCampaignLineItems } from "../line-items/line-items";
import { RowActions } from "../row-actions";
import { lineItemHref } from "@/components/ads/line-items/links";
import type { AdAccount, Campaign, FundingInstrument, LineItem } from "../types";

export type TreeActions = {
  onEdit: (c: Campaign) => void;
  onDelete: (c: Campaign) => void;
  onDuplicate: (c: Campaign) => void;
  onNewLineItem: (c: Campaign) => void;
  onEditLineItem: (c: Campaign, li: LineItem) => void;
  onDeleteLineItem: (c: Campaign, li: LineItem) => void;
  onDuplicateLineItem: (c: Campaign, li: LineItem) => void;
  onError: (message: string) => void;
};

type Props = {
  account: AdAccount;
  caption: string;
  campaigns: Campaign[];
  funding: Map<string, FundingInstrument>;
  canWrite: boolean;
  /** Checkboxes, search and the status filter; off for drafts (they are not paused or resumed). */
  full: boolean;
  actions: TreeActions;
  /** Metrics over a range (live campaigns; drafts never serve). */
  metrics?: TreeMetrics;
};

const STATUSES = [
  { value: "ACTIVE", label: "Active" },
  { value: "PAUSED", label: "Paused" },
];

/**
 * The campaign tree: campaigns are the top rows of a TreeGrid, their line items its level-2 rows
 * (fetched on first expansion). Enter on a line item opens its form for a writer.
 */
export function CampaignTable({
  account,
  caption,
  campaigns,
  funding,
  canWrite,
  full,
  actions,
  metrics,
}: Props) {
  const a = actions;
  const [name, status, ...setup] = campaignColumns(funding, account.timezone);
  const columns =
    metrics?.view === "performance"
      ? [
          { ...name, total: (rows: Campaign[]) => `Total of ${rows.length} campaigns shown` },
          status,
          ...metricColumns(metrics),
        ]
      : [name, status, ...setup];
  return (
    <TreeGrid<Campaign, LineItemRow>
      caption={caption}
      noun="campaign"
      rows={campaigns}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.name}
      columns={columns}
      searchText={full ? (c) => `${c.name} ${c.id}` : undefined}
      statusFilter={
        full ? { label: "Status", options: STATUSES, get: (c) => c.entity_status } : undefined
      }
      bulkActions={
        full && canWrite
          ? (selected, clear) => (
              <CampaignBulkActions account={account} selected={selected} onClear={clear} />
            )
          : undefined
      }
      actions={
        canWrite
          ? (c) => (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Add line item to ${c.name}`}
                  onClick={() => a.onNewLineItem(c)}
                >
                  Add line item
                </Button>
                <RowActions
                  account={account}
                  kind="campaign"
                  id={c.id}
                  name={c.name}
                  status={c.entity_status}
                  onEdit={() => a.onEdit(c)}
                  onDuplicate={() => a.onDuplicate(c)}
                  onDelete={() => a.onDelete(c)}
                  onError={a.onError}
                />
              </>
            )
          : undefined
      }
      childRows={{
        noun: "line item",
        useRows: metrics ? useLineItemRows : useCampaignLineItems,
        key: (li) => li.id,
        empty: () => "No line items in this campaign yet.",
        onOpen: canWrite ? (li, c) => a.onEditLineItem(c, li) : undefined,
        // Everyone may open a line item's page (what it carries); writers also get its row actions.
        actions: (li, c) => (
          <>
            <Link
              href={lineItemHref(account.id, li.id, metrics?.chosen)}
              aria-label={`Details of ${lineItemName(li)}`}
              className={buttonClass("ghost", "", "sm")}
            >
              Details
            </Link>
            {canWrite && (
              <RowActions
                account={account}
                kind="line item"
                id={li.id}
                name={lineItemName(li)}
                status={li.entity_status}
                onEdit={() => a.onEditLineItem(c, li)}
                onDuplicate={() => a.onDuplicateLineItem(c, li)}
                onDelete={() => a.onDeleteLineItem(c, li)}
                onError={a.onError}
              />
            )}
          </>
        ),
      }}
      empty={null}
    />
  );
}
