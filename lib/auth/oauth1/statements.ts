import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { perHandle } from "@/lib/db/prepared";
import { accessTokens, apps, oauthNonces } from "@/lib/db/schema";

/** The three statements every signed request runs (lib/db/prepared.ts). */
export const statements = perHandle((d: Db) => {
  return {
    appByKey: d
      .select()
      .from(apps)
      .where(eq(apps.consumerKey, sql.placeholder("key")))
      .limit(1)
      .prepare(""),
    accessToken: d
      .select()
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.token, sql.placeholder("token")),
          eq(accessTokens.appId, sql.placeholder("appId")),
        ),
      )
      .limit(1)
      .prepare(""),
    insertNonce: d
      .insert(oauthNonces)
      .values({
        consumerKey: sql.placeholder("key"),
        nonce: sql.placeholder("nonce"),
        timestamp: sql.placeholder("ts"),
      })
      .onConflictDoNothing()
      .returning({ nonce: oauthNonces.nonce })
      .prepare(""),
  };
});
