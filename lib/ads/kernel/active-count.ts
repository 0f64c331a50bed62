import { and, count, eq, ne, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { adAccounts } from "@/lib/db/schema";
import type { Tx } from "@/lib/db/client";

/**
 * Counts an account's ACTIVE, not deleted rows of a table with the account row locked first, so
 * two processes activating at the same moment cannot both pass a limit check. Returns the account's
 * active-campaign limit too, which is kept on that row.
 */
export async function lockedActiveCount(
  tx: Tx,
  table: PgTable & {
    account_id: PgColumn;
    deleted: PgColumn;
    entity_status: PgColumn;
    id: PgColumn;
  },
  accountId: string,
  excludeId?: string,
) {
  const account = (
    await tx
      .select({ max: adAccounts.maxActiveCampaigns })
      .from(adAccounts)
      .where(eq(adAccounts.id, accountId))
      .for("update")
  )[0];
  const conds: SQL[] = [
    eq(table.account_id, accountId),
    eq(table.deleted, false),
    eq(table.entity_status, "ACTIVE"),
  ];
  if (excludeId) conds.push(ne(table.id, excludeId));
  const active = Number(
    (
      await tx
        .select({ n: count() })
        .from(table)
        .where(and(...conds))
    )[0].n,
  );
  return { active, accountLimit: account.max };
}
