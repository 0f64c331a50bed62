import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { db, type Tx } from "@/lib/db/client";
import { accountUsers } from "@/lib/db/schema";
import type { AdsCtx } from "../../ads-kernel/context";
import { AdsError } from "../../ads-kernel/errors";
import { allowedActions } from "../../ads-kernel/permissions";
import type { promotableUserRecord } from "./record";

/**
 * Promotable users (document 2): every user tied to the account. The FULL promotable user is the
 * account's owner: its earliest ACCOUNT_ADMIN (then the smallest user id); every other account user is
 * REPOSTS_ONLY. The promotable user's id is the user's id.
 */
export type PromotableUser = z.output<typeof promotableUserRecord>;

export async function promotableUsers(accountId: string, tx?: Tx): Promise<PromotableUser[]> {
  const rows = await (tx ?? db())
    .select()
    .from(accountUsers)
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(accountUsers.createdAt), asc(accountUsers.userId));
  const owner = rows.find((r) => r.permissions.includes("ACCOUNT_ADMIN"));
  return rows.map((r) => ({
    id: r.userId,
    user_id: r.userId,
    promotable_user_type: r.userId === owner?.userId ? "FULL" : "REPOSTS_ONLY",
    created_at: r.createdAt.toISOString(),
    updated_at: r.createdAt.toISOString(),
    deleted: false,
  }));
}

/** The FULL promotable user's id (the default user_id of post and draft lists). */
export async function fullUserId(accountId: string, tx?: Tx): Promise<string | undefined> {
  return (await promotableUsers(accountId, tx)).find((u) => u.promotable_user_type === "FULL")
    ?.user_id;
}

/**
 * Who may write a post as `asUserId` (document 3, Posts; document 1, Conventions 8):
 * - as_user_id must be a promotable user of the account (INVALID_USER_ID otherwise);
 * - writing as oneself is always allowed, organic (nullcast=false) only so;
 * - writing as another user: only as the FULL promotable user, promoted-only, and only with
 *   POST_COMPOSER (beside ACCOUNT_ADMIN, AD_MANAGER or CREATIVE_MANAGER).
 */
export async function checkAsUser(
  tx: Tx,
  ctx: AdsCtx,
  asUserId: string,
  nullcast: boolean,
): Promise<void> {
  const users = await promotableUsers(ctx.account.id, tx);
  const as = users.find((u) => u.user_id === asUserId);
  if (!as)
    throw AdsError.of(
      "INVALID_USER_ID",
      `as_user_id ${asUserId} is not a promotable user of account ${ctx.account.id}; GET accounts/${ctx.account.id}/promotable_users lists them.`,
      "as_user_id",
    );
  if (asUserId === ctx.userId) return;
  if (!nullcast)
    throw AdsError.invalid(
      "nullcast",
      "Organic posts (nullcast=false) can only be made as the authenticated user; set nullcast=true or as_user_id to your own user id.",
    );
  if (as.promotable_user_type !== "FULL")
    throw AdsError.of(
      "INVALID_USER_ID",
      `as_user_id ${asUserId} is a REPOSTS_ONLY promotable user: only they can compose their posts.`,
      "as_user_id",
    );
  if (!allowedActions(ctx.permissions).has("posts.compose"))
    throw AdsError.forbidden(
      `Composing promoted-only posts as the FULL promotable user (${asUserId}) needs the POST_COMPOSER permission on this account (granted with ACCOUNT_ADMIN, AD_MANAGER or CREATIVE_MANAGER).`,
      "ACTION_NOT_ALLOWED",
    );
}
