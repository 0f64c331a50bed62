import type { Hono } from "hono";
import { z } from "zod";
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { accountUsers, adAccounts, users } from "@/lib/db/schema";
import { route, type AdsEnv } from "../kernel/handler";
import { parseParams } from "../kernel/validate";
import { AdsError } from "../kernel/errors";
import { recordHistory } from "../kernel/history";
import { PERMISSION_LEVELS, POST_COMPOSER, POST_COMPOSER_LEVELS } from "../kernel/permissions";
import { enumList, idParam, str } from "../kernel/fields";
import type { AdsCtx } from "../kernel/context";

/**
 * Extension (not in the spec, which leaves user management to the reference's web tool): who may do
 * what on an account. Only ACCOUNT_ADMIN manages it; the console's Users page calls these endpoints.
 */
export const accountUserGrant = z
  .object({
    user_id: idParam().optional(),
    screen_name: str(50).optional(),
    permissions: enumList([...PERMISSION_LEVELS, POST_COMPOSER] as [string, ...string[]]),
  })
  .refine((v) => v.user_id || v.screen_name, {
    message: "user_id or screen_name is required",
    path: ["user_id"],
  })
  .refine(
    (v) =>
      !v.permissions.includes(POST_COMPOSER) ||
      v.permissions.some((p) => POST_COMPOSER_LEVELS.includes(p as never)),
    {
      message: `POST_COMPOSER goes only with ${POST_COMPOSER_LEVELS.join(", ")}`,
      path: ["permissions"],
    },
  )
  .refine((v) => v.permissions.some((p) => p !== POST_COMPOSER), {
    message: "At least one permission level is required",
    path: ["permissions"],
  });

async function accountUserList(accountId: string) {
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
async function lockAccount(ctx: AdsCtx, tx: Tx) {
  await tx
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(eq(adAccounts.id, ctx.account.id))
    .for("update");
}

/** An account must keep an administrator, or nobody could manage it any more. */
async function assertAdminRemains(ctx: AdsCtx, tx: Tx) {
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

export function mountAccountUsers(app: Hono<AdsEnv>) {
  route(
    app,
    "get",
    "/accounts/:account_id/account_users",
    { action: "account.read" },
    async ({ ctx }) => ({
      data: await accountUserList(ctx.account.id),
      list: true,
      next_cursor: null,
    }),
  );

  route(
    app,
    "post",
    "/accounts/:account_id/account_users",
    { action: "account.users" },
    async ({ ctx, raw }) => {
      const p = parseParams(accountUserGrant, raw);
      const user = (
        await db()
          .select()
          .from(users)
          .where(
            p.user_id
              ? eq(users.id, p.user_id)
              : sql`lower(${users.screenName}) = lower(${p.screen_name!.replace(/^@/, "")})`,
          )
          .limit(1)
      )[0];
      if (!user)
        throw AdsError.invalid(
          p.user_id ? "user_id" : "screen_name",
          `No user ${p.user_id ?? p.screen_name}.`,
        );
      await db().transaction(async (tx) => {
        await lockAccount(ctx, tx);
        const before = (
          await tx
            .select()
            .from(accountUsers)
            .where(
              and(eq(accountUsers.accountId, ctx.account.id), eq(accountUsers.userId, user.id)),
            )
        )[0];
        await tx
          .insert(accountUsers)
          .values({ accountId: ctx.account.id, userId: user.id, permissions: p.permissions })
          .onConflictDoUpdate({
            target: [accountUsers.accountId, accountUsers.userId],
            set: { permissions: p.permissions },
          });
        await assertAdminRemains(ctx, tx);
        await recordHistory(tx, {
          accountId: ctx.account.id,
          userId: ctx.userId,
          entityType: "ACCOUNT_USER",
          entityId: user.id,
          changeType: before ? "UPDATE" : "CREATE",
          before: before ? { permissions: before.permissions } : null,
          after: { permissions: p.permissions },
        });
      });
      return {
        data: (await accountUserList(ctx.account.id)).find((u) => u.user_id === user.id),
        params: p,
        status: 201,
      };
    },
  );

  route(
    app,
    "delete",
    "/accounts/:account_id/account_users/:user_id",
    { action: "account.users" },
    async ({ ctx, c }) => {
      const userId = c.req.param("user_id")!;
      const removed = await db().transaction(async (tx) => {
        await lockAccount(ctx, tx);
        const rows = await tx
          .delete(accountUsers)
          .where(and(eq(accountUsers.accountId, ctx.account.id), eq(accountUsers.userId, userId)))
          .returning();
        if (!rows.length) throw AdsError.notFound("user on this account", userId);
        await assertAdminRemains(ctx, tx);
        await recordHistory(tx, {
          accountId: ctx.account.id,
          userId: ctx.userId,
          entityType: "ACCOUNT_USER",
          entityId: userId,
          changeType: "DELETE",
          before: { permissions: rows[0].permissions },
          after: null,
        });
        return rows[0];
      });
      return { data: { user_id: removed.userId, permissions: removed.permissions, deleted: true } };
    },
  );
}
