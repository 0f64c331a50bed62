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
  if (!audience) return null;
  if (audience.account_id === accountId) return { audience, level: "OWNER" };
  const [grant] = await db
    .select({ level: customAudiencePermissions.permission_level })
    .from(customAudiencePermissions)
    .where(
      and(
        eq(customAudiencePermissions.custom_audience_id, audienceId),
        eq(customAudiencePermissions.granted_account_id, accountId),
        eq(customAudiencePermissions.deleted, false),
      ),
    )
    .limit(1);
  if (!grant) return null;
  return { audience, level: grant.level === "READ_WRITE" ? "READ_WRITE" : "READ_ONLY" };
}
