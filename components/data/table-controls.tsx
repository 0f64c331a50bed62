import type { ReactNode } from "react";
import { BulkActionBar } from "./bulk-action-bar";
import { TableToolbar, type StatusFilter } from "./table-toolbar";
import type { useTableState } from "./use-table-state";

type Props<Row> = {
  caption: string;
  noun: string;
  state: ReturnType<typeof useTableState<Row>>;
  searchable: boolean;
  statusFilter?: StatusFilter;
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
};

/** What sits above DataTable and TreeGrid: search and status filter, then the bulk-action bar. */
export function TableControls<Row>({ caption, noun, state: t, ...p }: Props<Row>) {
  return (
    <>
      {(p.searchable || p.statusFilter) && (
        <TableToolbar
          name={caption.toLowerCase()}
          query={t.query}
          onQuery={p.searchable ? t.setQuery : undefined}
          filter={p.statusFilter}
          status={t.status}
          onStatus={t.setStatus}
        />
      )}
      {p.bulkActions && (
        <BulkActionBar count={t.selected.length} noun={noun} onClear={t.clear}>
          {p.bulkActions(t.selected, t.clear)}
        </BulkActionBar>
      )}
    </>
  );
}
