import { and, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db, type Tx } from "@/lib/db/client";
import { customAudiencePermissions, customAudiences, customAudienceUploads } from "@/lib/db/schema";
import type { AdsCtx } from "../../ads-kernel/context";
import type { ResourceDecl } from "../../ads-kernel/resource-decl";

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

/**
 * Not-targetable audiences with uploads their processing job has not applied yet. A targetable one
 * stays as it was until the job has run (its members are unaffected meanwhile); one that is not yet
 * targetable says PROCESSING, so a client knows its size and state are about to change (the console
 * follows it until they settle) instead of showing "0 users" as if final.
 */
async function awaitingProcessing(records: Record<string, unknown>[]): Promise<Set<string>> {
  const ids = records.filter((r) => r.targetable === false).map((r) => String(r.id));
  if (!ids.length) return new Set();
  const rows = await db()
    .selectDistinct({ id: customAudienceUploads.custom_audience_id })
    .from(customAudienceUploads)
    .where(
      and(
        inArray(customAudienceUploads.custom_audience_id, ids),
        eq(customAudienceUploads.applied, false),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const processing = (r: Record<string, unknown>) => {
  const given: unknown[] = Array.isArray(r.reasons_not_targetable) ? r.reasons_not_targetable : [];
  const reasons = given.filter((x) => x !== "PROCESSING");
  return { ...r, reasons_not_targetable: ["PROCESSING", ...reasons] };
};

export const audienceReads: NonNullable<ResourceDecl["reads"]> = {
  find: async (ctx, id, withDeleted) => {
    const [row] = await db().select().from(customAudiences).where(eq(customAudiences.id, id));
    if (!row) return undefined;
    if (row.account_id === ctx.account.id) return !row.deleted || withDeleted ? row : undefined;
    if (row.deleted) return undefined;
    const levels = await grantLevels(db(), ctx.account.id, [id]);
    return levels.has(id) ? row : undefined;
  },
  present: async (ctx, records) => {
    const shared = records.filter((r) => r.owner_account_id !== ctx.account.id);
    const levels = await grantLevels(
      db(),
      ctx.account.id,
      shared.map((r) => String(r.id)),
    );
    const waiting = await awaitingProcessing(records);
    return records.map((r) => {
      const seen = waiting.has(String(r.id)) ? processing(r) : r;
      return r.owner_account_id === ctx.account.id
        ? seen
        : { ...seen, is_owner: false, permission_level: levels.get(String(r.id)) ?? "READ_ONLY" };
    });
  },
};
