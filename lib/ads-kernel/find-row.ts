import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";
import { perHandle } from "@/lib/db/prepared";
import type { AdsCtx } from "./context";
import { AdsError } from "./errors";
import type { ResourceDecl, Row } from "./resource-decl";
import { tableRows } from "./table-rows";

export function columnsOf(decl: ResourceDecl): Record<string, PgColumn> {
  return getTableColumns(decl.table);
}

/** GET by id outside a transaction, per table, built once (lib/db/prepared.ts). */
const byIdStatements = new WeakMap<
  PgTable,
  () => { execute: (p: { id: string; account: string }) => Promise<Record<string, unknown>[]> }
>();
function byId(table: PgTable) {
  let get = byIdStatements.get(table);
  if (!get) {
    const cols = getTableColumns(table);
    get = perHandle((d) =>
      d
        .select()
        .from(table)
        .where(
          and(eq(cols.id, sql.placeholder("id")), eq(cols.account_id, sql.placeholder("account"))),
        )
        .limit(1)
        .prepare(""),
    );
    byIdStatements.set(table, get);
  }
  return get();
}

export type FindOpts = {
  withDeleted?: boolean;
  tx?: Tx;
  lock?: "update" | "share";
  /** Column values the row must have: a nested resource's parent id from the path. */
  scope?: Record<string, string>;
};

/** The row, or undefined: in the account, deleted or not. */
export async function readRow(
  decl: ResourceDecl,
  ctx: AdsCtx,
  id: string,
  opts: FindOpts = {},
): Promise<Row | undefined> {
  let rows: Record<string, unknown>[];
  if (opts.tx) {
    // Inside a transaction: its own connection (a prepared statement of the handle would run outside it).
    const cols = columnsOf(decl);
    const q = opts.tx
      .select()
      .from(decl.table)
      .where(and(eq(cols.id, id), eq(cols.account_id, ctx.account.id)))
      .limit(1);
    rows = opts.lock ? await q.for(opts.lock) : await q;
  } else {
    if (opts.lock) throw new Error("readRow: a lock needs a transaction");
    rows = await byId(decl.table).execute({ id, account: ctx.account.id });
  }
  const [row] = tableRows(rows);
  if (!row) return undefined;
  for (const [column, value] of Object.entries(opts.scope ?? {}))
    if (row[column] !== value) return undefined;
  return row;
}

/** The row, or the resource's NOT_FOUND (deleted rows only with withDeleted). */
export async function findRow(
  decl: ResourceDecl,
  ctx: AdsCtx,
  id: string,
  opts: FindOpts = {},
): Promise<Row> {
  const row = await readRow(decl, ctx, id, opts);
  if (!row || (row.deleted && !opts.withDeleted))
    throw AdsError.notFound(decl.singular, id, decl.notFoundCode);
  return row;
}
