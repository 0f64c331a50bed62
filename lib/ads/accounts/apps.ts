import { z } from "zod";
import { and, count, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountApps } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { defineOperation } from "../../ads-kernel/operation";
import { EXCLUSIVE_TOTAL_COUNT, deletedFilter, keyset, listSchema } from "../../ads-kernel/list";
import { baseRecord, baseRecordShape } from "../../ads-kernel/record-base";
import * as ex from "../example-ids";

const appRecord = z.object({
  ...baseRecordShape,
  app_store_identifier: z.string(),
  os_type: z.enum(["IOS", "ANDROID"]),
});

const appsSchema = listSchema({ countDefault: 200, countMax: 1000 }).refine(
  (p) => !(p.with_total_count && p.cursor),
  EXCLUSIVE_TOTAL_COUNT,
);

/** GET accounts/:account_id/account_apps: a standard list (keyset pages on created_at or updated_at). */
export const accountAppsOperation = defineOperation({
  family: "accounts",
  method: "get",
  path: "/accounts/:account_id/account_apps",
  example: { path: ex.ON_ACCOUNT },
  summary: "Mobile apps tied to the account",
  action: "account.read",
  params: appsSchema,
  record: appRecord,
  response: "list",
  handler: async ({ ctx, params: p }) => {
    const scope = and(
      eq(accountApps.account_id, ctx.account.id),
      deletedFilter(accountApps.deleted, p.with_deleted),
    );
    const { id, created_at, updated_at } = accountApps;
    const ks = keyset(p, { id, created_at, updated_at }, ["created_at", "updated_at"]);
    const rows = await db()
      .select()
      .from(accountApps)
      .where(and(scope, ...ks.where))
      .orderBy(...ks.orderBy)
      .limit(ks.limit);
    const { rows: page, next_cursor } = ks.page(rows);
    const total = p.with_total_count
      ? (await db().select({ n: count() }).from(accountApps).where(scope))[0].n
      : undefined;
    return {
      data: page.map((r) => ({
        ...baseRecord(r),
        app_store_identifier: r.app_store_identifier,
        os_type: r.os_type,
      })),
      list: true,
      next_cursor,
      total_count: total,
    };
  },
});

/** Demo data: the apps of the seeded production account (lib/ads/seed.ts). */
export async function seedAccountApps(accountId: string): Promise<void> {
  const apps = [
    ["IOS", "333903271"],
    ["ANDROID", "com.example.demo"],
    ["IOS", "1482305523"],
  ];
  for (const [i, [os_type, app_store_identifier]] of apps.entries()) {
    // Distinct times, so the default order (created_at, id) is the order written.
    const at = new Date(Date.now() + i);
    await db().insert(accountApps).values({
      id: newId(),
      account_id: accountId,
      os_type,
      app_store_identifier,
      created_at: at,
      updated_at: at,
    });
  }
}
