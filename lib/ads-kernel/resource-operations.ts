import { z } from "zod";
import type { Context } from "hono";
import { bool } from "./fields";
import { defineOperation, type Operation } from "./operation";
import { createMany, createRecord, deleteRecord, findRow, updateRecord } from "./resource";
import { listParamsSchema } from "./list-params";
import type { ResourceDecl } from "./resource-decl";
import { pathReference } from "./references";
import { listRecords } from "./list-page";
import { RawJson } from "./record-cache";
import { batchOperation } from "./batch";
import type { AdsCtx } from "./context";
import { AdsError } from "./errors";
import { resourceExamples } from "./resource-examples";

const withDeleted = { with_deleted: bool().default(false) };
type Ctx = Pick<Context, "req">;

/**
 * The standard operations of a declared resource under accounts/:account_id/<name>, or, for a nested
 * resource, under accounts/:account_id/<parent>/:<parent id>/<name> (its path reference): only those it
 * declares (no update, no delete), its create as one record, several (`many`) or a JSON body.
 */
async function readShared(decl: ResourceDecl, ctx: AdsCtx, id: string, withDeleted: boolean) {
  const row = await decl.reads?.find(ctx, id, withDeleted);
  if (!row) throw AdsError.notFound(decl.singular, id, decl.notFoundCode);
  return row;
}

/** The declaration each generated operation comes from: the route list names its file. */
export const GENERATED_FROM = new WeakMap<Operation, ResourceDecl>();

export function resourceOperations(decl: ResourceDecl): Operation[] {
  const under = pathReference(decl);
  const prefix = under ? `/${under.parent.name}/:${under.param}` : "";
  const base = `/accounts/:account_id${prefix}/${decl.name}`;
  const one = `${base}/:${decl.idParam}`;
  const meta = { family: decl.name, version: decl.version, record: decl.record };
  const examples = resourceExamples(decl);
  const idOf = (c: Ctx) => c.req.param(decl.idParam) ?? "";
  // A nested row must belong to the parent in the path; the parent itself must exist (404 otherwise).
  const scopeOf = (c: Ctx): Record<string, string> =>
    under ? { [under.param]: c.req.param(under.param) ?? "" } : {};
  const parentCheck = async (ctx: AdsCtx, c: Ctx) => {
    if (under) await findRow(under.parent, ctx, c.req.param(under.param) ?? "");
  };
  const sandbox = (yes?: boolean) => (yes ? " (sandbox only)" : "");
  const view = decl.view;
  // A view's records are arrays of objects: define-resource refuses a view with cached list pages.
  const present = (data: unknown, params: Record<string, unknown>) =>
    view && Array.isArray(data) ? data.map((r) => view.present(r, params)) : data;
  const ops: Operation[] = [
    defineOperation({
      ...meta,
      method: "get",
      path: base,
      summary: `List ${decl.name}`,
      action: decl.actions.read,
      params: listParamsSchema(decl),
      response: "list",
      example: examples.list,
      handler: async (call) => {
        await parentCheck(call.ctx, call.c);
        await decl.list.check?.(call.ctx, call.params);
        const page = await listRecords(decl, call.ctx, call.params, scopeOf(call.c));
        // Cached pages (RawJson) are never those of a resource with reads (define-resource.ts).
        const data =
          decl.reads && !(page.data instanceof RawJson)
            ? await decl.reads.present(call.ctx, page.data)
            : page.data;
        return { ...page, data: present(data, call.params), list: true };
      },
    }),
    defineOperation({
      ...meta,
      method: "get",
      path: one,
      summary: `Get a ${decl.singular}`,
      action: decl.actions.read,
      params: z.object({ ...withDeleted, ...view?.shape }),
      example: examples.get,
      handler: async ({ ctx, params, c }) => {
        const scope = scopeOf(c);
        const withDeleted = params.with_deleted;
        const row = decl.reads
          ? await readShared(decl, ctx, idOf(c), withDeleted)
          : await findRow(decl, ctx, idOf(c), { withDeleted, scope });
        const record = decl.reads
          ? (await decl.reads.present(ctx, [decl.toRecord(row)]))[0]
          : decl.toRecord(row);
        return { data: view ? view.present(record, params) : record };
      },
    }),
  ];
  const { create, update, remove } = decl;
  if (create) {
    const many = create.many;
    const schema = create.schema;
    ops.push(
      defineOperation({
        ...meta,
        method: "post",
        path: base,
        summary: `Create ${many ? `${decl.name} (one per ${many.param})` : `a ${decl.singular}`}${sandbox(create.sandboxOnly)}`,
        action: decl.actions.write,
        ...(create.json ? { body: schema } : { params: schema }),
        response: many ? "records" : "record",
        status: 201,
        sandboxOnly: create.sandboxOnly,
        example: examples.create ?? {},
        handler: async ({ ctx, params, body, c }) => {
          const input = { ...(create.json ? body : params), ...scopeOf(c) };
          const data = many
            ? await createMany(decl, ctx, input)
            : await createRecord(decl, ctx, input);
          return { data, status: 201 };
        },
      }),
    );
  }
  if (update) {
    ops.push(
      defineOperation({
        ...meta,
        method: "put",
        path: one,
        summary: `Update a ${decl.singular}`,
        action: decl.actions.write,
        ...(update.json ? { body: update.schema } : { params: update.schema }),
        example: examples.update ?? {},
        handler: async ({ ctx, params, body, c }) => {
          const input = update.json ? body : params;
          return { data: await updateRecord(decl, ctx, idOf(c), input, undefined, scopeOf(c)) };
        },
      }),
    );
  }
  if (remove) {
    ops.push(
      defineOperation({
        ...meta,
        method: "delete",
        path: one,
        summary: `Delete a ${decl.singular}${sandbox(remove.sandboxOnly)} (returns it with deleted=true; again: 404)`,
        action: decl.actions.write,
        sandboxOnly: remove.sandboxOnly,
        example: examples.remove,
        handler: async ({ ctx, c }) => ({
          data: await deleteRecord(decl, ctx, idOf(c), undefined, scopeOf(c)),
        }),
      }),
    );
  }
  if (decl.batch) ops.push(batchOperation(decl, decl.batch.max));
  for (const op of ops) GENERATED_FROM.set(op, decl);
  return ops;
}
