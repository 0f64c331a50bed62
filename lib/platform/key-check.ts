import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { platformSettings } from "@/lib/db/schema";
import { decrypt, encrypt } from "../crypto/secret-box";

const KEY = "secret_key_check";
const PLAIN = "svc-secret-key-check";

/**
 * Refuses to start with a secret key other than the one the database was set up with. Without it,
 * a second process given another key would rewrite rows it cannot read back (and the first process
 * could no longer read them either). The first process to start records a value sealed with its key.
 */
export async function checkSecretKey(): Promise<void> {
  await db()
    .insert(platformSettings)
    .values({ key: KEY, value: encrypt(PLAIN) })
    .onConflictDoNothing();
  const row = (
    await db().select().from(platformSettings).where(eq(platformSettings.key, KEY)).limit(1)
  )[0];
  let ok = false;
  try {
    ok = decrypt(row.value) === PLAIN;
  } catch {
    ok = false;
  }
  if (!ok) {
    throw new Error(
      "This database was set up with a different secret key. Every process that shares a database must be given " +
        "the same SVC_SECRET_KEY (or, with the embedded database, keep DATA_DIR/secret.key with its data).",
    );
  }
}
