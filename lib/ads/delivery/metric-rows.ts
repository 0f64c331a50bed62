import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { METRIC_NAMES } from "./model/metrics";

/** A fact or segment row: its key columns (text, or a time) and its metrics by name. */
export type MetricRow = {
  keys: readonly (string | number | Date)[];
  metrics: Record<string, number>;
};

/** Rows per statement: one JSON parameter each. */
const CHUNK = 5000;

/**
 * Delivery's rows into ads_metric_hours or ads_metric_segment_days, many per statement: each row a
 * small JSON object (short keys, the metrics that are not zero only; the database puts the zeros
 * back), read by json_to_recordset. A day's segments of a thousand line items are ~60,000 rows: the
 * kernel's insertRows (full names, every value encoded by drizzle) cost more than the database did.
 */
export async function insertMetricRows(
  tx: Tx,
  table: "ads_metric_hours" | "ads_metric_segment_days",
  keyColumns: readonly (readonly [name: string, type: "text" | "timestamptz" | "date" | "int"])[],
  rows: readonly MetricRow[],
): Promise<void> {
  const names = [...keyColumns.map(([n]) => n), ...METRIC_NAMES];
  const types = keyColumns.map(([, t], i) => `k${i} ${t}`);
  const selects = keyColumns.map((_, i) => `r.k${i}`);
  METRIC_NAMES.forEach((_, j) => {
    types.push(`m${j} bigint`);
    selects.push(`coalesce(r.m${j}, 0)`);
  });
  const head = sql.raw(
    `insert into ${table} (${names.map((n) => `"${n}"`).join(", ")}) select ${selects.join(", ")} from json_to_recordset(`,
  );
  const tail = sql.raw(`::json) as r(${types.join(", ")})`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = rows.slice(i, i + CHUNK).map((r) => {
      const o: Record<string, unknown> = {};
      r.keys.forEach((v, k) => (o[`k${k}`] = v instanceof Date ? v.toISOString() : v));
      METRIC_NAMES.forEach((m, j) => {
        if (r.metrics[m]) o[`m${j}`] = r.metrics[m];
      });
      return o;
    });
    await tx.execute(sql`${head}${JSON.stringify(json)}${tail}`);
  }
}
