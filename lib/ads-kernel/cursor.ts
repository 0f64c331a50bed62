import type { PgColumn } from "drizzle-orm/pg-core";
import { AdsError } from "./errors";

/** Our cursors are well under this length; a longer one cannot be ours. */
export const MAX_CURSOR = 500;

type Sort = { attr: string; dir: "asc" | "desc" };
export type CursorValue = string | number | boolean | null;

/** Opaque cursor: the sort it belongs to and the last record's (sort value, id), base64url JSON. */
export function encodeCursor(sort: Sort, value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([`${sort.attr}-${sort.dir}`, value, id])).toString("base64url");
}

const ISO_INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Whether a decoded sort value can be compared with the sort column: anything else (a hand-made cursor)
 * would reach the database as a wrong type or an invalid date and fail there.
 */
function fitsColumn(col: PgColumn, value: unknown): boolean {
  if (value === null) return !col.notNull;
  switch (col.dataType) {
    case "date":
      // As encodeCursor wrote it: the exact toISOString() form, with a year PostgreSQL takes (0001 to 9999).
      return (
        typeof value === "string" &&
        ISO_INSTANT.test(value) &&
        !Number.isNaN(Date.parse(value)) &&
        new Date(value).toISOString() === value
      );
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
    default:
      return typeof value === "string";
  }
}

export function decodeCursor(
  cursor: string,
  sort: Sort,
  col: PgColumn,
): { value: CursorValue; id: string } {
  let decoded: { value: CursorValue; id: string } | undefined;
  try {
    if (cursor.length > MAX_CURSOR) throw new Error();
    const [key, value, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (key === `${sort.attr}-${sort.dir}` && typeof id === "string" && fitsColumn(col, value))
      decoded = { value, id };
  } catch {
    // Not base64url JSON: answered below like any cursor that is not ours.
  }
  if (!decoded)
    throw AdsError.invalid(
      "cursor",
      "cursor is not valid for this list and sort_by: pass next_cursor from the previous page unchanged, with the same sort_by.",
    );
  // A hand-made cursor may carry a NUL inside its JSON: it must not reach the database either.
  if (decoded.id.includes("\u0000") || String(decoded.value).includes("\u0000"))
    throw AdsError.nul("cursor");
  return decoded;
}
