import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { accountFeatures, adAccounts, customAudiencePermissions } from "@/lib/db/schema";
import type { AdsCtx } from "../kernel/context";
import { AdsError } from "../kernel/errors";

/**
 * Who an audience may be shared with (document 3, Audience permissions): another account that exists,
 * in the owner's business (both accounts carry the same business_id), or any account when the owner
 * has the feature SHARE_AUDIENCE_OUTSIDE_BUSINESS; one live grant per account (revoke, then grant again
 * to change the level). Only the owner reaches here: the audience in the path is looked up in the
 * caller's account, so a grantee's call answers the audience's NOT_FOUND.
 */
export async function checkGrant(
  tx: Tx,
  ctx: AdsCtx,
  audienceId: string,
  granted: string,
): Promise<void> {
  if (granted === ctx.account.id)
    throw AdsError.invalid(
      "granted_account_id",
      "The owner account has the audience already; grant another account.",
    );
  const [other] = await tx
    .select({ business: adAccounts.businessId, deleted: adAccounts.deleted })
    .from(adAccounts)
    .where(eq(adAccounts.id, granted));
  if (!other || other.deleted)
    throw AdsError.invalid("granted_account_id", `No ad account ${granted}.`);
  const sameBusiness = !!ctx.account.businessId && other.business === ctx.account.businessId;
  if (!sameBusiness) {
    const [feature] = await tx
      .select({ key: accountFeatures.feature_key })
      .from(accountFeatures)
      .where(
        and(
          eq(accountFeatures.account_id, ctx.account.id),
          eq(accountFeatures.feature_key, "SHARE_AUDIENCE_OUTSIDE_BUSINESS"),
        ),
      );
    if (!feature)
      throw AdsError.invalid(
        "granted_account_id",
        `Account ${granted} is outside this account's business; sharing outside the business needs the account feature SHARE_AUDIENCE_OUTSIDE_BUSINESS.`,
      );
  }
  const [live] = await tx
    .select({ id: customAudiencePermissions.id })
    .from(customAudiencePermissions)
    .where(
      and(
        eq(customAudiencePermissions.custom_audience_id, audienceId),
        eq(customAudiencePermissions.granted_account_id, granted),
        eq(customAudiencePermissions.deleted, false),
      ),
    )
    .for("update");
  if (live)
    throw AdsError.invalid(
      "granted_account_id",
      `Account ${granted} holds permission ${live.id} on this audience already; revoke it to grant another level.`,
    );
}
