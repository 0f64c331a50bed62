"use client";

import { useState } from "react";

export type Sort = { key: string; dir: "asc" | "desc" };
export type SortValue = string | number | null | undefined;

type Options<Row> = {
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The sortable columns are those with a sortValue. */
  columns: { key: string; sortValue?: (row: Row) => SortValue }[];
  initialSort?: Sort;
  searchText?: (row: Row) => string;
  statusFilter?: { get: (row: Row) => string };
};

export const compare = (a: SortValue, b: SortValue) => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return typeof a === "number" && typeof b === "number"
    ? a - b
    : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: "base" });
};

/** Sorting, search, status filter and selection of a table, apart from how it is drawn. */
export function useTableState<Row>(o: Options<Row>) {
  const [sort, setSort] = useState<Sort | undefined>(o.initialSort);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const q = query.trim().toLowerCase();
  const filtered = o.rows.filter(
    (r) =>
      (!q || (o.searchText?.(r) ?? "").toLowerCase().includes(q)) &&
      (!status || o.statusFilter?.get(r) === status),
  );
  const by = sort && o.columns.find((c) => c.key === sort.key)?.sortValue;
  const sign = sort?.dir === "desc" ? -1 : 1;
  const visible = by ? [...filtered].sort((a, b) => sign * compare(by(a), by(b))) : filtered;

  // Rows that left the list (deleted, filtered out) leave the selection too.
  const shown = new Set(visible.map(o.rowKey));
  const chosen = visible.filter((r) => selected.has(o.rowKey(r)));
  return {
    visible,
    sort,
    sortBy: (key: string) =>
      setSort((s) => ({ key, dir: s?.key === key && s.dir === "asc" ? "desc" : "asc" })),
    query,
    setQuery,
    status,
    setStatus,
    selected: chosen,
    isSelected: (row: Row) => selected.has(o.rowKey(row)),
    toggle: (row: Row) =>
      setSelected((s) => {
        const n = new Set(s);
        const k = o.rowKey(row);
        if (n.has(k)) n.delete(k);
        else n.add(k);
        return n;
      }),
    allSelected: visible.length > 0 && chosen.length === visible.length,
    setAll: (on: boolean) => setSelected(on ? shown : new Set()),
    clear: () => setSelected(new Set()),
  };
}
