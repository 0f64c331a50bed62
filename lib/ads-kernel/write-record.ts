import { config } from "@/lib/config/env";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import type { AdsCtx } from "./context";
import { AdsError } from "./errors";
import { columnsOf, findRow } from "./find-row";
import { recordHistory } from "./history";
import { scopedTransaction } from "./write-scope";
import { forgetParents, resolveParents } from "./references";
import { noteWrite } from "./batch-rows";
import { checkLimits } from "./limits";
import { deleteChildren } from "./cascade";
import type { ResourceDecl, Row } from "./resource-decl";
import { tableRows } from "./table-rows";

/**
 * The writes of a declared resource, shared by its endpoints, its batch, the console and jobs. Each
 * runs in the given transaction or a new one (a failing write changes nothing): parents resolved and
 * locked, the declaration's hook, the declared limits, the row, its history row, its children.
 * Creates are in create-record.ts. A row written here is forgotten by the transaction's parent reads
 * and followed by a batch's live rows (references.ts, batch-rows.ts).
 */
export function inTx<T>(tx: Tx | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? fn(tx) : scopedTransaction(fn);
}

export function writeHistory(ctx: AdsCtx, decl: ResourceDecl, id: string) {
  return {
    accountId: ctx.account.id,
    userId: ctx.userId,
    entityType: decl.entityType,
    entityId: id,
  };
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
    const [updated] = tableRows(
      await t
        .update(decl.table)
        .set({ ...values, updated_at: new Date() })
        .where(eq(columnsOf(decl).id, id))
        .returning(),
    );
    written(t, decl, updated);
    await recordHistory(t, {
      ...writeHistory(ctx, decl, id),
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
  if (remove.sandboxOnly && !ctx.sandbox)
    throw AdsError.sandboxOnly(`Deleting ${decl.name}`, config().adsSandboxBaseUrl);
  return inTx(tx, async (t) => {
    const before = await findRow(decl, ctx, id, { tx: t, lock: "update", scope });
    await remove.check?.(t, ctx, before);
    const [updated] = tableRows(
      await t
        .update(decl.table)
        .set({ deleted: true, updated_at: new Date() })
        .where(eq(columnsOf(decl).id, id))
        .returning(),
    );
    written(t, decl, updated);
    await recordHistory(t, {
      ...writeHistory(ctx, decl, id),
      changeType: "DELETE",
      before,
      after: updated,
    });
    await deleteChildren(t, ctx, decl, [id]);
    await remove.cascade?.(t, ctx, updated);
    return decl.toRecord(updated);
  });
}

function written(tx: Tx, decl: ResourceDecl, row: Row): void {
  forgetParents(tx, decl.table, row.id);
  noteWrite(tx, decl.table, row);
}
