"use client";

import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/input";
import { ChildRows, type TreeChildren } from "./child-rows";
import { NoMatches, selectAllFor, TableHead } from "./table-head";
import { TableControls } from "./table-controls";
import type { StatusFilter } from "./table-toolbar";
import { treeKeyDown, useTreeState } from "./tree-keys";
import {
  actionsClass,
  Cells,
  ExpandButton,
  headClass,
  TotalsRow,
  TreeRow,
  type TreeColumn,
} from "./tree-row";
import { useTableState, type Sort } from "./use-table-state";

export type { TreeColumn } from "./tree-row";
export type { TreeChildren } from "./child-rows";

type Props<Row, Child> = {
  caption: string;
  /** Singular noun of the top rows ("campaign" -> "2 campaigns selected"). */
  noun: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  columns: TreeColumn<Row, Child>[];
  childRows: TreeChildren<Row, Child>;
  initialSort?: Sort;
  searchText?: (row: Row) => string;
  statusFilter?: StatusFilter & { get: (row: Row) => string };
  /** Checkboxes on the top rows and the bar of actions for the selected ones. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  actions?: (row: Row) => ReactNode;
  empty: ReactNode;
};

/**
 * A WAI-ARIA treegrid with DataTable's toolbar, sort headers, selection and states: top rows
 * (level 1) expand into their children, level-2 rows of the same grid (child-rows.tsx). One row is in
 * the tab order (roving tabindex; the row last focused); arrows move as tree-keys.ts says; Enter
 * expands or collapses a top row and runs a child row's onOpen. Sorting, search and the filter apply
 * to the top rows; children keep the order they come in.
 */
export function TreeGrid<Row, Child>(p: Props<Row, Child>) {
  const t = useTableState(p);
  const keys = t.visible.map(p.rowKey);
  const tree = useTreeState(keys);
  if (!p.rows.length) return <>{p.empty}</>;
  const selectable = Boolean(p.bulkActions);
  // Children may have actions their parents lack (everyone may open a line item's page; only writers
  // get a campaign's): the column is there when either level has some.
  const withActions = Boolean(p.actions || p.childRows.actions);

  return (
    <div className="space-y-3">
      <TableControls
        caption={p.caption}
        noun={p.noun}
        state={t}
        searchable={Boolean(p.searchText)}
        statusFilter={p.statusFilter}
        bulkActions={p.bulkActions}
      />
      {/* Positioned: the visually hidden texts inside are absolute and would otherwise widen the page. */}
      <div
        role="region"
        aria-label={`${p.caption}, scrollable`}
        className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-zinc-200"
      >
        <table role="treegrid" aria-label={p.caption} className="min-w-full text-sm">
          <TableHead
            columns={p.columns}
            sort={t.sort}
            onSort={t.sortBy}
            headClass={headClass}
            selectAll={selectAllFor(selectable, p.caption, t)}
            actions={withActions}
          />
          <tbody
            className="divide-y divide-zinc-100"
            onKeyDown={(e) => treeKeyDown(e, tree.setOpen)}
            onFocus={tree.onFocus}
          >
            {t.visible.map((row, i) => {
              const key = keys[i];
              const isOpen = tree.isOpen(key);
              const label = p.rowLabel(row);
              return [
                <TreeRow
                  key={key}
                  treeKey={key}
                  level={1}
                  posinset={i + 1}
                  setsize={t.visible.length}
                  expanded={isOpen}
                  tabbable={tree.tabStop === key}
                  onActivate={() => tree.setOpen(key, !isOpen)}
                >
                  {selectable && (
                    <td className="py-3 pl-4 align-top">
                      <Checkbox
                        aria-label={`Select ${label}`}
                        checked={t.isSelected(row)}
                        onChange={() => t.toggle(row)}
                      />
                    </td>
                  )}
                  <Cells
                    columns={p.columns}
                    render={(c) => c.cell(row)}
                    lead={
                      <ExpandButton
                        open={isOpen}
                        label={label}
                        onClick={() => tree.setOpen(key, !isOpen)}
                      />
                    }
                    indent={false}
                  />
                  {withActions && (
                    <td className="px-4 py-2 align-top">
                      <div className={actionsClass}>{p.actions?.(row)}</div>
                    </td>
                  )}
                </TreeRow>,
                isOpen && (
                  <ChildRows
                    key={`${key}/children`}
                    parent={row}
                    parentKey={key}
                    parentLabel={label}
                    spec={p.childRows}
                    columns={p.columns}
                    before={selectable}
                    after={withActions}
                    focused={tree.tabStop}
                    sort={t.sort}
                  />
                ),
              ];
            })}
          </tbody>
          <TotalsRow columns={p.columns} rows={t.visible} before={selectable} after={withActions} />
        </table>
        <NoMatches noun={p.noun} count={t.visible.length} />
      </div>
    </div>
  );
}
