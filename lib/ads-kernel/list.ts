import { z } from "zod";
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AdsError } from "./errors";
import { bool, int } from "./fields";
import { decodeCursor, encodeCursor, MAX_CURSOR, type CursorValue } from "./cursor";

/** The standard list parameters (SL) of document 1, with per-endpoint count bounds. */
export function listSchema(opts: { countDefault: number; countMax: number }) {
  return z.object({
    count: int({ min: 1, max: opts.countMax }).default(opts.countDefault),
    cursor: z.string().min(1).max(MAX_CURSOR).optional(),
    sort_by: z
      .string()
      .max(64, "sort_by has at most 64 characters")
      .regex(
        /^[a-z_]+-(asc|desc)$/,
        "Expected <attribute>-asc or <attribute>-desc, for example created_at-asc",
      )
      .optional(),
    with_deleted: bool().default(false),
    with_total_count: bool().default(false),
  });
}
/** Refinement options for with_total_count + cursor: reported as EXCLUSIVE_PARAMETERS (see validate.ts). */
export const EXCLUSIVE_TOTAL_COUNT = {
  message:
    "with_total_count cannot be combined with cursor: ask for the total on the first page only",
  path: ["with_total_count"],
  params: { adsCode: "EXCLUSIVE_PARAMETERS" },
};

export type ListParams = z.output<ReturnType<typeof listSchema>>;

export const qParam = z
  .string()
  .min(1, "q must be 1 to 255 characters")
  .max(255, "q must be 1 to 255 characters")
  .optional();

type Sort = { attr: string; dir: "asc" | "desc" };

export function parseSort(sortBy: string | undefined, sortable: string[]): Sort {
  if (!sortBy) return { attr: "created_at", dir: "asc" };
  const i = sortBy.lastIndexOf("-");
  const attr = sortBy.slice(0, i);
  if (!sortable.includes(attr))
    throw AdsError.invalid(
      "sort_by",
      `sort_by attribute must be one of ${sortable.join(", ")} followed by -asc or -desc, got "${sortBy}".`,
    );
  // The schema's pattern leaves only -asc or -desc after the attribute.
  return { attr, dir: sortBy.slice(i + 1) === "desc" ? "desc" : "asc" };
}

export type KeysetQuery = {
  /** The attribute the page is sorted by (the cursor carries its value). */
  sortAttr: string;
  where: SQL[];
  orderBy: SQL[];
  limit: number;
  /** Builds next_cursor from the fetched rows (one more than count was fetched). */
  page<R extends Record<string, unknown>>(rows: R[]): { rows: R[]; next_cursor: string | null };
};

/**
 * Keyset pagination on (sort column, id): each page starts strictly after the last record seen,
 * so concurrent inserts and deletes never repeat or skip a record that existed throughout, and page
 * 500 costs what page 1 costs (with an index on the account, sort column and id).
 */
export function keyset(
  params: { count: number; cursor?: string; sort_by?: string },
  columns: Record<string, PgColumn>,
  sortable: string[],
): KeysetQuery {
  const sort = parseSort(params.sort_by, sortable);
  const col = columns[sort.attr];
  const idCol = columns.id;
  const where: SQL[] = [];
  if (params.cursor) {
    const { value, id } = decodeCursor(params.cursor, sort, col);
    const v = col.dataType === "date" && typeof value === "string" ? new Date(value) : value;
    const op = sort.dir === "asc" ? sql`>` : sql`<`;
    if (v === null) where.push(sql`(${col} is null and ${idCol} ${op} ${id})`);
    // A NOT NULL sort column has no null rows to add: without the `or ... is null` the row comparison
    // becomes an index condition, so the scan starts at the cursor instead of filtering every earlier row.
    else if (col.notNull) where.push(sql`(${col}, ${idCol}) ${op} (${v}, ${id})`);
    else where.push(sql`((${col}, ${idCol}) ${op} (${v}, ${id}) or ${col} is null)`);
  }
  const dir = sort.dir === "asc" ? asc : desc;
  return {
    sortAttr: sort.attr,
    where,
    // A NOT NULL column has no nulls to place last, so `desc` alone gives the same order, and only that
    // form matches a backward scan of the (account_id, column, id) index instead of sorting the account.
    orderBy: [
      sort.dir === "asc"
        ? sql`${col} asc nulls last`
        : col.notNull
          ? sql`${col} desc`
          : sql`${col} desc nulls last`,
      dir(idCol),
    ],
    limit: params.count + 1,
    page(rows) {
      const more = rows.length > params.count;
      const pageRows = more ? rows.slice(0, params.count) : rows;
      const last = pageRows[pageRows.length - 1];
      if (!more || !last) return { rows: pageRows, next_cursor: null };
      const value = cursorValue(last[sort.attr]);
      return { rows: pageRows, next_cursor: encodeCursor(sort, value, String(last.id)) };
    },
  };
}

/** A sort column's value as a cursor carries it: instants as ISO text; JSON cannot carry anything else. */
function cursorValue(raw: unknown): CursorValue {
  if (raw instanceof Date) return raw.toISOString();
  if (raw === undefined || raw === null) return null;
  if (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean") return raw;
  throw new Error(`a cursor cannot carry a sort value of type ${typeof raw}`);
}

/** Filters shared by every list: *_ids lists, the deleted flag and the q name prefix. */
export function idsFilter(column: PgColumn, ids: unknown): SQL | undefined {
  return Array.isArray(ids) && ids.length ? inArray(column, ids) : undefined;
}
export function deletedFilter(column: PgColumn, withDeleted: boolean): SQL | undefined {
  return withDeleted ? undefined : eq(column, false);
}
export function prefixFilter(column: PgColumn, q: string | undefined): SQL | undefined {
  return q ? ilike(column, `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
}
export function all(...parts: (SQL | undefined)[]): SQL | undefined {
  const present = parts.filter((p): p is SQL => !!p);
  return present.length ? and(...present) : undefined;
}
