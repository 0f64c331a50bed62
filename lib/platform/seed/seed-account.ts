import { and, eq } from "drizzle-orm";
import { db } from "../../db/client";
import { accountUsers, adAccounts } from "../../db/schema";
import { newId } from "@/lib/crypto/tokens";

/** The demo business's production accounts, by name: both carry one business_id (audience sharing). */
export const DEMO_ACCOUNTS = { main: "Demo Advertiser", second: "Demo Outlet" } as const;

async function findAccount(name: string) {
  const [found] = await db()
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.name, name), eq(adAccounts.sandbox, false)))
    .limit(1);
  return found;
}

async function ensureAccount(name: string, businessId: string) {
  const found = await findAccount(name);
  if (found) {
    if (found.businessId) return found;
    // A database seeded before the business existed: its account joins it.
    const [joined] = await db()
      .update(adAccounts)
      .set({ businessId })
      .where(eq(adAccounts.id, found.id))
      .returning();
    return joined;
  }
  const [made] = await db()
    .insert(adAccounts)
    .values({
      id: newId(),
      name,
      businessName: "Demo Co",
      businessId,
      industryType: "TECHNOLOGY",
    })
    .returning();
  return made;
}

/**
 * The demo business: "Demo Advertiser" (demo administers it and composes posts, analyst reads it) and
 * "Demo Outlet" (demo administers it), one business_id, so an audience of one is shared with the
 * other without any feature.
 */
export async function ensureDemoAccounts(ids: Record<string, string>) {
  const business = (await findAccount(DEMO_ACCOUNTS.main))?.businessId ?? newId();
  const account = await ensureAccount(DEMO_ACCOUNTS.main, business);
  const second = await ensureAccount(DEMO_ACCOUNTS.second, account.businessId ?? business);
  const grants = [
    { accountId: account.id, userId: ids.demo, permissions: ["ACCOUNT_ADMIN", "POST_COMPOSER"] },
    { accountId: account.id, userId: ids.analyst, permissions: ["ANALYST"] },
    { accountId: second.id, userId: ids.demo, permissions: ["ACCOUNT_ADMIN", "POST_COMPOSER"] },
  ];
  for (const g of grants) await db().insert(accountUsers).values(g).onConflictDoNothing();
  return { account, second };
}
