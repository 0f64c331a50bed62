import { Checkbox } from "@/components/ui/input";
import { SortHeader } from "./sort-header";
import type { Sort } from "./use-table-state";

type Props = {
  columns: { key: string; header: string; sortValue?: unknown; align?: "right" }[];
  sort?: Sort;
  onSort: (key: string) => void;
  /** A header cell's class (the tree lets its headers' words wrap, DataTable does not). */
  headClass: (align?: "right") => string;
  /** The "select all" checkbox, when rows are selectable. */
  selectAll?: { label: string; checked: boolean; onChange: (on: boolean) => void };
  actions: boolean;
};

/** The select-all checkbox of a table whose rows are selectable, named for the table. */
export function selectAllFor(
  selectable: boolean,
  caption: string,
  t: { allSelected: boolean; setAll: (on: boolean) => void },
): Props["selectAll"] {
  if (!selectable) return undefined;
  return {
    label: `Select all ${caption.toLowerCase()}`,
    checked: t.allSelected,
    onChange: t.setAll,
  };
}

/** What a table says when its search or filter leaves no row. */
export function NoMatches({ noun, count }: { noun: string; count: number }) {
  if (count > 0) return null;
  return (
    <p role="status" className="px-4 py-6 text-center text-sm text-zinc-600">
      No {noun}s match the search or filter.
    </p>
  );
}

/** The header row of DataTable and TreeGrid: select-all, sortable column headers, actions. */
export function TableHead({ columns, sort, onSort, headClass, selectAll, actions }: Props) {
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
            className={headClass(c.align)}
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
