import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";

/**
 * Serializes an app's writes of one kind (limit and duplicate checks, then insert) for the rest of
 * the transaction: two concurrent creates cannot both pass a count that only one may.
 */
export async function lockApp(tx: Tx, what: string, appId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${what}:${appId}`}))`);
}
