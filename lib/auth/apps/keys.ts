import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accessTokens, apps, bearerTokens } from "@/lib/db/schema";
import { decrypt, encrypt } from "@/lib/crypto/secret-box";
import { invalidateAppBearerTokens, outstandingBearerToken } from "@/lib/auth/oauth2/bearer";
import { issueAccessToken } from "@/lib/auth/oauth1/access-tokens";
import { newConsumerSecret, ownedApp } from "./service";

/** An app's keys and tokens as its owner manages them on the console's Keys page. */
export async function revealSecret(ownerUserId: string, id: string): Promise<string> {
  return decrypt((await ownedApp(ownerUserId, id)).consumerSecretEnc);
}

/** A new secret makes the old bearer token useless, as on the reference platform. */
export async function regenerateSecret(
  ownerUserId: string,
  id: string,
): Promise<{ consumerKey: string; consumerSecret: string }> {
  const app = await ownedApp(ownerUserId, id);
  const secret = newConsumerSecret();
  await db().transaction(async (tx) => {
    await tx
      .update(apps)
      .set({ consumerSecretEnc: encrypt(secret), updatedAt: new Date() })
      .where(eq(apps.id, id));
    await invalidateAppBearerTokens(id, tx);
  });
  return { consumerKey: app.consumerKey, consumerSecret: secret };
}

export async function keysView(ownerUserId: string, id: string) {
  const app = await ownedApp(ownerUserId, id);
  const bearer = (
    await db()
      .select()
      .from(bearerTokens)
      .where(and(eq(bearerTokens.appId, id), isNull(bearerTokens.invalidatedAt)))
      .limit(1)
  )[0];
  const own = (
    await db()
      .select()
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.appId, id),
          eq(accessTokens.userId, ownerUserId),
          isNull(accessTokens.invalidatedAt),
        ),
      )
      .limit(1)
  )[0];
  return {
    consumer_key: app.consumerKey,
    bearer_token: bearer ? { created_at: bearer.createdAt.toISOString() } : null,
    owner_access_token: own
      ? {
          access_token: own.token,
          access_level: own.accessLevel,
          created_at: own.createdAt.toISOString(),
        }
      : null,
  };
}

/** The owner's own token: always a fresh one, so a leaked secret is fixed by generating again. */
export async function generateOwnerToken(ownerUserId: string, id: string) {
  const app = await ownedApp(ownerUserId, id);
  const issued = await issueAccessToken(app.id, ownerUserId, app.accessLevel, { fresh: true });
  return {
    access_token: issued.token,
    access_token_secret: issued.secret,
    access_level: issued.accessLevel,
    user_id: issued.user.id,
    screen_name: issued.user.screenName,
  };
}

export async function revokeOwnerToken(ownerUserId: string, id: string): Promise<void> {
  await ownedApp(ownerUserId, id);
  await db()
    .update(accessTokens)
    .set({ invalidatedAt: new Date() })
    .where(
      and(
        eq(accessTokens.appId, id),
        eq(accessTokens.userId, ownerUserId),
        isNull(accessTokens.invalidatedAt),
      ),
    );
}

export async function createBearer(ownerUserId: string, id: string): Promise<string> {
  await ownedApp(ownerUserId, id);
  return outstandingBearerToken(id);
}

export async function revokeBearer(ownerUserId: string, id: string): Promise<void> {
  await ownedApp(ownerUserId, id);
  await invalidateAppBearerTokens(id);
}
