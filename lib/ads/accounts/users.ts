import { z } from "zod";
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { accountUsers, adAccounts, users } from "@/lib/db/schema";
import { AdsError } from "../../ads-kernel/errors";
import {
  PERMISSION_LEVELS,
  POST_COMPOSER,
  POST_COMPOSER_LEVELS,
} from "../../ads-kernel/permissions";
import { enumList, idParam, str } from "../../ads-kernel/fields";
import type { AdsCtx } from "../../ads-kernel/context";

/**
 * Extension (not in the spec, which leaves user management to the reference's web tool): who may do
 * what on an account. Only ACCOUNT_ADMIN manages it; the console's Users page calls these endpoints.
 */
export const accountUserGrant = z
  .object({
    user_id: idParam().optional(),
    screen_name: str(50).optional(),
    permissions: enumList([...PERMISSION_LEVELS, POST_COMPOSER]),
  })
  .refine((v) => v.user_id || v.screen_name, {
    message: "user_id or screen_name is required",
    path: ["user_id"],
  })
  .refine(
    (v) =>
      !v.permissions.includes(POST_COMPOSER) ||
      v.permissions.some((p) => POST_COMPOSER_LEVELS.some((level) => level === p)),
    {
      message: `POST_COMPOSER goes only with ${POST_COMPOSER_LEVELS.join(", ")}`,
      path: ["permissions"],
    },
  )
  .refine((v) => v.permissions.some((p) => p !== POST_COMPOSER), {
    message: "At least one permission level is required",
    path: ["permissions"],
  });

export async function accountUserList(accountId: string) {
  const rows = await db()
    .select({
      user_id: users.id,
      screen_name: users.screenName,
      name: users.name,
      permissions: accountUsers.permissions,
      created_at: accountUsers.createdAt,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(users.screenName);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/**
 * Grants and revocations on one account run one at a time: each locks the account row first. Without it,
 * two admins removing each other at once would each still see the other as an admin and both succeed
 * (PostgreSQL, read committed), leaving the account with none.
 */
export async function lockAccount(ctx: AdsCtx, tx: Tx) {
  await tx
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(eq(adAccounts.id, ctx.account.id))
    .for("update");
}

/** An account must keep an administrator, or nobody could manage it any more. */
export async function assertAdminRemains(ctx: AdsCtx, tx: Tx) {
  const admins = await tx
    .select({ id: accountUsers.userId })
    .from(accountUsers)
    .where(
      and(
        eq(accountUsers.accountId, ctx.account.id),
        sql`${accountUsers.permissions} ? 'ACCOUNT_ADMIN'`,
      ),
    );
  if (admins.length === 0)
    throw AdsError.invalid("permissions", "The account must keep at least one ACCOUNT_ADMIN.");
}
