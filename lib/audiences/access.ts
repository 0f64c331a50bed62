import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { customAudiencePermissions, customAudiences } from "../db/schema";

export type AudienceRow = typeof customAudiences.$inferSelect;

/** How an account reaches an audience: its owner, or through a live (not revoked) permission. */
export type AudienceAccess = {
  audience: AudienceRow;
  level: "OWNER" | "READ_WRITE" | "READ_ONLY";
};

/**
 * The one rule of who sees an audience, used by the audiences' own calls, targeting criteria (new
 * CUSTOM_AUDIENCE criteria need access now; existing ones keep running after a revoke) and the estimate.
 * Null when the audience does not exist, is deleted, or is neither owned by nor shared with `accountId`.
 */
export async function audienceAccess(
  db: Db | Tx,
  accountId: string,
  audienceId: string,
): Promise<AudienceAccess | null> {
  const [audience] = await db
    .select()
    .from(customAudiences)
    .where(and(eq(customAudiences.id, audienceId), eq(customAudiences.deleted, false)));
  return audience ? accessOf(db, accountId, audience) : null;
}

async function accessOf(
  db: Db | Tx,
  accountId: string,
  audience: AudienceRow,
): Promise<AudienceAccess | null> {
  if (audience.account_id === accountId) return { audience, level: "OWNER" };
  const [grant] = await db
    .select({ level: customAudiencePermissions.permission_level })
    .from(customAudiencePermissions)
    .where(
      and(
        eq(customAudiencePermissions.custom_audience_id, audience.id),
        eq(customAudiencePermissions.granted_account_id, accountId),
        eq(customAudiencePermissions.deleted, false),
      ),
    )
    .limit(1);
  if (!grant) return null;
  return { audience, level: grant.level === "READ_WRITE" ? "READ_WRITE" : "READ_ONLY" };
}

/** Why an account may not put an audience into a new targeting criterion. */
export type TargetingRefusal =
  { why: "missing" } | { why: "deleted" | "not_shared" | "not_targetable"; audience: AudienceRow };

/**
 * THE rule for targeting an audience in a NEW criterion (a criterion created, or copied with its line
 * item or campaign): the audience exists, is not deleted, the account owns it or holds a live grant, and
 * it is targetable. Criteria already held keep running whatever happens later. The refusal says which
 * condition failed, so each caller words it for its own call (targeting-criteria/prepare.ts, ads/copy).
 */
export async function targetingAccess(
  db: Db | Tx,
  accountId: string,
  audienceId: string,
): Promise<{ access: AudienceAccess } | TargetingRefusal> {
  const [audience] = await db
    .select()
    .from(customAudiences)
    .where(eq(customAudiences.id, audienceId));
  if (!audience) return { why: "missing" };
  if (audience.deleted) return { why: "deleted", audience };
  const access = await accessOf(db, accountId, audience);
  if (!access) return { why: "not_shared", audience };
  if (!audience.targetable) return { why: "not_targetable", audience };
  return { access };
}
