"use client";

import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/input";
import { NoMatches, selectAllFor, TableHead } from "./table-head";
import { TableControls } from "./table-controls";
import type { StatusFilter } from "./table-toolbar";
import { useTableState, type Sort, type SortValue } from "./use-table-state";

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: Row) => SortValue;
  /** The cell that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  align?: "right";
};

type Props<Row> = {
  caption: string;
  /** Singular noun for counts ("user" -> "2 users selected"). */
  noun: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  columns: Column<Row>[];
  initialSort?: Sort;
  searchText?: (row: Row) => string;
  statusFilter?: StatusFilter & { get: (row: Row) => string };
  /** Row checkboxes and the bar of actions for the selected rows. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  /** Buttons at the end of each row. */
  actions?: (row: Row) => ReactNode;
  empty: ReactNode;
};

const cellClass = (align?: "right") =>
  `px-4 py-3 ${align === "right" ? "text-right" : "text-left"}`;

/**
 * The console's table: sortable headers (buttons with aria-sort), search, a status filter, row
 * selection with a bulk-action bar, and its own horizontal scroll region so a phone scrolls the
 * table, never the page (the region is positioned: the visually hidden texts inside are absolute and
 * would otherwise widen the page). The region's name differs from the caption's, which the section
 * around a table often has as its heading: landmarks are told apart by name. Loading and error states
 * come from QueryState around it.
 */
export function DataTable<Row>(p: Props<Row>) {
  const t = useTableState(p);
  const selectable = Boolean(p.bulkActions);
  if (!p.rows.length) return <>{p.empty}</>;
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
      <div
        role="region"
        aria-label={`${p.caption}, scrollable`}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-zinc-200 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <table className="min-w-full divide-y divide-zinc-200 text-sm">
          <caption className="sr-only">{p.caption}</caption>
          <TableHead
            columns={p.columns}
            sort={t.sort}
            onSort={t.sortBy}
            headClass={(align) => `${cellClass(align)} whitespace-nowrap`}
            selectAll={selectAllFor(selectable, p.caption, t)}
            actions={Boolean(p.actions)}
          />
          <tbody className="divide-y divide-zinc-100">
            {t.visible.map((row) => (
              <tr key={p.rowKey(row)}>
                {selectable && (
                  <td className="py-3 pl-4">
                    <Checkbox
                      aria-label={`Select ${p.rowLabel(row)}`}
                      checked={t.isSelected(row)}
                      onChange={() => t.toggle(row)}
                    />
                  </td>
                )}
                {p.columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.key} scope="row" className={`${cellClass(c.align)} font-medium`}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.key} className={`${cellClass(c.align)} text-zinc-700`}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
                {p.actions && (
                  <td className="px-4 py-3">
                    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
                      {p.actions(row)}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <NoMatches noun={p.noun} count={t.visible.length} />
      </div>
    </div>
  );
}
