import type { Row } from "./resource-decl";

const isInstant = (v: unknown) => v instanceof Date || typeof v === "string";

/**
 * Whether a row read from a declared resource's table has the columns every such table has
 * (AdsTable): drizzle, knowing the table only as a PgTable, answers its rows as unknown values.
 */
function isRow(r: Record<string, unknown>): r is Row {
  return (
    typeof r.id === "string" &&
    typeof r.account_id === "string" &&
    typeof r.deleted === "boolean" &&
    isInstant(r.created_at) &&
    isInstant(r.updated_at)
  );
}

/** The rows a statement on a declared resource's table answered, as the kernel's rows. */
export function tableRows(rows: Record<string, unknown>[]): Row[] {
  if (!rows.every(isRow))
    throw new Error("a resource's table answered a row without its id columns");
  return rows;
}
