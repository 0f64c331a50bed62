import { count as countFn, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, rawRows, type RawRow } from "@/lib/db/client";
import { rowDecoder, type RowDecoder } from "@/lib/db/decode";
import type { AdsCtx } from "./context";
import {
  all,
  deletedFilter,
  idsFilter,
  keyset,
  prefixFilter,
  type KeysetQuery,
  type ListParams,
} from "./list";
import { ownBytes, RawJson, RecordCache, recordCacheSize } from "./record-cache";
import { columnsOf } from "./find-row";
import type { ResourceDecl } from "./resource-decl";
import { hiddenByParent } from "./references";
import { tableRows } from "./table-rows";

/**
 * One page of a declared resource's list (SL parameters, *_ids, q and the resource's own filters).
 * The query builder writes the SQL; rows come back raw and are decoded here, because for a page of
 * 1,000 the ORM's per-cell mapping and the driver's Date parsing would cost more than the rest of the
 * request. Resources with cacheRecords first read only each row's id and version, and when every
 * record of the page is in the cache at that version the page is assembled from the cache; otherwise
 * the whole page is read once, in one statement, as it would be without a cache.
 */
export type ListPage = {
  data: Record<string, unknown>[] | RawJson;
  next_cursor: string | null;
  total_count?: number;
};

/** xmin is the writing transaction of this version of the row; with updated_at it names the version. */
const XMIN = sql<string>`xmin::text`;

const decoders = new WeakMap<PgTable, Map<string, RowDecoder>>();
/** Decoders per table and column set (all columns, or the slim set of cachedPage). */
function decoderFor(table: PgTable, columns: Record<string, PgColumn>): RowDecoder {
  let byKeys = decoders.get(table);
  if (!byKeys) decoders.set(table, (byKeys = new Map()));
  const key = Object.keys(columns).join(",");
  let d = byKeys.get(key);
  if (!d) byKeys.set(key, (d = rowDecoder(columns)));
  return d;
}

const caches = new WeakMap<PgTable, RecordCache>();
function cacheOf(decl: ResourceDecl): RecordCache | null {
  if (!decl.list.cacheRecords || recordCacheSize() === 0) return null;
  let c = caches.get(decl.table);
  if (!c) caches.set(decl.table, (c = new RecordCache(recordCacheSize())));
  return c;
}

/** Rows of the page's statement with `columns`, plus xmin last when the version is wanted. */
function selectRaw(
  decl: ResourceDecl,
  columns: Record<string, PgColumn>,
  where: SQL | undefined,
  ks: KeysetQuery,
  withXmin: boolean,
) {
  const fields: Record<string, PgColumn | SQL> = withXmin ? { ...columns, __xmin: XMIN } : columns;
  const query = db()
    .select(fields)
    .from(decl.table)
    .where(where)
    .orderBy(...ks.orderBy)
    .limit(ks.limit)
    .toSQL();
  return rawRows(query.sql, query.params);
}

/** The row version, from the raw text of xmin (last) and of updated_at (at `updatedAt`). */
const versionOf = (raw: RawRow, updatedAt: number) => `${raw[raw.length - 1]}|${raw[updatedAt]}`;

/** The page from the cache alone, or null when any of its records is missing or out of date. */
async function cachedPage(
  decl: ResourceDecl,
  cache: RecordCache,
  cols: Record<string, PgColumn>,
  where: SQL | undefined,
  ks: KeysetQuery,
) {
  const slim = { id: cols.id, updated_at: cols.updated_at, [ks.sortAttr]: cols[ks.sortAttr] };
  const decoder = decoderFor(decl.table, slim);
  const raws = await selectRaw(decl, slim, where, ks, true);
  // Only the page's last row needs decoding: the cursor carries its sort value.
  const last = Math.min(raws.length, ks.limit - 1) - 1;
  const page = ks.page(raws.map((r, i) => (i === last ? decoder.decode(r) : { id: String(r[0]) })));
  const updatedAt = decoder.keys.indexOf("updated_at");
  const records: Buffer[] = new Array(page.rows.length);
  for (let i = 0; i < page.rows.length; i++) {
    const json = cache.get(String(raws[i][0]), versionOf(raws[i], updatedAt));
    if (json === undefined) return null;
    records[i] = json;
  }
  return { data: new RawJson(records, "hit"), next_cursor: page.next_cursor };
}

async function fullPage(
  decl: ResourceDecl,
  cache: RecordCache | null,
  cols: Record<string, PgColumn>,
  where: SQL | undefined,
  ks: KeysetQuery,
) {
  const decoder = decoderFor(decl.table, cols);
  const raws = await selectRaw(decl, cols, where, ks, !!cache);
  const page = ks.page(tableRows(raws.map((r) => decoder.decode(r))));
  if (!cache) return { data: page.rows.map(decl.toRecord), next_cursor: page.next_cursor };
  const updatedAt = decoder.keys.indexOf("updated_at");
  const records = page.rows.map((row, i) => {
    const json = ownBytes(JSON.stringify(decl.toRecord(row)));
    cache.set(row.id, versionOf(raws[i], updatedAt), json);
    return json;
  });
  return { data: new RawJson(records, "miss"), next_cursor: page.next_cursor };
}

export async function listRecords(
  decl: ResourceDecl,
  ctx: AdsCtx,
  sl: ListParams,
  scope: Record<string, string> = {},
): Promise<ListPage> {
  // The resource's own parameters (id filters, q, extras) beside the standard ones: read as unknown.
  const p: Record<string, unknown> = sl;
  const cols = columnsOf(decl);
  const ks = keyset(sl, cols, decl.list.sortable);
  const filters = all(
    decl.list.scope ? decl.list.scope(ctx, p, cols) : eq(cols.account_id, ctx.account.id),
    deletedFilter(cols.deleted, sl.with_deleted),
    ...Object.entries(scope).map(([col, value]) => eq(cols[col], value)),
    ...hiddenByParent(decl, cols, sl.with_deleted),
    ...Object.entries(decl.list.idFilters).map(([param, col]) => idsFilter(cols[col], p[param])),
    decl.list.q && typeof p.q === "string" ? prefixFilter(cols[decl.list.q], p.q) : undefined,
    decl.list.extra?.where(p, cols),
  );
  const where = all(filters, ...ks.where);
  // A cache smaller than the page could never serve it whole: then it only costs the slim query.
  const table = cacheOf(decl);
  const cache = table?.holds(ks.limit - 1) ? table : null;
  const page =
    (cache && (await cachedPage(decl, cache, cols, where, ks))) ||
    (await fullPage(decl, cache, cols, where, ks));
  let total: number | undefined;
  if (sl.with_total_count)
    total = Number(
      (await db().select({ n: countFn() }).from(decl.table).where(filters))[0]?.n ?? 0,
    );
  return { ...page, total_count: total };
}
