import { eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/** A user as every event payload carries one (common brief, "Payload contract"). */
export type UserRef = { id: string; screen_name: string; name: string };

const ref = (u: { id: string; screenName: string; name: string }): UserRef => ({
  id: u.id,
  screen_name: u.screenName,
  name: u.name,
});

/** The user as the transaction sees it (so a screen name changed in it is the new one), or null. */
export async function userRef(tx: Tx, id: string): Promise<UserRef | null> {
  const [u] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return u ? ref(u) : null;
}

export async function userRefs(tx: Tx, ids: string[]): Promise<Map<string, UserRef>> {
  if (!ids.length) return new Map();
  const rows = await tx.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, ref(u)]));
}

export { ref as toUserRef };
