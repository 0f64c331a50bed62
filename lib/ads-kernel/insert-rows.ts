import { getTableColumns, is, sql, SQL } from "drizzle-orm";
import { PgArray, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";

/**
 * Many rows into one table in one statement with one parameter: the rows as a JSON array, spread into
 * the table's row type by json_populate_recordset. Drizzle's multi-row insert binds one parameter per
 * value and builds each with a dozen class checks: for a 500-item batch (about 10,000 values with the
 * history rows) that cost more CPU than the database spent on the rows. Values are encoded as drizzle
 * would bind them (mapToDriverValue); json columns and arrays travel as JSON values.
 * Rows are grouped by the columns they set, so a column a row leaves out takes its database default,
 * as in drizzle's insert. A value that JSON cannot carry as drizzle would bind it (an SQL expression,
 * a column filled by a JavaScript default, bytes) sends that group through drizzle's insert instead.
 */
export async function insertRows(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = getTableColumns(table);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined && columns[k]);
    const key = keys.join(",");
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const [key, group] of groups) {
    const keys = key.split(",");
    const json = encode(columns, keys, group);
    if (!json) {
      await tx.insert(table).values(group);
      continue;
    }
    const names = sql.join(
      keys.map((k) => sql.identifier(columns[k].name)),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}

type Scalar = string | number | boolean | null;

/** The group as JSON text keyed by column names, or null when drizzle's insert must take it. */
function encode(
  columns: Record<string, PgColumn>,
  keys: string[],
  group: Record<string, unknown>[],
): string | null {
  // A column the rows leave out but drizzle fills from JavaScript (defaultFn, onUpdateFn).
  for (const [k, c] of Object.entries(columns))
    if (!keys.includes(k) && (c.defaultFn || c.onUpdateFn)) return null;
  // How each column encodes, decided once per group rather than per value.
  const plan = keys.map((k) => {
    const c = columns[k];
    return {
      c,
      name: c.name,
      kind: c.dataType === "json" ? "json" : is(c, PgArray) ? "array" : "",
    };
  });
  const out: Record<string, unknown>[] = [];
  for (const row of group) {
    const o: Record<string, unknown> = {};
    for (const [i, k] of keys.entries()) {
      const v = value(plan[i].c, plan[i].kind, row[k]);
      if (v === undefined) return null;
      o[plan[i].name] = v;
    }
    out.push(o);
  }
  return JSON.stringify(out);
}

/** The value as a JSON value, or undefined when drizzle's insert must bind it. */
function value(column: PgColumn, kind: string, v: unknown): unknown {
  if (v === null) return null;
  if (typeof v === "string" && kind === "") return scalar(column.mapToDriverValue(v));
  if (is(v, SQL)) return undefined;
  if (kind === "json") return v;
  if (kind === "array" && is(column, PgArray)) {
    if (!Array.isArray(v)) return undefined;
    const items = v.map((x) => (x === null ? null : scalar(column.baseColumn.mapToDriverValue(x))));
    return items.some((x) => x === undefined) ? undefined : items;
  }
  return scalar(column.mapToDriverValue(v));
}

// NaN and the infinities have no JSON: drizzle's insert binds them.
const scalar = (v: unknown): Scalar | undefined =>
  typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v))
    ? v
    : undefined;
