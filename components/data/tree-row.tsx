import type { ReactNode } from "react";
import type { Column } from "./data-table";
import type { SortValue } from "./use-table-state";

/** A column of a tree grid: how a top row shows it, and how a child row does. */
export type TreeColumn<Row, Child> = Column<Row> & {
  childCell?: (child: Child, parent: Row) => ReactNode;
  /** Sorts a parent's children when the top rows are sorted by this column. */
  childSortValue?: (child: Child) => SortValue;
  /** The column's cell in the totals row (tfoot) over the rows shown; the row header's names it. */
  total?: (rows: Row[]) => ReactNode;
};

type RowProps = {
  treeKey: string;
  level: number;
  posinset: number;
  setsize: number;
  /** Undefined for rows without children (aria-expanded says "this row has children"). */
  expanded?: boolean;
  /** The one row in the tab order (roving tabindex). */
  tabbable: boolean;
  /** Enter on the focused row. */
  onActivate?: () => void;
  children: ReactNode;
};

/**
 * One row of a tree grid: its place in the tree for assistive tech (aria-level, -posinset, -setsize,
 * -expanded), focusable with a visible ring, and Enter running its action.
 */
export function TreeRow({ treeKey, level, posinset, setsize, expanded, tabbable, ...p }: RowProps) {
  return (
    <tr
      data-tree-key={treeKey}
      aria-level={level}
      aria-posinset={posinset}
      aria-setsize={setsize}
      aria-expanded={expanded}
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={(e) => {
        if (e.key !== "Enter" || e.target !== e.currentTarget || !p.onActivate) return;
        e.preventDefault();
        p.onActivate();
      }}
      className={`outline-none focus-visible:bg-accent-50 focus-visible:shadow-[inset_3px_0_0_var(--color-accent-600)] ${
        level > 1 ? "bg-zinc-50/70" : expanded ? "bg-accent-50/40" : "hover:bg-zinc-50"
      }`}
    >
      {p.children}
    </tr>
  );
}

const Chevron = ({ open }: { open: boolean }) => (
  <svg
    aria-hidden
    viewBox="0 0 20 20"
    className={`size-4 shrink-0 transition-transform ${open ? "rotate-90" : ""}`}
    fill="currentColor"
  >
    <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5.1 5.1a1 1 0 0 1 0 1.4l-5.1 5.1a1 1 0 1 1-1.4-1.4L11.6 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
  </svg>
);

/**
 * The expand/collapse button of a top row, for the pointer: out of the tab order, since the focused
 * row already answers Right, Left and Enter.
 */
export function ExpandButton({
  open,
  label,
  onClick,
}: {
  open: boolean;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-expanded={open}
      aria-label={`${open ? "Collapse" : "Expand"} ${label}`}
      onClick={onClick}
      className="-my-1 -ml-1 rounded p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
    >
      <Chevron open={open} />
    </button>
  );
}

/**
 * A row's actions on lines of at most 12rem (a campaign's five buttons on two, each button's words on
 * one), not one long line: the tree with its metric columns fits a laptop without scrolling sideways.
 */
export const actionsClass =
  "ml-auto flex w-max max-w-48 flex-wrap items-center justify-end gap-1 whitespace-nowrap";

export const cellClass = (align?: "right") =>
  `px-3 py-3 align-top ${align === "right" ? "whitespace-nowrap text-right tabular-nums" : "text-left"}`;

/** A header's words may take two lines ("Cost per" over "result") where that keeps the tree narrow. */
export const headClass = (align?: "right") =>
  `px-3 py-3 ${align === "right" ? "text-right" : "text-left"}`;

/** The cells of one row, the row-header column as a <th scope="row">, `lead` before its content. */
export function Cells<Row, Child>({
  columns,
  render,
  lead,
  indent,
}: {
  columns: TreeColumn<Row, Child>[];
  render: (c: TreeColumn<Row, Child>) => ReactNode;
  lead: ReactNode;
  indent: boolean;
}) {
  return columns.map((c) =>
    c.rowHeader ? (
      <th key={c.key} scope="row" className={`${cellClass(c.align)} font-medium`}>
        <div className={`flex min-w-44 items-start gap-1.5 ${indent ? "pl-7" : ""}`}>
          {lead}
          <div className="min-w-0">{render(c)}</div>
        </div>
      </th>
    ) : (
      <td key={c.key} className={`${cellClass(c.align)} text-zinc-700`}>
        {render(c)}
      </td>
    ),
  );
}

/**
 * The totals of the rows shown (after search and filter), under them: a footer row outside the tree's
 * rows (not focusable; the arrows move through the tree only).
 */
export function TotalsRow<Row, Child>({
  columns,
  rows,
  before,
  after,
}: {
  columns: TreeColumn<Row, Child>[];
  rows: Row[];
  before: boolean;
  after: boolean;
}) {
  if (!columns.some((c) => c.total)) return null;
  return (
    <tfoot className="border-t-2 border-zinc-200 bg-zinc-50 font-medium">
      <tr>
        {before && <td />}
        <Cells columns={columns} render={(c) => c.total?.(rows)} lead={null} indent={false} />
        {after && <td />}
      </tr>
    </tfoot>
  );
}
