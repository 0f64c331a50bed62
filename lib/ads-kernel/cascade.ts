import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import type { AdsCtx } from "./context";
import { columnsOf } from "./find-row";
import { recordHistory } from "./history";
import { forgetParents } from "./references";
import { forgetRows } from "./batch-rows";
import type { ResourceDecl } from "./resource-decl";
import { tableRows } from "./table-rows";

/** Children sharing one statement: more ids than this go in several. */
const CHUNK = 1000;

/**
 * Deletes, in the deleting transaction, the rows of every resource that declared "delete with the
 * parent" on `decl`, then their own children, each with its history row. Children declared "hide"
 * or "keep" stay as they are (list-page.ts hides the former unless with_deleted is asked).
 */
export async function deleteChildren(
  tx: Tx,
  ctx: AdsCtx,
  decl: ResourceDecl,
  parentIds: string[],
): Promise<void> {
  if (!parentIds.length) return;
  for (const { decl: child, ref } of decl.children) {
    if (ref.onParentDelete !== "delete") continue;
    const cols = columnsOf(child);
    for (let i = 0; i < parentIds.length; i += CHUNK) {
      const ids = parentIds.slice(i, i + CHUNK);
      const rows = tableRows(
        await tx
          .update(child.table)
          .set({ deleted: true, updated_at: new Date() })
          .where(
            and(
              inArray(cols[ref.param], ids),
              eq(cols.account_id, ctx.account.id),
              eq(cols.deleted, false),
            ),
          )
          .returning(),
      );
      forgetParents(tx, child.table);
      forgetRows(tx, child.table);
      for (const row of rows) {
        await recordHistory(tx, {
          accountId: ctx.account.id,
          userId: ctx.userId,
          entityType: child.entityType,
          entityId: row.id,
          changeType: "DELETE",
          before: { ...row, deleted: false },
          after: row,
        });
      }
      await deleteChildren(
        tx,
        ctx,
        child,
        rows.map((r) => r.id),
      );
    }
  }
}
