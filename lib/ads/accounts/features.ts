import { config } from "@/lib/config/env";
import { z } from "zod";
import { and, eq, inArray } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { accountFeatures } from "@/lib/db/schema";
import { FEATURE_KEYS, READABLE_FEATURE_KEYS } from "../enums";
import { enumList } from "../../ads-kernel/fields";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { recordHistory } from "../../ads-kernel/history";
import { allowedActions } from "../../ads-kernel/permissions";
import { accessRecordSchema } from "./record";
import * as ex from "../example-ids";
const family = "accounts";

/** The account's feature keys, sorted; inside a transaction when given one. */
async function featureKeys(accountId: string, tx?: Tx): Promise<string[]> {
  const rows = await (tx ?? db())
    .select({ key: accountFeatures.feature_key })
    .from(accountFeatures)
    .where(eq(accountFeatures.account_id, accountId));
  return rows.map((r) => r.key).sort();
}

/** Each feature is answered as its key. */
const featureKeyRecord = z.string().describe("feature key, e.g. AGE_TARGETING");

/** Adds (POST) or removes (DELETE) sandbox account features, with a history entry. */
function featuresWrite(method: "post" | "delete") {
  return defineOperation({
    family,
    method,
    path: "/accounts/:account_id/features",
    example: { path: ex.ON_ACCOUNT, params: { feature_keys: "AGE_TARGETING" } },
    summary: `${method === "post" ? "Add features to" : "Remove features from"} a sandbox account (sandbox only)`,
    action: "account.write",
    params: z.object({ feature_keys: enumList(FEATURE_KEYS) }),
    record: featureKeyRecord,
    response: "records",
    sandboxOnly: true,
    handler: async ({ ctx, params: p }) => {
      if (!ctx.sandbox)
        throw AdsError.sandboxOnly(
          "Adding and removing account features",
          config().adsSandboxBaseUrl,
        );
      const data = await db().transaction(async (tx) => {
        const before = await featureKeys(ctx.account.id, tx);
        if (method === "post") {
          await tx
            .insert(accountFeatures)
            .values(
              p.feature_keys.map((k) => ({
                account_id: ctx.account.id,
                feature_key: k,
                created_at: new Date(),
              })),
            )
            .onConflictDoNothing();
        } else {
          await tx
            .delete(accountFeatures)
            .where(
              and(
                eq(accountFeatures.account_id, ctx.account.id),
                inArray(accountFeatures.feature_key, p.feature_keys),
              ),
            );
        }
        const after = await featureKeys(ctx.account.id, tx);
        await recordHistory(tx, {
          accountId: ctx.account.id,
          userId: ctx.userId,
          entityType: "ACCOUNT",
          entityId: ctx.account.id,
          changeType: "UPDATE",
          before: { features: before },
          after: { features: after },
        });
        return after;
      });
      return { data };
    },
  });
}

/** The account's features and the caller's access on it. */
export const featureOperations = [
  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id/authenticated_user_access",
    example: { path: ex.ON_ACCOUNT },
    record: accessRecordSchema,
    summary: "The caller's permission levels on the account, and the actions they allow",
    action: "account.read",
    handler: async ({ ctx }) => ({
      data: {
        user_id: ctx.userId,
        permissions: ctx.permissions,
        actions: [...allowedActions(ctx.permissions)],
      },
    }),
  }),

  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id/features",
    example: { path: ex.ON_ACCOUNT },
    summary: "The account's features (feature_keys narrows the answer)",
    action: "account.read",
    params: z.object({
      feature_keys: enumList([...FEATURE_KEYS, ...READABLE_FEATURE_KEYS]).optional(),
    }),
    record: featureKeyRecord,
    response: "records",
    handler: async ({ ctx, params: p }) => {
      const keys = await featureKeys(ctx.account.id);
      return { data: keys.filter((k) => !p.feature_keys || p.feature_keys.some((f) => f === k)) };
    },
  }),

  featuresWrite("post"),
  featuresWrite("delete"),
];
