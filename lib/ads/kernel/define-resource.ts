import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import type { AdsCtx } from "./context";
import type { Action } from "./permissions";
import type { ResourceDecl, Row, ZObject } from "./resource";
import { columnsRecordSchema, columnsToRecord } from "./columns-record";
import type { AdsTable, ColumnsOnly, RowOf, ValuesOf } from "./table-types";

/**
 * A resource, declared once and typed by its table: names, id parameter, history entity type and
 * not-found code derive from `name`; the record derives from the columns unless the resource gives
 * its own; update derives from create (all optional, create-only parameters left out) unless the
 * resource gives its own schema; input schemas may only name columns (checked at compile time).
 * The hooks (prepare, check, cascade) may read and lock but never write: they run before the kernel
 * writes, so a refused batch item has written nothing (batch.ts runs items without savepoints).
 */
type RecordSchema = z.ZodType<Record<string, unknown>>;

type Spec<T extends AdsTable, C extends ZObject, U extends ZObject, R extends RecordSchema> = {
  /** Plural path segment: "campaigns", "funding_instruments". */
  name: string;
  /** Singular in snake_case when it is not `name` less its final "s". */
  singular?: string;
  table: T;
  actions: { read: Action; write: Action };
  list: ResourceDecl["list"];
  record?: R;
  toRecord?: (row: RowOf<T>) => z.output<R>;
  create?: {
    schema: C & ColumnsOnly<z.output<C>, T>;
    sandboxOnly?: boolean;
    prepare?: (tx: Tx, ctx: AdsCtx, input: z.output<C>) => Promise<ValuesOf<T>>;
  };
  update?: {
    /** Default: the create schema's fields, all optional, without `createOnly`. */
    schema?: U & ColumnsOnly<z.output<U>, T>;
    createOnly?: string[];
    prepare?: (tx: Tx, ctx: AdsCtx, row: RowOf<T>, input: z.output<U>) => Promise<ValuesOf<T>>;
  };
  remove?: {
    sandboxOnly?: boolean;
    check?: (tx: Tx, ctx: AdsCtx, row: RowOf<T>) => Promise<void>;
    /** Runs in the deleting transaction after the row is marked deleted (children, counters). */
    cascade?: (tx: Tx, ctx: AdsCtx, row: RowOf<T>) => Promise<void>;
  };
  batch?: { max: number };
};

function updateFromCreate(create: ZObject, createOnly: string[]): ZObject {
  if (!(create instanceof z.ZodObject))
    throw new Error("update derives only from an object schema");
  const shape = Object.fromEntries(
    Object.entries(create.shape).filter(([k]) => !createOnly.includes(k)),
  );
  return z.object(shape).partial();
}

export function defineResource<
  T extends AdsTable,
  C extends ZObject = ZObject,
  U extends ZObject = ZObject,
  R extends RecordSchema = RecordSchema,
>(spec: Spec<T, C, U, R>): ResourceDecl {
  const singular = spec.singular ?? spec.name.replace(/s$/, "");
  const entityType = singular.toUpperCase();
  // The kernel reads a declaration's rows from its own table only and parses input with its own
  // schemas before any hook runs: the erased runtime types below are the declared ones.
  const row = (r: Row) => r as RowOf<T>;
  const toRecord = spec.toRecord;
  const { create, update, remove } = spec;
  const { check, cascade } = remove ?? {};
  const updateSchema =
    update &&
    (update.schema ??
      (create ? updateFromCreate(create.schema, update.createOnly ?? []) : undefined));
  if (update && !updateSchema)
    throw new Error(`${spec.name}: update needs a schema or a create schema`);
  return {
    name: spec.name,
    singular: singular.replace(/_/g, " "),
    idParam: `${singular}_id`,
    entityType,
    notFoundCode: `${entityType}_NOT_FOUND`,
    table: spec.table,
    actions: spec.actions,
    list: spec.list,
    record: spec.record ?? columnsRecordSchema(spec.table),
    toRecord: toRecord ? (r) => toRecord(row(r)) : columnsToRecord(spec.table),
    create: create && {
      schema: create.schema,
      sandboxOnly: create.sandboxOnly,
      prepare: async (tx, ctx, input) =>
        create.prepare ? create.prepare(tx, ctx, input as z.output<C>) : input,
    },
    update: update &&
      updateSchema && {
        schema: updateSchema,
        prepare: async (tx, ctx, r, input) =>
          update.prepare ? update.prepare(tx, ctx, row(r), input as z.output<U>) : input,
      },
    remove: remove && {
      sandboxOnly: remove.sandboxOnly,
      check: check && ((tx, ctx, r) => check(tx, ctx, row(r))),
      cascade: cascade && ((tx, ctx, r) => cascade(tx, ctx, row(r))),
    },
    batch: spec.batch,
  };
}
