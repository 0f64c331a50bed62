import { and, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db, type Tx } from "@/lib/db/client";
import { customAudiencePermissions, customAudiences } from "@/lib/db/schema";
import type { AdsCtx } from "../kernel/context";
import type { ResourceDecl, Row } from "../kernel/resource-decl";

/**
 * What an account reads of custom audiences: its own (permission_scope OWNER, the default) or those
 * other accounts shared with it through a live permission (SHARED), the same rule as
 * lib/audiences/access.ts. Records of shared audiences carry the grant's permission_level and
 * is_owner=false. Writes (PUT, DELETE, permissions) stay the owner's.
 */
const liveGrant = (accountId: string, audienceId: PgColumn | string) =>
  and(
    eq(customAudiencePermissions.custom_audience_id, audienceId),
    eq(customAudiencePermissions.granted_account_id, accountId),
    eq(customAudiencePermissions.deleted, false),
  );

export function listScope(
  ctx: AdsCtx,
  p: Record<string, unknown>,
  cols: Record<string, PgColumn>,
): SQL {
  if (p.permission_scope !== "SHARED") return eq(cols.account_id, ctx.account.id);
  return exists(
    db()
      .select({ one: sql`1` })
      .from(customAudiencePermissions)
      .where(liveGrant(ctx.account.id, cols.id)),
  );
}

/** Levels of the account's live grants on these audiences. */
export async function grantLevels(
  tx: Tx | ReturnType<typeof db>,
  accountId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({
      id: customAudiencePermissions.custom_audience_id,
      level: customAudiencePermissions.permission_level,
    })
    .from(customAudiencePermissions)
    .where(
      and(
        inArray(customAudiencePermissions.custom_audience_id, ids),
        eq(customAudiencePermissions.granted_account_id, accountId),
        eq(customAudiencePermissions.deleted, false),
      ),
    );
  // READ_WRITE wins when two live grants exist (they cannot through the interface, but rows can).
  const out = new Map<string, string>();
  for (const r of rows) if (out.get(r.id) !== "READ_WRITE") out.set(r.id, r.level);
  return out;
}

export const audienceReads: NonNullable<ResourceDecl["reads"]> = {
  find: async (ctx, id, withDeleted) => {
    const [row] = await db().select().from(customAudiences).where(eq(customAudiences.id, id));
    if (!row) return undefined;
    if (row.account_id === ctx.account.id)
      return !row.deleted || withDeleted ? (row as Row) : undefined;
    if (row.deleted) return undefined;
    const levels = await grantLevels(db(), ctx.account.id, [id]);
    return levels.has(id) ? (row as Row) : undefined;
  },
  present: async (ctx, records) => {
    const shared = records.filter((r) => r.owner_account_id !== ctx.account.id);
    const levels = await grantLevels(
      db(),
      ctx.account.id,
      shared.map((r) => String(r.id)),
    );
    return records.map((r) =>
      r.owner_account_id === ctx.account.id
        ? r
        : { ...r, is_owner: false, permission_level: levels.get(String(r.id)) ?? "READ_ONLY" },
    );
  },
};
