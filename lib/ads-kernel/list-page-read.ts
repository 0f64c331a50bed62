import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, rawRows, type RawRow } from "@/lib/db/client";
import { rowDecoder, type RowDecoder } from "@/lib/db/decode";
import type { KeysetQuery } from "./list";
import { ownBytes, RawJson, type RecordCache } from "./record-cache";
import type { ResourceDecl } from "./resource-decl";
import { tableRows } from "./table-rows";

/**
 * How a list page's rows are read (list-page.ts): the query builder writes the SQL; rows come back
 * raw and are decoded here, because for a page of 1,000 the ORM's per-cell mapping and the driver's
 * Date parsing would cost more than the rest of the request. With the record cache, only each row's
 * id and version first (cachedPage); the whole page when any record is missing (refilledPage).
 */
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

/** The page's statement (filters, order, limit) selecting `fields`. */
function statement(
  decl: ResourceDecl,
  fields: Record<string, PgColumn | SQL | SQL.Aliased>,
  where: SQL | undefined,
  ks: KeysetQuery,
): { sql: string; params: unknown[] } {
  return db()
    .select(fields)
    .from(decl.table)
    .where(where)
    .orderBy(...ks.orderBy)
    .limit(ks.limit)
    .toSQL();
}

/** The page's statement with `columns`, plus xmin last when the version is wanted. */
const pageQuery = (
  decl: ResourceDecl,
  columns: Record<string, PgColumn>,
  where: SQL | undefined,
  ks: KeysetQuery,
  withXmin: boolean,
) => statement(decl, withXmin ? { ...columns, __xmin: XMIN } : columns, where, ks);

/** Each row's id and sort value, for a page served from the record cache. */
const slimColumns = (cols: Record<string, PgColumn>, ks: KeysetQuery) => ({
  id: cols.id,
  updated_at: cols.updated_at,
  [ks.sortAttr]: cols[ks.sortAttr],
});

/**
 * The page's statement reduced to one 64-bit hash per row (column `h`) of its id and its version
 * (xmin: the row's sort value and every column are part of that version), for the page cache's
 * fingerprint: cheap to compute in the database, and one value per row whatever the columns.
 */
export const versionsQuery = (
  decl: ResourceDecl,
  cols: Record<string, PgColumn>,
  where: SQL | undefined,
  ks: KeysetQuery,
) => statement(decl, { h: sql`hashtextextended(${cols.id}, xmin::text::int8)`.as("h") }, where, ks);

/** The row version, from the raw text of xmin (last) and of updated_at (at `updatedAt`). */
const versionOf = (raw: RawRow, updatedAt: number) => `${raw[raw.length - 1]}|${raw[updatedAt]}`;

/** The page from the cache alone, or null when any of its records is missing or out of date. */
export async function cachedPage(
  decl: ResourceDecl,
  cache: RecordCache,
  cols: Record<string, PgColumn>,
  where: SQL | undefined,
  ks: KeysetQuery,
) {
  const slim = slimColumns(cols, ks);
  const decoder = decoderFor(decl.table, slim);
  const query = pageQuery(decl, slim, where, ks, true);
  const raws = await rawRows(query.sql, query.params);
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

/** The page read whole, in one statement, and decoded (`withXmin`: xmin last, for the cache). */
export async function readPage(
  decl: ResourceDecl,
  cols: Record<string, PgColumn>,
  where: SQL | undefined,
  ks: KeysetQuery,
  withXmin: boolean,
) {
  const decoder = decoderFor(decl.table, cols);
  const query = pageQuery(decl, cols, where, ks, withXmin);
  const raws = await rawRows(query.sql, query.params);
  return { raws, decoder, page: ks.page(tableRows(raws.map((r) => decoder.decode(r)))) };
}

/** The page read whole, its records serialized into the cache at the versions read. */
export async function refilledPage(
  decl: ResourceDecl,
  cache: RecordCache,
  cols: Record<string, PgColumn>,
  where: SQL | undefined,
  ks: KeysetQuery,
) {
  const { raws, decoder, page } = await readPage(decl, cols, where, ks, true);
  const updatedAt = decoder.keys.indexOf("updated_at");
  const records = page.rows.map((row, i) => {
    const json = ownBytes(JSON.stringify(decl.toRecord(row)));
    cache.set(row.id, versionOf(raws[i], updatedAt), json);
    return json;
  });
  return { data: new RawJson(records, "miss"), next_cursor: page.next_cursor };
}
