import { and, eq, isNull } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { apps, bearerTokens } from "@/lib/db/schema";
import { decrypt, encrypt } from "@/lib/crypto/secret-box";
import { newId, randomToken, safeEqual, sha256 } from "@/lib/crypto/tokens";
import { OAuthError } from "@/lib/http/errors";
import { parseBasic } from "../basic";

type AppRow = typeof apps.$inferSelect;

/**
 * Basic credentials of POST oauth2/token: base64(urlencode(key) ":" urlencode(secret)) (RFC 6749 2.3.1).
 * Any failure is code 99, the reference platform's "Unable to verify your credentials".
 */
export async function appFromBasic(header: string | undefined): Promise<AppRow> {
  const creds = parseBasic(header);
  if (!creds)
    throw new OAuthError(
      "UNABLE_TO_VERIFY_CREDENTIALS",
      "Send the API key and secret, URL-encoded, as Basic credentials in the Authorization header.",
    );
  const app = (await db().select().from(apps).where(eq(apps.consumerKey, creds.id)).limit(1))[0];
  if (!app || app.deletedAt || !safeEqual(decrypt(app.consumerSecretEnc), creds.secret))
    throw new OAuthError("UNABLE_TO_VERIFY_CREDENTIALS");
  if (app.suspended) throw new OAuthError("APP_SUSPENDED");
  return app;
}

/** The app's outstanding bearer token, or a new one. Repeated calls return the same token. */
export async function outstandingBearerToken(appId: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = (
      await db()
        .select()
        .from(bearerTokens)
        .where(and(eq(bearerTokens.appId, appId), isNull(bearerTokens.invalidatedAt)))
        .limit(1)
    )[0];
    if (current) return decrypt(current.tokenEnc);
    const token = `AAAA${randomToken(48)}`;
    const inserted = await db()
      .insert(bearerTokens)
      .values({ id: newId(), appId, tokenHash: sha256(token), tokenEnc: encrypt(token) })
      .onConflictDoNothing()
      .returning({ id: bearerTokens.id });
    if (inserted.length) return token;
    // Another process created one at the same moment: read it on the next pass.
  }
  throw new Error("could not create a bearer token");
}

export async function invalidateBearerToken(appId: string, token: string): Promise<boolean> {
  const rows = await db()
    .update(bearerTokens)
    .set({ invalidatedAt: new Date() })
    .where(
      and(
        eq(bearerTokens.appId, appId),
        eq(bearerTokens.tokenHash, sha256(token)),
        isNull(bearerTokens.invalidatedAt),
      ),
    )
    .returning({ id: bearerTokens.id });
  return rows.length > 0;
}

/** Ends the app's outstanding bearer token; inside `tx` when it is part of a larger change. */
export async function invalidateAppBearerTokens(appId: string, tx?: Tx): Promise<void> {
  await (tx ?? db())
    .update(bearerTokens)
    .set({ invalidatedAt: new Date() })
    .where(and(eq(bearerTokens.appId, appId), isNull(bearerTokens.invalidatedAt)));
}

/** Resolves a presented bearer token to its app, or null when unknown or invalidated. */
export async function appForBearer(token: string): Promise<AppRow | null> {
  const rows = await db()
    .select({ app: apps })
    .from(bearerTokens)
    .innerJoin(apps, eq(apps.id, bearerTokens.appId))
    .where(and(eq(bearerTokens.tokenHash, sha256(token)), isNull(bearerTokens.invalidatedAt)))
    .limit(1);
  const app = rows[0]?.app;
  return app && !app.deletedAt && !app.suspended ? app : null;
}
