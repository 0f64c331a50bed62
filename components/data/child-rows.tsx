"use client";

import { useEffect, type ReactNode } from "react";
import { QueryState, type QueryLike } from "./query-state";
import { childKey } from "./tree-keys";
import { actionsClass, Cells, TreeRow, type TreeColumn } from "./tree-row";
import { compare, type Sort } from "./use-table-state";

/** The level-2 rows of a tree grid: what they are, where they come from, what they can do. */
export type TreeChildren<Row, Child> = {
  /** Singular noun ("line item"): "Loading line items of …". */
  noun: string;
  /** A hook: the children of one parent, called once the parent is first expanded. */
  useRows: (parent: Row) => QueryLike<Child[]>;
  key: (child: Child) => string;
  /** Shown as the only child row when there are none (what to do next, not only "none"). */
  empty: (parent: Row) => ReactNode;
  actions?: (child: Child, parent: Row) => ReactNode;
  /** Enter on a focused child row. */
  onOpen?: (child: Child, parent: Row) => void;
};

type Props<Row, Child> = {
  parent: Row;
  parentKey: string;
  parentLabel: string;
  spec: TreeChildren<Row, Child>;
  columns: TreeColumn<Row, Child>[];
  /** Cells before the columns (the selection column) and after them (actions). */
  before: boolean;
  after: boolean;
  focused: string | null;
  /** The top rows' order: children follow it where their column says how (childSortValue). */
  sort?: Sort;
};

/**
 * The children of one expanded row as rows of the same grid (aria-level 2). While they load, fail
 * or are none, one row says so (QueryState inside it), so the tree never has an expanded row
 * without a child to move to.
 */
export function ChildRows<Row, Child>({ spec, parent, parentKey, ...p }: Props<Row, Child>) {
  const { useRows } = spec;
  const query = useRows(parent);
  const width = p.columns.length + Number(p.before) + Number(p.after);
  const rows = sorted(query.isPending || query.isError ? [] : query.data, p.columns, p.sort);
  // A child that held the tab stop and is gone (the loading row once the children arrive, a deleted
  // child) hands it to the first child, or to the row saying there are none.
  const placeholder = childKey(parentKey, "");
  const keys = rows.map((child) => childKey(parentKey, spec.key(child)));
  const shown = keys.length ? keys : [placeholder];
  const handOff =
    p.focused?.startsWith(placeholder) && !shown.includes(p.focused) ? shown[0] : null;
  useFocusHandOff(handOff);
  if (rows.length === 0) {
    return (
      <TreeRow
        treeKey={placeholder}
        level={2}
        posinset={1}
        setsize={1}
        tabbable={Boolean(p.focused?.startsWith(placeholder))}
      >
        <td colSpan={width} className="py-3 pl-16 pr-4 text-sm text-zinc-600">
          <QueryState
            query={query}
            loading={`Loading ${spec.noun}s of ${p.parentLabel}`}
            failed={`Could not load the ${spec.noun}s of ${p.parentLabel}`}
            rows={1}
          >
            {() => spec.empty(parent)}
          </QueryState>
        </td>
      </TreeRow>
    );
  }
  const stop = handOff ?? p.focused;
  return rows.map((child, i) => {
    const key = keys[i];
    return (
      <TreeRow
        key={key}
        treeKey={key}
        level={2}
        posinset={i + 1}
        setsize={rows.length}
        tabbable={stop === key}
        onActivate={spec.onOpen && (() => spec.onOpen?.(child, parent))}
      >
        {p.before && <td />}
        <Cells
          columns={p.columns}
          render={(c) => c.childCell?.(child, parent)}
          lead={<span aria-hidden className="w-4 shrink-0" />}
          indent
        />
        {p.after && (
          <td className="px-4 py-2 align-top">
            <div className={actionsClass}>{spec.actions?.(child, parent)}</div>
          </td>
        )}
      </TreeRow>
    );
  });
}

/**
 * A keyboard user on the row that went away (the loading row, a deleted child) had their focus
 * dropped to the page's body with it: it follows the tab stop to the row that took it. Focus that
 * moved elsewhere meanwhile (the search box, a dialog) stays where it is.
 */
function useFocusHandOff(key: string | null) {
  useEffect(() => {
    if (!key || (document.activeElement && document.activeElement !== document.body)) return;
    document.querySelector<HTMLElement>(`tr[data-tree-key="${CSS.escape(key)}"]`)?.focus();
  }, [key]);
}

function sorted<Row, Child>(rows: Child[], columns: TreeColumn<Row, Child>[], sort?: Sort) {
  const by = sort && columns.find((c) => c.key === sort.key)?.childSortValue;
  if (!by) return rows;
  const sign = sort.dir === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(by(a), by(b)));
}
