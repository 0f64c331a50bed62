import { z } from "zod";
import { bool } from "./fields";
import { defineOperation, type Operation } from "./operation";
import {
  createRecord,
  deleteRecord,
  findRow,
  listParamsSchema,
  updateRecord,
  type ResourceDecl,
} from "./resource";
import { listRecords } from "./list-page";
import { batchOperation } from "./batch";

const withDeletedOnly = z.object({ with_deleted: bool().default(false) });

/** The standard operations of a declared resource under accounts/:account_id/<name>. */
export function resourceOperations(decl: ResourceDecl): Operation[] {
  const base = `/accounts/:account_id/${decl.name}`;
  const one = `${base}/:${decl.idParam}`;
  const family = decl.name;
  const record = decl.record;
  const idOf = (c: { req: { param: (name: string) => string | undefined } }) =>
    c.req.param(decl.idParam) ?? "";
  const sandbox = (yes?: boolean) => (yes ? " (sandbox only)" : "");
  const ops: Operation[] = [
    defineOperation({
      family,
      method: "get",
      path: base,
      summary: `List ${decl.name}`,
      action: decl.actions.read,
      params: listParamsSchema(decl),
      record,
      response: "list",
      handler: async ({ ctx, params }) => {
        const page = await listRecords(decl, ctx, params);
        return { ...page, list: true };
      },
    }),
    defineOperation({
      family,
      method: "get",
      path: one,
      summary: `Get a ${decl.singular}`,
      action: decl.actions.read,
      params: withDeletedOnly,
      record,
      handler: async ({ ctx, params, c }) => {
        const row = await findRow(decl, ctx, idOf(c), { withDeleted: params.with_deleted });
        return { data: decl.toRecord(row) };
      },
    }),
  ];
  const create = decl.create;
  if (create) {
    ops.push(
      defineOperation({
        family,
        method: "post",
        path: base,
        summary: `Create a ${decl.singular}${sandbox(create.sandboxOnly)}`,
        action: decl.actions.write,
        params: create.schema,
        record,
        status: 201,
        sandboxOnly: create.sandboxOnly,
        handler: async ({ ctx, params }) => ({
          data: await createRecord(decl, ctx, params),
          status: 201,
        }),
      }),
    );
  }
  const update = decl.update;
  if (update) {
    ops.push(
      defineOperation({
        family,
        method: "put",
        path: one,
        summary: `Update a ${decl.singular}`,
        action: decl.actions.write,
        params: update.schema,
        record,
        handler: async ({ ctx, params, c }) => ({
          data: await updateRecord(decl, ctx, idOf(c), params),
        }),
      }),
    );
  }
  ops.push(
    defineOperation({
      family,
      method: "delete",
      path: one,
      summary: `Delete a ${decl.singular}${sandbox(decl.remove?.sandboxOnly)} (returns it with deleted=true; again: 404)`,
      action: decl.actions.write,
      record,
      sandboxOnly: decl.remove?.sandboxOnly,
      handler: async ({ ctx, c }) => ({ data: await deleteRecord(decl, ctx, idOf(c)) }),
    }),
  );
  if (decl.batch) ops.push(batchOperation(decl, decl.batch.max));
  return ops;
}
