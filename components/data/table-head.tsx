import { Checkbox } from "@/components/ui/input";
import { SortHeader } from "./sort-header";
import type { Sort } from "./use-table-state";

type Props = {
  columns: { key: string; header: string; sortValue?: unknown; align?: "right" }[];
  sort?: Sort;
  onSort: (key: string) => void;
  cellClass: (align?: "right") => string;
  /** The "select all" checkbox, when rows are selectable. */
  selectAll?: { label: string; checked: boolean; onChange: (on: boolean) => void };
  actions: boolean;
};

/** The header row of DataTable and TreeGrid: select-all, sortable column headers, actions. */
export function TableHead({ columns, sort, onSort, cellClass, selectAll, actions }: Props) {
  return (
    <thead className="bg-zinc-50 text-xs font-medium uppercase tracking-wide text-zinc-600">
      <tr>
        {selectAll && (
          <th scope="col" className="w-10 py-3 pl-4">
            <Checkbox
              aria-label={selectAll.label}
              checked={selectAll.checked}
              onChange={(e) => selectAll.onChange(e.target.checked)}
            />
          </th>
        )}
        {columns.map((c) => (
          <SortHeader
            key={c.key}
            column={c}
            sort={sort}
            onSort={onSort}
            className={`${cellClass(c.align)} whitespace-nowrap`}
          />
        ))}
        {actions && (
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
