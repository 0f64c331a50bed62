import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountUsers, users } from "@/lib/db/schema";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { recordHistory } from "../../ads-kernel/history";
import { accountUserGrant, accountUserList, assertAdminRemains, lockAccount } from "./users";
import { accountUserRecordSchema, accountUserRevokedSchema } from "./record";
import * as ex from "../example-ids";

const family = "account users";

/** Who may do what on an account (an extension the console uses): list, grant, revoke. */
export const accountUserOperations = [
  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id/account_users",
    example: { path: ex.ON_ACCOUNT },
    record: accountUserRecordSchema,
    summary: "List the account's users and their permission levels",
    action: "account.read",
    response: "list",
    handler: async ({ ctx }) => ({
      data: await accountUserList(ctx.account.id),
      list: true,
      next_cursor: null,
    }),
  }),
  defineOperation({
    family,
    method: "post",
    path: "/accounts/:account_id/account_users",
    example: { path: ex.ON_ACCOUNT, params: { user_id: ex.OTHER_USER_ID, permissions: "ANALYST" } },
    record: accountUserRecordSchema,
    summary: "Grant a user permission levels on the account (replaces the user's levels)",
    action: "account.users",
    params: accountUserGrant,
    status: 201,
    handler: async ({ ctx, params: p }) => {
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
        status: 201,
      };
    },
  }),
  defineOperation({
    family,
    method: "delete",
    path: "/accounts/:account_id/account_users/:user_id",
    example: { path: { ...ex.ON_ACCOUNT, user_id: ex.OTHER_USER_ID } },
    record: accountUserRevokedSchema,
    summary: "Revoke a user's access to the account (the last ACCOUNT_ADMIN stays)",
    action: "account.users",
    handler: async ({ ctx, c }) => {
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
  }),
];
