import { count as countFn, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "@/lib/db/client";
import type { AdsCtx } from "./context";
import { all, deletedFilter, idsFilter, keyset, prefixFilter, type ListParams } from "./list";
import { RawJson, RecordCache, recordCacheSize } from "./record-cache";
import { cachedListPage } from "./list-page-cache";
import { cachedPage, readPage, refilledPage, versionsQuery } from "./list-page-read";
import { columnsOf } from "./find-row";
import type { ResourceDecl } from "./resource-decl";
import { hiddenByParent } from "./references";

/**
 * One page of a declared resource's list (SL parameters, *_ids, q and the resource's own filters).
 * Resources with cacheRecords are served whole from the page cache while the versions of the page's
 * rows are unchanged (list-page-cache.ts); otherwise, when every record of the page is in the record
 * cache at its row's version, the page is assembled from it; otherwise the whole page is read once,
 * in one statement, as it would be without a cache (list-page-read.ts).
 */
export type ListPage = {
  data: Record<string, unknown>[] | RawJson;
  next_cursor: string | null;
  total_count?: number;
};

const caches = new WeakMap<PgTable, RecordCache>();
function cacheOf(decl: ResourceDecl): RecordCache | null {
  if (!decl.list.cacheRecords || recordCacheSize() === 0) return null;
  let c = caches.get(decl.table);
  if (!c) caches.set(decl.table, (c = new RecordCache(recordCacheSize())));
  return c;
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
  const page: Omit<ListPage, "total_count"> = cache
    ? await cachedListPage(
        decl.name,
        versionsQuery(decl, cols, where, ks),
        async () =>
          (await cachedPage(decl, cache, cols, where, ks)) ??
          (await refilledPage(decl, cache, cols, where, ks)),
      )
    : await readPage(decl, cols, where, ks, false).then(({ page }) => ({
        data: page.rows.map(decl.toRecord),
        next_cursor: page.next_cursor,
      }));
  let total: number | undefined;
  if (sl.with_total_count)
    total = Number(
      (await db().select({ n: countFn() }).from(decl.table).where(filters))[0]?.n ?? 0,
    );
  return { ...page, total_count: total };
}
