import { sql, type SQL } from "drizzle-orm";
import { db, rawRows, type Db, type RawQuery, type RawRow } from "./client";

/** `text` with its $1…$n bound to `params`, as drizzle SQL (a transaction's statements). */
function positional(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((p, i) => (i % 2 ? sql`${params[Number(p) - 1]}` : sql.raw(p))));
}

/**
 * A statement of fixed text with positional parameters, run on `h`. On the pool's own handle it goes
 * out as it is (rawRows): a hot statement then costs no SQL building per call, which drizzle's
 * template otherwise does each time (about 0.1 ms of CPU for a statement of a dozen parameters). In
 * a transaction it goes through the transaction's handle, so it commits or rolls back with the work.
 * Rows as rawRows gives them: text values in select-list order.
 */
export function rawOn(h: Db): RawQuery {
  if (h === db()) return rawRows;
  return async (text, params) =>
    (await h.execute(positional(text, params))).rows.map((row): RawRow =>
      Object.values(row).map((v) => (v == null ? null : String(v))),
    );
}
