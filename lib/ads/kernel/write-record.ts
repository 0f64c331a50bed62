import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import type { AdsCtx } from "./context";
import { AdsError } from "./errors";
import { columnsOf, findRow } from "./find-row";
import { recordHistory } from "./history";
import { scopedTransaction } from "./write-scope";
import { inherited, resolveParents } from "./references";
import { checkLimits } from "./limits";
import { deleteChildren } from "./cascade";
import type { ResourceDecl, Row } from "./resource-decl";

/**
 * The writes of a declared resource, shared by its endpoints, its batch, the console and jobs. Each
 * runs in the given transaction or a new one (a failing write changes nothing): parents resolved and
 * locked, the declaration's hook, the declared limits, the row, its history row, its children.
 */
export function inTx<T>(tx: Tx | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? fn(tx) : scopedTransaction(fn);
}

function history(ctx: AdsCtx, decl: ResourceDecl, id: string) {
  return {
    accountId: ctx.account.id,
    userId: ctx.userId,
    entityType: decl.entityType,
    entityId: id,
  };
}

export async function createRecord(
  decl: ResourceDecl,
  ctx: AdsCtx,
  input: Record<string, unknown>,
  tx?: Tx,
) {
  const create = decl.create;
  if (!create) throw AdsError.of("METHOD_NOT_ALLOWED", `${decl.name} cannot be created.`);
  if (create.sandboxOnly && !ctx.sandbox) throw AdsError.sandboxOnly(`Creating ${decl.name}`);
  return inTx(tx, async (t) => {
    const parents = await resolveParents(t, ctx, decl, input);
    const values = {
      ...(await create.prepare(t, ctx, input, parents)),
      ...inherited(decl, parents),
    };
    const found = await create.existing?.(t, ctx, values);
    if (found) return decl.toRecord(found);
    await checkLimits(t, ctx, decl, values, parents);
    const now = new Date();
    const row = {
      id: newId(),
      account_id: ctx.account.id,
      deleted: false,
      created_at: now,
      updated_at: now,
      ...values,
    };
    const [inserted] = (await t.insert(decl.table).values(row).returning()) as Row[];
    await recordHistory(t, {
      ...history(ctx, decl, row.id),
      changeType: "CREATE",
      before: null,
      after: inserted,
    });
    return decl.toRecord(inserted);
  });
}

/** One POST, several records (post_ids): one create per distinct id, all or none. */
export async function createMany(
  decl: ResourceDecl,
  ctx: AdsCtx,
  input: Record<string, unknown>,
  tx?: Tx,
) {
  const many = decl.create?.many;
  if (!many) return [await createRecord(decl, ctx, input, tx)];
  const { [many.param]: ids, ...rest } = input;
  const list = Array.isArray(ids) ? [...new Set(ids.map(String))] : [];
  return inTx(tx, async (t) => {
    const out: Record<string, unknown>[] = [];
    for (const id of list)
      out.push(await createRecord(decl, ctx, { ...rest, [many.column]: id }, t));
    return out;
  });
}

export async function updateRecord(
  decl: ResourceDecl,
  ctx: AdsCtx,
  id: string,
  input: Record<string, unknown>,
  tx?: Tx,
  scope?: Record<string, string>,
) {
  const update = decl.update;
  if (!update) throw AdsError.of("METHOD_NOT_ALLOWED", `${decl.name} cannot be updated.`);
  return inTx(tx, async (t) => {
    const before = await findRow(decl, ctx, id, { tx: t, lock: "update", scope });
    const parents = await resolveParents(t, ctx, decl, { ...before, ...input });
    const values = await update.prepare(t, ctx, before, input, parents);
    await checkLimits(t, ctx, decl, { ...before, ...values }, parents, before);
    const [updated] = (await t
      .update(decl.table)
      .set({ ...values, updated_at: new Date() })
      .where(eq(columnsOf(decl).id, id))
      .returning()) as Row[];
    await recordHistory(t, {
      ...history(ctx, decl, id),
      changeType: "UPDATE",
      before,
      after: updated,
    });
    return decl.toRecord(updated);
  });
}

export async function deleteRecord(
  decl: ResourceDecl,
  ctx: AdsCtx,
  id: string,
  tx?: Tx,
  scope?: Record<string, string>,
) {
  const remove = decl.remove;
  if (!remove) throw AdsError.of("METHOD_NOT_ALLOWED", `${decl.name} cannot be deleted.`);
  if (remove.sandboxOnly && !ctx.sandbox) throw AdsError.sandboxOnly(`Deleting ${decl.name}`);
  return inTx(tx, async (t) => {
    const before = await findRow(decl, ctx, id, { tx: t, lock: "update", scope });
    await remove.check?.(t, ctx, before);
    const [updated] = (await t
      .update(decl.table)
      .set({ deleted: true, updated_at: new Date() })
      .where(eq(columnsOf(decl).id, id))
      .returning()) as Row[];
    await recordHistory(t, {
      ...history(ctx, decl, id),
      changeType: "DELETE",
      before,
      after: updated,
    });
    await deleteChildren(t, ctx, decl, [id]);
    await remove.cascade?.(t, ctx, updated);
    return decl.toRecord(updated);
  });
}
