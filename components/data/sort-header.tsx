import type { Sort } from "./use-table-state";

/** A column header; sortable ones hold a button and say their order with aria-sort. */
export function SortHeader({
  column,
  sort,
  onSort,
  className,
}: {
  column: { key: string; header: string; sortValue?: unknown };
  sort?: Sort;
  onSort: (key: string) => void;
  className: string;
}) {
  const active = sort?.key === column.key;
  const order = active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined;
  if (!column.sortValue)
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  return (
    <th scope="col" className={className} aria-sort={order ?? "none"}>
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className="inline-flex items-center gap-1 rounded-sm uppercase hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {column.header}
        <span aria-hidden className={active ? "text-zinc-900" : "text-zinc-500"}>
          {active && sort.dir === "desc" ? "↓" : "↑"}
        </span>
      </button>
    </th>
  );
}
