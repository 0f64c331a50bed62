import { z } from "zod";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { isoOf } from "@/lib/db/decode";

/**
 * The record a resource answers when it declares none of its own: every column under its own name
 * (columns carry the interface's field names), timestamps as UTC ISO 8601, ids as strings. The schema
 * describes exactly that, for the OpenAPI document and the console's types.
 */
function columnSchema(col: PgColumn): z.ZodType {
  const base: z.ZodType =
    col.dataType === "date"
      ? z.iso.datetime()
      : col.dataType === "boolean"
        ? z.boolean()
        : col.dataType === "number"
          ? z.number()
          : col.dataType === "array"
            ? z.array(z.unknown())
            : col.dataType === "json"
              ? z.unknown()
              : z.string();
  return col.notNull ? base : base.nullable();
}

export function columnsRecordSchema(table: PgTable): z.ZodObject {
  const cols: Record<string, PgColumn> = getTableColumns(table);
  return z.object(Object.fromEntries(Object.entries(cols).map(([k, c]) => [k, columnSchema(c)])));
}

export function columnsToRecord(table: PgTable) {
  const cols: Record<string, PgColumn> = getTableColumns(table);
  const dates = new Set(Object.keys(cols).filter((k) => cols[k].dataType === "date"));
  return (row: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(cols)) {
      const v = row[key];
      out[key] = dates.has(key) && v != null ? isoOf(v) : (v ?? null);
    }
    return out;
  };
}
