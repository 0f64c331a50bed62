import { eq, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword } from "@/lib/crypto/password";
import { derivedSecret } from "@/lib/crypto/secret-box";
import { newId } from "@/lib/crypto/tokens";

/**
 * The demo people. Passwords derive from the secret key, so every process sharing the key (and every
 * restart) agrees on them without storing them anywhere but demo-credentials.json.
 */
export const PEOPLE = [
  {
    screenName: "demo",
    name: "Demo User",
    role: "ACCOUNT_ADMIN of both demo ad accounts (Demo Advertiser, Demo Outlet); owns the demo app",
  },
  { screenName: "analyst", name: "Ana Analyst", role: "ANALYST on Demo Advertiser" },
  { screenName: "outsider", name: "Oscar Outsider", role: "no access to the demo ad accounts" },
  // The browser journeys edit this one's profile (its screen name for a moment): no other uses it.
  { screenName: "newcomer", name: "Nina Newcomer", role: "no access; the profile one edits" },
] as const;

export function demoPassword(screenName: string): string {
  return derivedSecret(`demo-password:${screenName}`).slice(0, 16);
}

export async function ensureUser(
  screenName: string,
  name: string,
  password: string,
): Promise<string> {
  const existing = (
    await db()
      .select()
      .from(users)
      .where(sql`lower(${users.screenName}) = lower(${screenName})`)
      .limit(1)
  )[0];
  // The password derives from the secret key, which checkSecretKey() keeps unchanged for this database,
  // so an existing user already has it: no slow hash on every start.
  if (existing) return existing.id;
  const id = newId();
  await db()
    .insert(users)
    .values({ id, screenName, name, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  return (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.screenName}) = lower(${screenName})`)
      .limit(1)
  )[0].id;
}

/** Every demo person and the system user that owns the console app; ids by screen name. */
export async function ensurePeople() {
  const ids: Record<string, string> = {};
  for (const p of PEOPLE)
    ids[p.screenName] = await ensureUser(p.screenName, p.name, demoPassword(p.screenName));
  const systemId = await ensureUser("svc", "SVC", derivedSecret("system-user-password"));
  // The demo user is on the premium tier, so post editing can be tried; the others show the refusal.
  // It also writes community notes (lib/notes); the others see how to become a writer.
  await db().update(users).set({ premium: true, noteWriter: true }).where(eq(users.id, ids.demo));
  return { ids, systemId };
}
