import { z } from "zod";
import { changeSchema } from "@/lib/zod/change";
import type { Row, ZObject } from "./resource-decl";
import { columnsRecordSchema, columnsToRecord } from "./columns-record";
import { idList } from "./fields";
import type { AdsTable, RowOf } from "./table-types";
import type { RecordSchema, Resource, ResourceSpec } from "./resource-spec";
import type { ResourceShape, TypesOf } from "./resource-api";

export type { Resource } from "./resource-spec";

/**
 * A resource, declared once and typed by its table: names, id parameter, history entity type and
 * not-found code derive from `name`; the record derives from the columns unless the resource gives
 * its own; update derives from create (all optional, no defaults, create-only ones left out) unless the
 * resource gives its own schema; input schemas may only name columns (checked at compile time).
 * References to parents are resolved, locked and handed to the hooks typed by the parents' tables;
 * a parent learns here which children to delete with it (cascade.ts).
 * The hooks (prepare, check, cascade) may read and lock but never write: they run before the kernel
 * writes, so a refused batch item has written nothing (batch.ts runs items without savepoints).
 */
function updateFromCreate(create: ZObject, createOnly: string[]): ZObject {
  if (!(create instanceof z.ZodObject))
    throw new Error("update derives only from an object schema");
  const shape = Object.fromEntries(
    Object.entries(create.shape).filter(([k]) => !createOnly.includes(k)),
  );
  return changeSchema(z.object(shape));
}

/** The create schema plus the list of ids one POST creates a record for (post_ids). */
function withIds(schema: ZObject, many: { param: string; max: number }): ZObject {
  if (!(schema instanceof z.ZodObject))
    throw new Error(`a create with ${many.param} needs an object schema`);
  return schema.extend({ [many.param]: idList(many.max) });
}

export function defineResource<
  T extends AdsTable,
  const S extends ResourceShape,
  C extends ZObject = ZObject,
  U extends ZObject = ZObject,
  R extends RecordSchema = RecordSchema,
  P extends Record<string, Resource<AdsTable>> = Record<never, never>,
>(spec: ResourceSpec<T, C, U, R, P> & S): Resource<T, TypesOf<S, T, C, U, R>> {
  const singular = spec.singular ?? spec.name.replace(/s$/, "");
  const entityType = spec.entityType ?? singular.toUpperCase();
  // The kernel reads a declaration's rows from its own table and its parents' from theirs, and parses
  // input with its own schemas before any hook runs: the erased runtime types below are the declared ones.
  const row = (r: Row) => r as RowOf<T>;
  const parentsOf = (p: Record<string, Row>) => p as { [K in keyof P]: RowOf<P[K]["table"]> };
  const { create, update, remove } = spec;
  const { check, cascade } = remove ?? {};
  const toRecord = spec.toRecord;
  const updateSchema =
    update &&
    (update.schema ??
      (create ? updateFromCreate(create.schema, update.createOnly ?? []) : undefined));
  if ((spec.view || spec.reads || spec.list.scope) && spec.list.cacheRecords)
    throw new Error(`${spec.name}: a view rewrites records, which cached list pages cannot`);
  if (update && !updateSchema)
    throw new Error(`${spec.name}: update needs a schema or a create schema`);
  const declared: ResourceSpec<T, C, U, R, P>["references"] = spec.references;
  const references = Object.entries(declared ?? {}).map(([param, r]) => ({
    param,
    ...r,
    // Counting children per parent needs the parent locked against concurrent siblings.
    lock: spec.limits?.some((l) => l.per === param) ? ("update" as const) : (r.lock ?? "share"),
    onParentDelete: r.onParentDelete ?? "keep",
  }));
  const decl: Resource<T, TypesOf<S, T, C, U, R>> = {
    name: spec.name,
    singular: singular.replace(/_/g, " "),
    idParam: `${singular}_id`,
    entityType,
    notFoundCode: `${singular.toUpperCase()}_NOT_FOUND`,
    exampleId: spec.exampleId,
    version: spec.version ?? "12",
    table: spec.table,
    actions: spec.actions,
    list: spec.list,
    references,
    children: [],
    limits: spec.limits ?? [],
    record: spec.record ?? columnsRecordSchema(spec.table),
    toRecord: toRecord ? (r) => toRecord(row(r)) : columnsToRecord(spec.table),
    create: create && {
      schema: create.many ? withIds(create.schema, create.many) : create.schema,
      example: create.example,
      refused: create.refused,
      json: create.json,
      sandboxOnly: create.sandboxOnly,
      many: create.many,
      prepare: async (tx, ctx, input, parents) =>
        create.prepare ? create.prepare(tx, ctx, input as z.output<C>, parentsOf(parents)) : input,
      // The values are the ones prepare produced for this table (ValuesOf<T>), erased like the rows above.
      existing:
        create.existing &&
        (async (tx, ctx, v) => (await create.existing!(tx, ctx, v as never)) as Row | undefined),
    },
    update: update &&
      updateSchema && {
        schema: updateSchema,
        example: update.example,
        json: update.json,
        prepare: async (tx, ctx, r, input, parents) =>
          update.prepare
            ? update.prepare(tx, ctx, row(r), input as z.output<U>, parentsOf(parents))
            : input,
      },
    remove: remove && {
      sandboxOnly: remove.sandboxOnly,
      check: check && ((tx, ctx, r) => check(tx, ctx, row(r))),
      cascade: cascade && ((tx, ctx, r) => cascade(tx, ctx, row(r))),
    },
    batch: spec.batch,
    view: spec.view,
    reads: spec.reads,
  };
  for (const ref of references) ref.parent.children.push({ decl, ref });
  return decl;
}
