import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { userSettings } from "@/lib/db/schema";
import { str, stringList } from "../../ads-kernel/fields";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { allowedActions } from "../../ads-kernel/permissions";
import * as ex from "../example-ids";
const family = "accounts";

const settingsSchema = z.object({
  notification_email: z
    .email("Expected an email address")
    .max(254, "An email address has at most 254 characters")
    .optional(),
  contact_phone: str(30).optional(),
  contact_phone_extension: str(10).optional(),
  subscribe_email_types: stringList(20, 50, "email types").optional(),
});
/** A member's settings as answered: the fields ever given, and when they last changed (GET). */
const settingsRecord = z.object({
  user_id: z.string(),
  notification_email: z.string().optional(),
  contact_phone: z.string().optional(),
  contact_phone_extension: z.string().optional(),
  subscribe_email_types: z.array(z.string()).optional(),
  updated_at: z.iso.datetime().nullable().optional(),
});
// Settings are personal (contact email and phone): a user reads their own, and an account admin, who
// manages the account's users, may read anyone's; other members get 403 like for a change.

/** Personal settings of a member on the account. */
export const userSettingsOperations = [
  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id/user_settings/:user_id",
    example: { path: { ...ex.ON_ACCOUNT, user_id: ex.USER_ID } },
    summary: "A user's settings on the account (the user themselves, or an ACCOUNT_ADMIN)",
    action: "account.read",
    record: settingsRecord,
    handler: async ({ ctx, c }) => {
      const userId = c.req.param("user_id")!;
      if (userId !== ctx.userId && !allowedActions(ctx.permissions).has("account.users")) {
        throw AdsError.forbidden(
          "Only the user themselves or an ACCOUNT_ADMIN may read their user settings.",
        );
      }
      const row = (
        await db()
          .select()
          .from(userSettings)
          .where(and(eq(userSettings.account_id, ctx.account.id), eq(userSettings.user_id, userId)))
      )[0];
      return {
        data: {
          user_id: userId,
          ...(row?.settings ?? {}),
          updated_at: row?.updated_at.toISOString() ?? null,
        },
      };
    },
  }),
  // Any member may change their own settings, so the permission check is account.read; being a PUT, the
  // token must still allow writes (ads.write, read-write access), which the kernel checks for every non-GET.
  defineOperation({
    family,
    method: "put",
    path: "/accounts/:account_id/user_settings/:user_id",
    example: {
      path: { ...ex.ON_ACCOUNT, user_id: ex.USER_ID },
      params: { contact_phone: "+1 555 0100" },
    },
    summary: "Change your own user settings on the account",
    action: "account.read",
    params: settingsSchema,
    record: settingsRecord,
    handler: async ({ ctx, c, params: p }) => {
      const userId = c.req.param("user_id")!;
      // Settings are personal: only the user may change their own, account admins included.
      if (userId !== ctx.userId)
        throw AdsError.forbidden("Only the user themselves may change their user settings.");
      const prev =
        (
          await db()
            .select()
            .from(userSettings)
            .where(
              and(eq(userSettings.account_id, ctx.account.id), eq(userSettings.user_id, userId)),
            )
        )[0]?.settings ?? {};
      const next = {
        ...prev,
        ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)),
      };
      await db()
        .insert(userSettings)
        .values({
          account_id: ctx.account.id,
          user_id: userId,
          settings: next,
          updated_at: new Date(),
        })
        .onConflictDoUpdate({
          target: [userSettings.account_id, userSettings.user_id],
          set: { settings: next, updated_at: new Date() },
        });
      return { data: { user_id: userId, ...next } };
    },
  }),
];
