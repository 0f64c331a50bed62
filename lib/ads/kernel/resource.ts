import { z } from "zod";
import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";
import { perHandle } from "@/lib/db/prepared";
import type { Instant } from "@/lib/db/decode";
import { newId } from "@/lib/crypto/tokens";
import type { Action } from "./permissions";
import type { AdsCtx } from "./context";
import { AdsError } from "./errors";
import { recordHistory } from "./history";
import { scopedTransaction } from "./write-scope";
import { EXCLUSIVE_TOTAL_COUNT, listSchema, qParam } from "./list";
import { idList } from "./fields";

/**
 * One declaration per account-scoped resource; list/get/create/update/delete and batch are generated
 * from it (routes.ts), and the same functions serve the console and background jobs.
 * Tables share id, account_id, deleted, created_at, updated_at; columns carry the interface's names.
 */
// Rows are plain records keyed by the interface's field names; each declaration's own code narrows them.
// Timestamps are Dates from the query builder and ISO strings from list pages (see listRecords).
export type Row = Record<string, unknown> & {
  id: string;
  account_id: string;
  deleted: boolean;
  created_at: Instant;
  updated_at: Instant;
};
export type ZObject = z.ZodType<Record<string, unknown>>;

/** A declaration as the kernel runs it; declarations are written with defineResource (typed by their table). */
export type ResourceDecl = {
  /** Path segment and plural name: "campaigns". */
  name: string;
  singular: string;
  idParam: string;
  entityType: string;
  notFoundCode?: string;
  table: PgTable;
  actions: { read: Action; write: Action };
  /** One record as the interface answers it (OpenAPI, console types); toRecord produces it. */
  record: z.ZodType;
  list: {
    countDefault?: number;
    countMax?: number;
    sortable: string[];
    /** `<name>_ids` parameter -> column. */
    idFilters: Record<string, string>;
    /** Column searched by `q` (case-insensitive prefix). */
    q?: string;
    /** Extra list parameters and the condition they add (e.g. with_draft). */
    extra?: {
      shape: z.ZodRawShape;
      where: (p: Record<string, unknown>, cols: Record<string, PgColumn>) => SQL | undefined;
    };
    /** Filters that must be present (e.g. line_item_ids for targeting criteria). */
    required?: string[];
    /**
     * List pages may reuse each row's serialized record while the row is unchanged (record-cache.ts).
     * Only for records that are a pure function of their row: nothing from the clock or other tables.
     */
    cacheRecords?: boolean;
  };
  // The hooks below (prepare, check) may read and lock but never write: they run before the kernel writes,
  // so a refused batch item has written nothing (mount.ts runs batch items without savepoints).
  create?: {
    schema: ZObject;
    sandboxOnly?: boolean;
    prepare: (
      tx: Tx,
      ctx: AdsCtx,
      input: Record<string, unknown>,
    ) => Promise<Record<string, unknown>>;
  };
  update?: {
    schema: ZObject;
    prepare: (
      tx: Tx,
      ctx: AdsCtx,
      row: Row,
      input: Record<string, unknown>,
    ) => Promise<Record<string, unknown>>;
  };
  remove?: {
    sandboxOnly?: boolean;
    check?: (tx: Tx, ctx: AdsCtx, row: Row) => Promise<void>;
    /** Runs in the deleting transaction after the row is marked deleted (children, counters). */
    cascade?: (tx: Tx, ctx: AdsCtx, row: Row) => Promise<void>;
  };
  batch?: { max: number };
  toRecord: (row: Row) => Record<string, unknown>;
};

export function columnsOf(decl: ResourceDecl): Record<string, PgColumn> {
  return getTableColumns(decl.table) as Record<string, PgColumn>;
}

export function listParamsSchema(decl: ResourceDecl) {
  const shape: Record<string, z.ZodType> = {
    ...listSchema({
      countDefault: decl.list.countDefault ?? 200,
      countMax: decl.list.countMax ?? 1000,
    }).shape,
  };
  for (const f of Object.keys(decl.list.idFilters))
    shape[f] = decl.list.required?.includes(f) ? idList() : idList().optional();
  if (decl.list.q) shape.q = qParam;
  Object.assign(shape, decl.list.extra?.shape ?? {});
  return z.object(shape).refine((p) => !(p.with_total_count && p.cursor), EXCLUSIVE_TOTAL_COUNT);
}

/** GET by id outside a transaction, per table, built once (lib/db/prepared.ts). */
const byIdStatements = new WeakMap<
  PgTable,
  () => { execute: (p: { id: string; account: string }) => Promise<unknown[]> }
>();
function byId(table: PgTable) {
  let get = byIdStatements.get(table);
  if (!get) {
    const cols = getTableColumns(table) as Record<string, PgColumn>;
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

export async function findRow(
  decl: ResourceDecl,
  ctx: AdsCtx,
  id: string,
  opts: { withDeleted?: boolean; tx?: Tx; forUpdate?: boolean } = {},
): Promise<Row> {
  let rows: unknown[];
  if (opts.tx) {
    // Inside a transaction: its own connection (a prepared statement of the handle would run outside it).
    const cols = columnsOf(decl);
    const q = opts.tx
      .select()
      .from(decl.table)
      .where(and(eq(cols.id, id), eq(cols.account_id, ctx.account.id)))
      .limit(1);
    rows = opts.forUpdate ? await q.for("update") : await q;
  } else {
    if (opts.forUpdate) throw new Error("findRow: forUpdate needs a transaction");
    rows = await byId(decl.table).execute({ id, account: ctx.account.id });
  }
  const row = (rows as Row[])[0];
  if (!row || (row.deleted && !opts.withDeleted))
    throw AdsError.notFound(decl.singular, id, decl.notFoundCode);
  return row;
}

/** Runs `fn` in the given transaction, or in a new (scoped) one: a failing write changes nothing. */
export function inTx<T>(tx: Tx | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? fn(tx) : scopedTransaction(fn);
}

export async function createRecord(
  decl: ResourceDecl,
  ctx: AdsCtx,
  input: Record<string, unknown>,
  tx?: Tx,
) {
  if (!decl.create)
    throw new AdsError([
      { code: "METHOD_NOT_ALLOWED", message: `${decl.name} cannot be created.` },
    ]);
  if (decl.create.sandboxOnly && !ctx.sandbox) throw AdsError.sandboxOnly(`Creating ${decl.name}`);
  return inTx(tx, async (t) => {
    const values = await decl.create!.prepare(t, ctx, input);
    const now = new Date();
    const row = {
      id: newId(),
      account_id: ctx.account.id,
      deleted: false,
      created_at: now,
      updated_at: now,
      ...values,
    };
    const inserted = (await t.insert(decl.table).values(row).returning()) as Row[];
    await recordHistory(t, {
      accountId: ctx.account.id,
      userId: ctx.userId,
      entityType: decl.entityType,
      entityId: row.id,
      changeType: "CREATE",
      before: null,
      after: inserted[0],
    });
    return decl.toRecord(inserted[0]);
  });
}

export async function updateRecord(
  decl: ResourceDecl,
  ctx: AdsCtx,
  id: string,
  input: Record<string, unknown>,
  tx?: Tx,
) {
  if (!decl.update)
    throw new AdsError([
      { code: "METHOD_NOT_ALLOWED", message: `${decl.name} cannot be updated.` },
    ]);
  return inTx(tx, async (t) => {
    const before = await findRow(decl, ctx, id, { tx: t, forUpdate: true });
    const values = await decl.update!.prepare(t, ctx, before, input);
    const cols = columnsOf(decl);
    const updated = (await t
      .update(decl.table)
      .set({ ...values, updated_at: new Date() })
      .where(eq(cols.id, id))
      .returning()) as Row[];
    await recordHistory(t, {
      accountId: ctx.account.id,
      userId: ctx.userId,
      entityType: decl.entityType,
      entityId: id,
      changeType: "UPDATE",
      before,
      after: updated[0],
    });
    return decl.toRecord(updated[0]);
  });
}

export async function deleteRecord(decl: ResourceDecl, ctx: AdsCtx, id: string, tx?: Tx) {
  if (decl.remove?.sandboxOnly && !ctx.sandbox) throw AdsError.sandboxOnly(`Deleting ${decl.name}`);
  return inTx(tx, async (t) => {
    const before = await findRow(decl, ctx, id, { tx: t, forUpdate: true });
    await decl.remove?.check?.(t, ctx, before);
    const cols = columnsOf(decl);
    const updated = (await t
      .update(decl.table)
      .set({ deleted: true, updated_at: new Date() })
      .where(eq(cols.id, id))
      .returning()) as Row[];
    await recordHistory(t, {
      accountId: ctx.account.id,
      userId: ctx.userId,
      entityType: decl.entityType,
      entityId: id,
      changeType: "DELETE",
      before,
      after: updated[0],
    });
    await decl.remove?.cascade?.(t, ctx, updated[0]);
    return decl.toRecord(updated[0]);
  });
}
