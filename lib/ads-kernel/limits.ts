import { and, count, eq, ne, type SQL } from "drizzle-orm";
import { adAccounts } from "@/lib/db/schema";
import type { Tx } from "@/lib/db/client";
import type { AdsCtx } from "./context";
import { AdsError } from "./errors";
import { columnsOf } from "./find-row";
import { pendingRows } from "./batch-rows";
import type { Limit, Parents, ResourceDecl, Row } from "./resource-decl";

/**
 * The declared limits of a write: how many rows (or ACTIVE rows) one account or one parent may hold.
 * The scope's row is locked FOR UPDATE before counting, so two processes writing at the same moment
 * cannot both pass the count. `before` is the row an update changes (absent on create): a limit is
 * checked only when the write adds to its count (a new row, an activation, a move to another parent).
 * A batch's rows not inserted yet (batch-rows.ts) count too, by the same conditions.
 */
export async function checkLimits(
  tx: Tx,
  ctx: AdsCtx,
  decl: ResourceDecl,
  values: Record<string, unknown>,
  parents: Parents,
  before?: Row,
): Promise<void> {
  for (const limit of decl.limits) {
    if (!addsTo(limit, values, before)) continue;
    const scope = await lockScope(tx, ctx, limit, parents);
    const cols = columnsOf(decl);
    const conds: SQL[] = [
      limit.per === "account" ? eq(cols.account_id, ctx.account.id) : eq(cols[limit.per], scope.id),
      eq(cols.deleted, false),
    ];
    if (limit.activeOnly) conds.push(eq(cols.entity_status, "ACTIVE"));
    if (before) conds.push(ne(cols.id, before.id));
    const pending = pendingRows(tx, decl.table).filter(
      (r) =>
        r.account_id === ctx.account.id &&
        (limit.per === "account" || r[limit.per] === scope.id) &&
        !r.deleted &&
        (!limit.activeOnly || r.entity_status === "ACTIVE") &&
        r.id !== before?.id,
    ).length;
    const n =
      pending +
      Number(
        (
          await tx
            .select({ n: count() })
            .from(decl.table)
            .where(and(...conds))
        )[0].n,
      );
    const max = typeof limit.max === "function" ? limit.max(scope) : limit.max;
    if (n >= max) {
      const parameter = limit.activeOnly ? "entity_status" : limit.per;
      throw AdsError.of(limit.code, limit.message(n, max), parameter);
    }
  }
}

function addsTo(limit: Limit, values: Record<string, unknown>, before?: Row): boolean {
  if (limit.activeOnly && values.entity_status !== "ACTIVE") return false;
  if (!before) return true;
  if (limit.activeOnly) return before.entity_status !== "ACTIVE";
  return limit.per !== "account" && values[limit.per] !== before[limit.per];
}

async function lockScope(tx: Tx, ctx: AdsCtx, limit: Limit, parents: Parents): Promise<Row> {
  if (limit.per !== "account") return parents[limit.per];
  const [a] = await tx
    .select()
    .from(adAccounts)
    .where(eq(adAccounts.id, ctx.account.id))
    .for("update");
  // The account as a row in the interface's names: a limit's `max` may read its own setting.
  return {
    id: a.id,
    account_id: a.id,
    deleted: a.deleted,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
    max_active_campaigns: a.maxActiveCampaigns,
  };
}
