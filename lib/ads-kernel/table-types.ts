import type { PgTable } from "drizzle-orm/pg-core";
import type { Instant } from "@/lib/db/decode";

/**
 * Types that tie a resource declaration to its table at compile time: its rows, the values it may
 * write, and a check that every key of an input schema names a column (drizzle drops unknown keys
 * from an insert silently, so a misspelt parameter would otherwise vanish without a word).
 */
export type AdsTable = PgTable & {
  $inferSelect: {
    id: string;
    account_id: string;
    deleted: boolean;
    created_at: Date;
    updated_at: Date;
  };
};

/** A row as the kernel hands it over: timestamps are Dates from the query builder, ISO strings from list pages. */
export type RowOf<T extends AdsTable> = {
  [K in keyof T["$inferSelect"]]: T["$inferSelect"][K] extends Date
    ? Instant
    : T["$inferSelect"][K] extends Date | null
      ? Instant | null
      : T["$inferSelect"][K];
};

/** The kernel sets these itself; declarations write the rest. */
type KernelColumns = "id" | "account_id" | "deleted" | "created_at" | "updated_at";
export type ValuesOf<T extends AdsTable> = Partial<Omit<T["$inferInsert"], KernelColumns>>;

/** Keys of S that are not writable columns of T. */
export type UnknownColumns<S, T extends AdsTable> = Exclude<keyof S, keyof ValuesOf<T>>;

/**
 * S itself when all its keys are columns; otherwise a type S cannot satisfy, whose missing property
 * names the offending keys in the compiler's message.
 */
export type ColumnsOnly<S, T extends AdsTable> = [UnknownColumns<S, T>] extends [never]
  ? unknown
  : { "these parameters are not columns of the table": UnknownColumns<S, T> };
