import { is } from "drizzle-orm";
import { PgTimestamp, type PgColumn } from "drizzle-orm/pg-core";
import type { RawRow } from "./client";

/**
 * Decoding of raw rows (rawRows in client.ts) into records keyed by the columns' property names, the
 * same shape the query builder returns except that timestamps stay strings: the ISO 8601 form the
 * interface prints, so a list of 1,000 rows builds no Date objects at all.
 */

/** A point in time as rows carry it: a Date from the query builder, an ISO 8601 string from rawRows. */
export type Instant = Date | string;

/** Milliseconds since the epoch of either form. */
export function instantMs(v: Instant): number {
  return typeof v === "string" ? Date.parse(v) : v.getTime();
}

/** Either form as toISOString() writes it; null for null. */
export function isoOf(v: unknown): string | null {
  if (v instanceof Date) return v.toISOString();
  return typeof v === "string" ? v : null;
}

const PLUS = 43;
const SPACE = 32;
const DOT = 46;
const DASH = 45;

/**
 * PostgreSQL's timestamptz text in a UTC session ("2026-11-18 07:11:33+00", "... 07:11:33.5+00",
 * "... 07:11:33.123456+00") as toISOString() writes it ("2026-11-18T07:11:33.500Z"): milliseconds,
 * truncated like a Date would. Any other form (another session time zone) goes through Date.
 */
export function isoFromPg(text: string): string {
  const n = text.length;
  if (
    n >= 22 &&
    text.charCodeAt(n - 3) === PLUS &&
    text.charCodeAt(n - 2) === 48 &&
    text.charCodeAt(n - 1) === 48 &&
    text.charCodeAt(4) === DASH &&
    text.charCodeAt(10) === SPACE
  ) {
    const day = text.slice(0, 10);
    const time = text.slice(11, 19);
    if (n === 22) return `${day}T${time}.000Z`;
    if (text.charCodeAt(19) === DOT)
      return `${day}T${time}.${(text.slice(20, n - 3) + "00").slice(0, 3)}Z`;
  }
  // "+05:30" and "+05" offsets: ISO 8601 wants "T" and hh:mm.
  const normalised = text.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");
  const date = new Date(normalised);
  if (Number.isNaN(date.getTime()))
    throw new Error(`unreadable timestamp from the database: ${text}`);
  return date.toISOString();
}

type Kind = "text" | "number" | "boolean" | "json" | "instant";

function kindOf(col: PgColumn): Kind {
  switch (col.dataType) {
    case "date":
      // isoFromPg reads instants; a timestamp without time zone has no offset to read, so it is refused
      // rather than taken as local time (the query builder takes it as UTC).
      if (is(col, PgTimestamp) && !col.withTimezone) {
        throw new Error(`no raw decoder for column ${col.name}: timestamp without time zone`);
      }
      return "instant";
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "json":
      return "json";
    case "string":
      return "text";
    default:
      throw new Error(`no raw decoder for column ${col.name} (${col.columnType})`);
  }
}

export type RowDecoder = {
  /** Property names, in the order the select list must name the columns. */
  keys: string[];
  decode(raw: RawRow): Record<string, unknown>;
};

/** A decoder for rows selected with exactly `columns` (a table's, by property name), in that order. */
export function rowDecoder(columns: Record<string, PgColumn>): RowDecoder {
  const keys = Object.keys(columns);
  const kinds = keys.map((k) => kindOf(columns[k]));
  return {
    keys,
    decode(raw) {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const v = raw[i];
        if (v === null) {
          out[keys[i]] = null;
          continue;
        }
        switch (kinds[i]) {
          case "instant":
            out[keys[i]] = isoFromPg(v);
            break;
          case "number":
            out[keys[i]] = Number(v);
            break;
          case "boolean":
            out[keys[i]] = v === "t";
            break;
          case "json":
            out[keys[i]] = JSON.parse(v);
            break;
          default:
            out[keys[i]] = v;
        }
      }
      return out;
    },
  };
}
