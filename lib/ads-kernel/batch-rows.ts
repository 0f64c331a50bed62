import { and, eq, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";
import { diff, type HistoryRow } from "./history";
import { insertRows } from "./insert-rows";
import type { Row } from "./resource-decl";
import { tableRows } from "./table-rows";

/**
 * The rows of one batch transaction (batch.ts), so that 500 Create items are not 500 round trips:
 * - a Create item's row waits here and all of them are inserted together, several rows per INSERT, when
 *   the items are done (or before an Update or Delete item): flushInserts. Its record and its history
 *   row (already in its place among the batch's history) are filled from what the INSERT returned;
 * - liveRows: the live rows of one parent (a line item's criteria), read once per batch and kept
 *   current by the kernel's own writes in it, pending creates included. A declaration hook that reads
 *   its own resource's rows in a batch must read them here: the database does not hold pending rows.
 * Limits count pending rows too (limits.ts). Outside a batch none of this applies (null, no-ops).
 */
type Pending = { table: PgTable; row: Row; history: HistoryRow; inserted?: Row };
type View = { table: PgTable; column: string; value: unknown; rows: Map<string, Row> };
type State = { pending: Pending[]; views: Map<string, View> };

const states = new WeakMap<Tx, State>();

/** Marks `tx` as a batch's transaction (batch.ts). */
export function openBatch(tx: Tx): void {
  states.set(tx, { pending: [], views: new Map() });
}

export const inBatch = (tx: Tx): boolean => states.has(tx);

const live = (v: View, row: Row) => !row.deleted && row[v.column] === v.value;

/** Queues a created row; `record()` answers once flushInserts has run. */
export function deferInsert(tx: Tx, table: PgTable, row: Row, history: HistoryRow): () => Row {
  const state = states.get(tx);
  if (!state) throw new Error("deferInsert: not a batch transaction (batch-rows.ts)");
  const p: Pending = { table, row, history };
  state.pending.push(p);
  for (const v of state.views.values())
    if (v.table === table && live(v, row)) v.rows.set(row.id, row);
  return () => {
    if (!p.inserted) throw new Error("a batch's created row was read before flushInserts");
    return p.inserted;
  };
}

/** Rows of `table` created in this batch and not inserted yet. */
export function pendingRows(tx: Tx, table: PgTable): Row[] {
  return (states.get(tx)?.pending ?? []).filter((p) => p.table === table).map((p) => p.row);
}

/**
 * Inserts every pending row, one statement per table (insert-rows.ts), reads them back as the
 * database holds them (defaults, types), and settles their records and history rows.
 */
export async function flushInserts(tx: Tx): Promise<void> {
  const state = states.get(tx);
  if (!state?.pending.length) return;
  const pending = state.pending;
  state.pending = [];
  const byTable = new Map<PgTable, Pending[]>();
  for (const p of pending) {
    const list = byTable.get(p.table);
    if (list) list.push(p);
    else byTable.set(p.table, [p]);
  }
  for (const [table, list] of byTable) {
    await insertRows(
      tx,
      table,
      list.map((p) => p.row),
    );
    const ids = JSON.stringify(list.map((p) => p.row.id));
    const cols = getTableColumns(table);
    const rows = tableRows(
      await tx
        .select()
        .from(table)
        .where(sql`${cols.id} in (select json_array_elements_text(${ids}::json))`),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const p of list) {
      p.inserted = byId.get(p.row.id);
      p.history.changes = diff(null, p.inserted ?? null);
    }
  }
}

/**
 * The live rows of `table` whose `column` is `value`, as this batch sees them (pending creates and
 * its deletes included); null outside a batch, where the database holds every row written.
 */
export async function liveRows(
  tx: Tx,
  table: PgTable,
  column: string,
  value: unknown,
): Promise<ReadonlyMap<string, Row> | null> {
  const state = states.get(tx);
  if (!state) return null;
  const key = `${getTableName(table)}:${column}:${String(value)}`;
  let view = state.views.get(key);
  if (!view) {
    const cols = getTableColumns(table);
    const read = tableRows(
      await tx
        .select()
        .from(table)
        .where(and(eq(cols[column], value), eq(cols.deleted, false))),
    );
    view = { table, column, value, rows: new Map(read.map((r) => [r.id, r])) };
    for (const row of pendingRows(tx, table)) if (live(view, row)) view.rows.set(row.id, row);
    state.views.set(key, view);
  }
  return view.rows;
}

/** A row the kernel updated in this transaction (deleted or changed): the views follow. */
export function noteWrite(tx: Tx, table: PgTable, row: Row): void {
  for (const v of states.get(tx)?.views.values() ?? []) {
    if (v.table !== table) continue;
    v.rows.delete(row.id);
    if (live(v, row)) v.rows.set(row.id, row);
  }
}

/** Rows of `table` changed by a statement of many rows (a cascade): its views are read again. */
export function forgetRows(tx: Tx, table: PgTable): void {
  const state = states.get(tx);
  if (!state) return;
  for (const [key, v] of state.views) if (v.table === table) state.views.delete(key);
}
