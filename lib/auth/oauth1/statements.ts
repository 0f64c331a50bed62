import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { perHandle } from "@/lib/db/prepared";
import { userViewColumns } from "../user-view";
import { accessTokens, apps, oauthNonces, users } from "@/lib/db/schema";

/** The statements every signed request runs (lib/db/prepared.ts). */
export const statements = perHandle((d: Db) => {
  return {
    appByKey: d
      .select()
      .from(apps)
      .where(eq(apps.consumerKey, sql.placeholder("key")))
      .limit(1)
      .prepare(""),
    /**
     * A user-context call's app, access token and user in one round trip: the three lookups every
     * signed call of the other interfaces makes (measured: each statement costs the server a socket
     * write and a parse, bench audience_estimate).
     */
    appTokenUser: d
      .select({
        app: apps,
        token: accessTokens,
        user: userViewColumns,
      })
      .from(apps)
      .leftJoin(
        accessTokens,
        and(eq(accessTokens.token, sql.placeholder("token")), eq(accessTokens.appId, apps.id)),
      )
      .leftJoin(users, eq(users.id, accessTokens.userId))
      .where(eq(apps.consumerKey, sql.placeholder("key")))
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
