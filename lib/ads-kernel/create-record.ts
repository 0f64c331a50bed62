import { config } from "@/lib/config/env";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import type { AdsCtx } from "./context";
import { AdsError } from "./errors";
import { addHistory, recordHistory } from "./history";
import { inherited, resolveParents } from "./references";
import { checkLimits } from "./limits";
import { deferInsert, flushInserts } from "./batch-rows";
import { inTx, writeHistory } from "./write-record";
import type { ResourceDecl, Row } from "./resource-decl";
import { tableRows } from "./table-rows";

/**
 * A create of a declared resource, in the given transaction or a new one (a failing write changes
 * nothing): parents resolved and locked, the declaration's hook, the declared limits, the row and its
 * history row. The record is answered by `record()`: at once, or in a batch (defer) once the batch's
 * rows are inserted together (batch-rows.ts flushInserts).
 */
export async function stageCreate(
  decl: ResourceDecl,
  ctx: AdsCtx,
  input: Record<string, unknown>,
  t: Tx,
  defer = false,
): Promise<() => Record<string, unknown>> {
  const create = decl.create;
  if (!create) throw AdsError.of("METHOD_NOT_ALLOWED", `${decl.name} cannot be created.`);
  if (create.sandboxOnly && !ctx.sandbox)
    throw AdsError.sandboxOnly(`Creating ${decl.name}`, config().adsSandboxBaseUrl);
  const parents = await resolveParents(t, ctx, decl, input);
  const values = {
    ...(await create.prepare(t, ctx, input, parents)),
    ...inherited(decl, parents),
  };
  if (create.existing) {
    // `existing` reads this resource's rows from the database: a batch's earlier rows go in first.
    await flushInserts(t);
    const found = await create.existing(t, ctx, values);
    if (found) return () => decl.toRecord(found);
  }
  await checkLimits(t, ctx, decl, values, parents);
  const now = new Date();
  const row: Row = {
    id: newId(),
    account_id: ctx.account.id,
    deleted: false,
    created_at: now,
    updated_at: now,
    ...values,
  };
  const entry = { ...writeHistory(ctx, decl, row.id), changeType: "CREATE" as const, before: null };
  if (defer) {
    const history = await addHistory(t, { ...entry, after: row });
    if (!history) throw new Error("a create always has a history row");
    const inserted = deferInsert(t, decl.table, row, history);
    return () => decl.toRecord(inserted());
  }
  const [inserted] = tableRows(await t.insert(decl.table).values(row).returning());
  await recordHistory(t, { ...entry, after: inserted });
  return () => decl.toRecord(inserted);
}

export async function createRecord(
  decl: ResourceDecl,
  ctx: AdsCtx,
  input: Record<string, unknown>,
  tx?: Tx,
) {
  return inTx(tx, async (t) => (await stageCreate(decl, ctx, input, t))());
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
