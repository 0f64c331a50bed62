import { and, eq } from "drizzle-orm";
import { db } from "./client";
import { accountUsers, adAccounts } from "./schema";
import { newId } from "@/lib/crypto/tokens";

/** The demo ad account: demo administers it (and composes posts), analyst reads it. */
export async function ensureDemoAccount(ids: Record<string, string>) {
  let account = (
    await db()
      .select()
      .from(adAccounts)
      .where(and(eq(adAccounts.name, "Demo Advertiser"), eq(adAccounts.sandbox, false)))
      .limit(1)
  )[0];
  if (!account) {
    account = (
      await db()
        .insert(adAccounts)
        .values({
          id: newId(),
          name: "Demo Advertiser",
          businessName: "Demo Co",
          industryType: "TECHNOLOGY",
        })
        .returning()
    )[0];
  }
  await db()
    .insert(accountUsers)
    .values({
      accountId: account.id,
      userId: ids.demo,
      permissions: ["ACCOUNT_ADMIN", "POST_COMPOSER"],
    })
    .onConflictDoNothing();
  await db()
    .insert(accountUsers)
    .values({ accountId: account.id, userId: ids.analyst, permissions: ["ANALYST"] })
    .onConflictDoNothing();
  return account;
}
