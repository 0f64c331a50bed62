"use client";

import type { ReactNode } from "react";
import { QueryState, type QueryLike } from "./query-state";
import { childKey } from "./tree-keys";
import { Cells, TreeRow, type TreeColumn } from "./tree-row";

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
  if (query.isPending || query.isError || query.data.length === 0) {
    const key = childKey(parentKey, "");
    return (
      <TreeRow
        treeKey={key}
        level={2}
        posinset={1}
        setsize={1}
        tabbable={Boolean(p.focused?.startsWith(key))}
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
  // A child that held the tab stop and is gone (deleted) hands it to the first child.
  const keys = query.data.map((child) => childKey(parentKey, spec.key(child)));
  const stop =
    p.focused?.startsWith(childKey(parentKey, "")) && !keys.includes(p.focused)
      ? keys[0]
      : p.focused;
  return query.data.map((child, i) => {
    const key = keys[i];
    return (
      <TreeRow
        key={key}
        treeKey={key}
        level={2}
        posinset={i + 1}
        setsize={query.data.length}
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
            <div className="flex items-center justify-end gap-1 whitespace-nowrap">
              {spec.actions?.(child, parent)}
            </div>
          </td>
        )}
      </TreeRow>
    );
  });
}
