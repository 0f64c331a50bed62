import { eq, getTableName, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Tx } from "@/lib/db/client";
import type { AdsCtx } from "./context";
import { AdsError } from "./errors";
import { columnsOf, readRow } from "./find-row";
import { forgetInTx, memoInTx } from "./write-scope";
import type { Parents, Reference, ResourceDecl, Row } from "./resource-decl";

/**
 * Resolves and locks the parents a write names (the declaration's references): each must exist in
 * the account and not be deleted, and may refuse new children in its state. The lock holds until the
 * write's transaction ends, so a parent cannot be deleted (or, locked for update, gain a sibling that
 * a limit would count) between this check and the commit. A parent is read and locked once per
 * transaction (500 batch items naming one line item: one read); the kernel's writes of a row in the
 * transaction forget it (forgetParents), so a later item reads it again.
 */
export async function resolveParents(
  tx: Tx,
  ctx: AdsCtx,
  decl: ResourceDecl,
  values: Record<string, unknown>,
): Promise<Parents> {
  const parents: Parents = {};
  for (const ref of decl.references) {
    const id = values[ref.param];
    if (id === undefined || id === null) throw AdsError.missing(ref.param);
    parents[ref.param] = await parentRow(tx, ctx, ref, String(id));
  }
  return parents;
}

async function parentRow(tx: Tx, ctx: AdsCtx, ref: Reference, id: string): Promise<Row> {
  const { parent } = ref;
  const row = await memoInTx(tx, `${parentKey(parent.table, id)}${ref.lock}`, () =>
    readRow(parent, ctx, id, { tx, lock: ref.lock }),
  );
  if (!row || row.deleted) {
    // In the path, the parent is the resource addressed (404); as a parameter, it is bad input.
    if (ref.inPath) throw AdsError.notFound(parent.singular, id, parent.notFoundCode);
    throw AdsError.invalid(ref.param, `No ${parent.singular} ${id} in this account.`);
  }
  const refused = ref.refuse?.(row);
  if (refused) throw AdsError.invalid(ref.param, refused);
  return row;
}

const parentKey = (table: PgTable, id?: string) =>
  `parent:${getTableName(table)}:${id === undefined ? "" : `${id}:`}`;

/** The kernel wrote a row of `table` (or, without an id, several): its parent reads are read again. */
export function forgetParents(tx: Tx, table: PgTable, id?: string): void {
  forgetInTx(tx, parentKey(table, id));
}

/** Values a new row takes from its parents (declared `inherit`): they win over the input. */
export function inherited(decl: ResourceDecl, parents: Parents): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const ref of decl.references)
    for (const [child, column] of Object.entries(ref.inherit ?? {}))
      out[child] = parents[ref.param]?.[column];
  return out;
}

/** The reference whose id is in the path (nested resources), if any. */
export function pathReference(decl: ResourceDecl): Reference | undefined {
  return decl.references.find((r) => r.inPath);
}

/** Rows whose "hide" parent is deleted are listed only with with_deleted (promoted posts). */
export function hiddenByParent(
  decl: ResourceDecl,
  cols: Record<string, PgColumn>,
  withDeleted: boolean,
) {
  if (withDeleted) return [];
  return decl.references
    .filter((r) => r.onParentDelete === "hide")
    .map((r) => {
      const parent = columnsOf(r.parent);
      const live = db()
        .select({ id: parent.id })
        .from(r.parent.table)
        .where(eq(parent.deleted, false));
      return inArray(cols[r.param], live);
    });
}
