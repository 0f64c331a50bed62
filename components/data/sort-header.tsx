import type { Sort } from "./use-table-state";

/**
 * A column header; sortable ones hold a button and say their order with aria-sort and in sight: the
 * sorted column's header is dark with ↑ (ascending) or ↓ (descending), the others a faint ↕.
 */
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
        data-sorted={order}
        className={`inline-flex items-center gap-1 rounded-sm uppercase hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-600 ${active ? "font-semibold text-zinc-900" : ""}`}
      >
        {column.header}
        <span aria-hidden className={active ? "text-accent-700" : "text-zinc-500"}>
          {order === "descending" ? "↓" : order === "ascending" ? "↑" : "↕"}
        </span>
      </button>
    </th>
  );
}
