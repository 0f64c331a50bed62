import type { Refusal } from "./example";
import type { z } from "zod";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";
import type { Instant } from "@/lib/db/decode";
import type { AdsCtx } from "./context";
import type { AdsErrorCode } from "../http/ads-error-catalogue";
import type { AdsVersion } from "./operation";
import type { Action } from "./permissions";

// Rows are plain records keyed by the interface's field names; each declaration's own code narrows them.
// Timestamps are Dates from the query builder and ISO strings from list pages (see listRecords).
export type Row = Record<string, unknown> & {
  id: string;
  account_id: string;
  deleted: boolean;
  created_at: Instant;
  updated_at: Instant;
};
export type ZObject = z.ZodType<Record<string, unknown>>;
export type BatchOp = "Create" | "Update" | "Delete";

/** The parents a write resolved, by the parameter that names each (references.ts). */
export type Parents = Record<string, Row>;

/**
 * A reference to a parent resource: the row must exist in the account and not be deleted (else
 * INVALID_PARAMETER, or the parent's NOT_FOUND when the id is in the path), is locked for the write's
 * transaction, may pass column values down, and decides what its deletion does to this row.
 */
export type Reference = {
  /** The parameter (and column) holding the parent's id: "line_item_id". */
  param: string;
  parent: ResourceDecl;
  /** The id comes from the path (nested resources): accounts/:account_id/<parent>/:param/<name>. */
  inPath?: boolean;
  /** share: the parent cannot be deleted meanwhile; update: also serialises per-parent counts. */
  lock: "share" | "update";
  /** Child column <- parent column, copied on create (a line item's currency from its campaign). */
  inherit?: Record<string, string>;
  /** delete: deleted with the parent (with history); hide: kept, listed only with with_deleted. */
  onParentDelete: "delete" | "hide" | "keep";
  /** Refuses a parent in a state that takes no new children: the message, or undefined. */
  refuse?: (parent: Row) => string | undefined;
};

/** How many rows one account, or one parent, may hold (counted under a lock, see limits.ts). */
export type Limit = {
  /** "account", or the param of a reference. */
  per: string;
  /** Count only rows that are ACTIVE (entity_status). */
  activeOnly?: boolean;
  max: number | ((scope: Row) => number);
  code: AdsErrorCode;
  message: (count: number, max: number) => string;
};

/** A declaration as the kernel runs it; declarations are written with defineResource (typed by their table). */
export type ResourceDecl = {
  /** Path segment and plural name: "campaigns". */
  name: string;
  singular: string;
  idParam: string;
  entityType: string;
  notFoundCode?: string;
  exampleId: string;
  version: AdsVersion;
  table: PgTable;
  actions: { read: Action; write: Action };
  /** One record as the interface answers it (OpenAPI, console types); toRecord produces it. */
  record: z.ZodType;
  references: Reference[];
  /** References of other resources to this one, registered by their declarations (cascade.ts). */
  children: { decl: ResourceDecl; ref: Reference }[];
  limits: Limit[];
  list: {
    countDefault?: number;
    countMax?: number;
    sortable: string[];
    /** `<name>_ids` parameter -> column. */
    idFilters: Record<string, string>;
    /** Column searched by `q` (case-insensitive prefix). */
    q?: string;
    /** Extra list parameters and the condition they add (e.g. with_draft). */
    extra?: {
      shape: z.ZodRawShape;
      where: (p: Record<string, unknown>, cols: Record<string, PgColumn>) => SQL | undefined;
    };
    /** Filters that must be present (e.g. line_item_ids for targeting criteria). */
    required?: string[];
    /** Pages reuse a record while its row is unchanged (record-cache.ts): a pure function of its row. */
    cacheRecords?: boolean;
    /** Refuses a list before it runs, from its parameters (promoted accounts: none of line_item_ids accepts them). */
    check?: (ctx: AdsCtx, params: Record<string, unknown>) => Promise<void>;
    /** Which rows the account lists in place of its own (audiences shared with it). Not with cacheRecords. */
    scope?: (ctx: AdsCtx, p: Record<string, unknown>, cols: Record<string, PgColumn>) => SQL;
  };
  // The hooks below (prepare, check) may read and lock but never write: they run before the kernel
  // writes, so a refused batch item (no savepoints) has written nothing. A batch's earlier Create rows
  // are not in the database yet: a hook reads its own resource's through liveRows (batch-rows.ts).
  create?: {
    schema: ZObject;
    example: Record<string, unknown>;
    refused: readonly Refusal[];
    /** The parameters come as a JSON body (cards: nested arrays), not as query or form parameters. */
    json?: boolean;
    sandboxOnly?: boolean;
    /** One POST creates one record per id of `param` (post_ids, up to `max`), each with `column` set. */
    many?: { param: string; column: string; max: number };
    prepare: (
      tx: Tx,
      ctx: AdsCtx,
      input: Record<string, unknown>,
      parents: Parents,
    ) => Promise<Record<string, unknown>>;
    /** A live row the create would duplicate: answered as is, nothing written (promoted accounts). */
    existing?: (tx: Tx, ctx: AdsCtx, values: Record<string, unknown>) => Promise<Row | undefined>;
  };
  update?: {
    schema: ZObject;
    example: Record<string, unknown>;
    json?: boolean;
    prepare: (
      tx: Tx,
      ctx: AdsCtx,
      row: Row,
      input: Record<string, unknown>,
      parents: Parents,
    ) => Promise<Record<string, unknown>>;
  };
  remove?: {
    sandboxOnly?: boolean;
    check?: (tx: Tx, ctx: AdsCtx, row: Row) => Promise<void>;
    /** Runs in the deleting transaction after the row and its children are marked deleted. */
    cascade?: (tx: Tx, ctx: AdsCtx, row: Row) => Promise<void>;
  };
  /**
   * Parameters of list and get that change how records read, not which (targeting criteria's `lang`,
   * adding localized_name): parsed with the rest, then `present` rewrites each record answered.
   * Not for cacheRecords resources (their list pages are cached bytes).
   */
  view?: {
    shape: z.ZodRawShape;
    present: (record: Record<string, unknown>, params: Record<string, unknown>) => unknown;
  };
  /** Reads beyond the account's own rows (shared audiences): GET by id through `find`, records through `present`. */
  reads?: {
    find: (ctx: AdsCtx, id: string, withDeleted: boolean) => Promise<Row | undefined>;
    present: (
      ctx: AdsCtx,
      records: Record<string, unknown>[],
    ) => Promise<Record<string, unknown>[]>;
  };
  /** The batch endpoint: its size and operation types (default: those the resource declares). */
  batch?: { max: number; ops?: BatchOp[] };
  toRecord: (row: Row) => Record<string, unknown>;
};
