"use client";

import { Fragment, useState } from "react";
import { Checkbox } from "@/components/ui/input";
import { fundingName } from "./funding-table";
import { LineItemsPanel } from "./line-items";
import { formatMoney } from "@/components/format/money";
import { StatusBadge } from "./status-badge";
import { RowActions } from "./row-actions";
import { treeKeyHandler } from "./tree-keys";
import type { AdAccount, Campaign, FundingInstrument, LineItem } from "./types";

export type TreeActions = {
  onEdit: (c: Campaign) => void;
  onDelete: (c: Campaign) => void;
  onNewLineItem: (c: Campaign) => void;
  onEditLineItem: (c: Campaign, li: LineItem) => void;
  onDeleteLineItem: (c: Campaign, li: LineItem) => void;
  onError: (message: string) => void;
};

type Props = TreeActions & {
  account: AdAccount;
  caption: string;
  campaigns: Campaign[];
  funding: Map<string, FundingInstrument>;
  canWrite: boolean;
  /** Checkboxes for the bulk bar; off for drafts (they are not paused or resumed). */
  selection?: {
    selected: Set<string>;
    toggle: (id: string) => void;
    setAll: (ids: string[], on: boolean) => void;
  };
};

const Chevron = ({ open }: { open: boolean }) => (
  <svg
    aria-hidden
    viewBox="0 0 20 20"
    className={`size-4 shrink-0 text-zinc-500 transition-transform ${open ? "rotate-90" : ""}`}
    fill="currentColor"
  >
    <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5.1 5.1a1 1 0 0 1 0 1.4l-5.1 5.1a1 1 0 1 1-1.4-1.4L11.6 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
  </svg>
);

/** Campaigns as a table whose rows expand into their line items (a tree, keyboard included). */
export function CampaignTable({
  account,
  caption,
  campaigns,
  funding,
  canWrite,
  selection,
  ...actions
}: Props) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const ids = campaigns.map((c) => c.id);
  const allOn = Boolean(selection && ids.length && ids.every((id) => selection.selected.has(id)));
  const columns = 5 + (selection ? 1 : 0) + (canWrite ? 1 : 0);

  return (
    // Focusable (keyboard scrolling on a phone) and positioned (hidden texts scroll inside, not the
    // page); a treegrid: campaign rows (level 1) expand into the row of their line items (level 2).
    <div
      role="region"
      aria-label={`${caption}, scrollable`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-zinc-200"
      onKeyDown={treeKeyHandler((id) => open.has(id), toggle)}
    >
      <table role="treegrid" aria-label={caption} className="min-w-full text-sm">
        <thead className="bg-zinc-50 text-left text-xs font-medium uppercase tracking-wide text-zinc-600">
          <tr>
            {selection && (
              <th scope="col" className="w-10 py-3 pl-4">
                <Checkbox
                  aria-label={`Select all ${caption.toLowerCase()}`}
                  checked={allOn}
                  onChange={(e) => selection.setAll(ids, e.target.checked)}
                />
              </th>
            )}
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Daily budget
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total budget
            </th>
            <th scope="col" className="px-4 py-3">
              Funding instrument
            </th>
            {canWrite && (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {campaigns.map((c, index) => {
            const isOpen = open.has(c.id);
            const panelId = `line-items-${c.id}`;
            const fi = funding.get(c.funding_instrument_id);
            return (
              <Fragment key={c.id}>
                <tr
                  aria-level={1}
                  aria-expanded={isOpen}
                  aria-posinset={index + 1}
                  aria-setsize={campaigns.length}
                  className={isOpen ? "bg-accent-50/40" : "hover:bg-zinc-50"}
                >
                  {selection && (
                    <td className="py-3 pl-4">
                      <Checkbox
                        aria-label={`Select ${c.name}`}
                        checked={selection.selected.has(c.id)}
                        onChange={() => selection.toggle(c.id)}
                      />
                    </td>
                  )}
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    <button
                      type="button"
                      data-nav="campaign"
                      data-campaign={c.id}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      aria-label={`${isOpen ? "Collapse" : "Expand"} ${c.name}`}
                      onClick={() => toggle(c.id)}
                      className="-mx-1 flex items-center gap-1.5 rounded px-1 text-left hover:text-accent-700"
                    >
                      <Chevron open={isOpen} />
                      <span>{c.name}</span>
                    </button>
                    <span className="ml-6 block text-xs font-normal text-zinc-600">
                      {c.budget_optimization === "CAMPAIGN"
                        ? "Campaign budget"
                        : "Line item budgets"}{" "}
                      · <span className="font-mono">{c.id}</span>
                    </span>
                  </th>
                  <td className="px-4 py-3">
                    <StatusBadge status={c.entity_status} />
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {formatMoney(c.daily_budget_amount_local_micro, c.currency)}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {formatMoney(c.total_budget_amount_local_micro, c.currency)}
                  </td>
                  <td className="px-4 py-3 text-zinc-700">
                    {fi ? (
                      fundingName(fi)
                    ) : (
                      <span className="font-mono text-xs">{c.funding_instrument_id}</span>
                    )}
                  </td>
                  {canWrite && (
                    <td className="px-4 py-3">
                      <RowActions
                        account={account}
                        kind="campaign"
                        id={c.id}
                        name={c.name}
                        status={c.entity_status}
                        onEdit={() => actions.onEdit(c)}
                        onDelete={() => actions.onDelete(c)}
                        onError={actions.onError}
                      />
                    </td>
                  )}
                </tr>
                {isOpen && (
                  <tr id={panelId} aria-level={2}>
                    <td colSpan={columns} className="px-4 pb-4 pt-1">
                      <LineItemsPanel
                        account={account}
                        campaign={c}
                        canWrite={canWrite}
                        onNew={() => actions.onNewLineItem(c)}
                        onEdit={(li) => actions.onEditLineItem(c, li)}
                        onDelete={(li) => actions.onDeleteLineItem(c, li)}
                        onError={actions.onError}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
