import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import {
  accountFeatures,
  accountUsers,
  adAccounts,
  customAudiencePermissions,
} from "@/lib/db/schema";
import type { AdsCtx } from "../../ads-kernel/context";
import { AdsError } from "../../ads-kernel/errors";

async function sharesOutside(tx: Tx, accountId: string): Promise<boolean> {
  const [feature] = await tx
    .select({ key: accountFeatures.feature_key })
    .from(accountFeatures)
    .where(
      and(
        eq(accountFeatures.account_id, accountId),
        eq(accountFeatures.feature_key, "SHARE_AUDIENCE_OUTSIDE_BUSINESS"),
      ),
    );
  return !!feature;
}

/**
 * The refusal of an account outside the business, in words that say what to do instead: share with
 * an account of this business the caller can use (named, at most three), or give that account its
 * own audience from the same list. Only a sandbox account can take the feature that lifts the rule
 * (POST accounts/:account_id/features is sandbox only), so only there is it named.
 */
async function outsideRefusal(tx: Tx, ctx: AdsCtx, granted: string): Promise<string> {
  const business = ctx.account.businessId;
  const mates = business
    ? await tx
        .select({ id: adAccounts.id, name: adAccounts.name })
        .from(adAccounts)
        .innerJoin(
          accountUsers,
          and(eq(accountUsers.accountId, adAccounts.id), eq(accountUsers.userId, ctx.userId)),
        )
        .where(
          and(
            eq(adAccounts.businessId, business),
            ne(adAccounts.id, ctx.account.id),
            eq(adAccounts.deleted, false),
          ),
        )
        .orderBy(adAccounts.createdAt, adAccounts.id)
        .limit(3)
    : [];
  const where = ctx.account.businessName
    ? `this account's business (${ctx.account.businessName})`
    : "this account's business";
  const instead = mates.length
    ? ` You can share it with an account of this business instead: ${mates.map((m) => `${m.name} (${m.id})`).join(", ")}.`
    : "";
  const own = ` For account ${granted}, upload the same list to a custom audience of its own.`;
  const sandbox = ctx.sandbox
    ? " In the sandbox, the account feature SHARE_AUDIENCE_OUTSIDE_BUSINESS (POST accounts/:account_id/features) lets this account share outside its business."
    : "";
  return `Account ${granted} is not in ${where}: audiences are shared only within their owner's business.${instead}${own}${sandbox}`;
}

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
  if (!sameBusiness && !(await sharesOutside(tx, ctx.account.id)))
    throw AdsError.invalid("granted_account_id", await outsideRefusal(tx, ctx, granted));
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
