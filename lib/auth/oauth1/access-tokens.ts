import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accessTokens, users } from "@/lib/db/schema";
import { decrypt, encrypt } from "@/lib/crypto/secret-box";
import { randomToken } from "@/lib/crypto/tokens";
import { OAuthError } from "@/lib/http/errors";
import type { AccessLevel } from "@/lib/auth/apps/schema";

/**
 * One active token per app and user (a partial unique index enforces it across processes):
 * approving again returns the same one unless the level changed; after invalidation, or with
 * `fresh` (the owner regenerating), a new, different token is made. Several attempts absorb the
 * race of two exchanges finishing at the same moment: the loser reads the winner's token.
 */
export async function issueAccessToken(
  appId: string,
  userId: string,
  accessLevel: AccessLevel,
  opts: { fresh?: boolean } = {},
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const issued = await db().transaction(async (tx) => {
      const user = (await tx.select().from(users).where(eq(users.id, userId)).limit(1))[0];
      if (!user) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
      const activeWhere = and(
        eq(accessTokens.appId, appId),
        eq(accessTokens.userId, userId),
        isNull(accessTokens.invalidatedAt),
      );
      const same = (await tx.select().from(accessTokens).where(activeWhere)).find(
        (t) => t.accessLevel === accessLevel,
      );
      if (same && !opts.fresh)
        return { token: same.token, secret: decrypt(same.secretEnc), accessLevel, user };
      await tx.update(accessTokens).set({ invalidatedAt: new Date() }).where(activeWhere);
      const token = `${userId}-${randomToken(24)}`;
      const secret = randomToken(32);
      const inserted = await tx
        .insert(accessTokens)
        .values({ token, appId, userId, secretEnc: encrypt(secret), accessLevel })
        .onConflictDoNothing()
        .returning({ token: accessTokens.token });
      return inserted.length ? { token, secret, accessLevel, user } : null;
    });
    if (issued) return issued;
    opts = { ...opts, fresh: false };
  }
  throw new Error("could not issue an access token");
}

export async function invalidateAccessToken(token: string): Promise<boolean> {
  const rows = await db()
    .update(accessTokens)
    .set({ invalidatedAt: new Date() })
    .where(and(eq(accessTokens.token, token), isNull(accessTokens.invalidatedAt)))
    .returning({ token: accessTokens.token });
  return rows.length > 0;
}

/** The access level of the user's live OAuth 1.0a grant to this app, or null when there is none. */
export async function liveGrantLevel(appId: string, userId: string): Promise<AccessLevel | null> {
  const rows = await db()
    .select({ level: accessTokens.accessLevel })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.appId, appId),
        eq(accessTokens.userId, userId),
        isNull(accessTokens.invalidatedAt),
      ),
    )
    .limit(1);
  return rows[0]?.level ?? null;
}

/**
 * Whether the user already granted this app at least `level`: only then may authenticate skip the
 * approval page (a read grant must not become read-write without the user seeing it).
 */
export async function hasGrantAtLeast(
  appId: string,
  userId: string,
  level: AccessLevel,
): Promise<boolean> {
  const granted = await liveGrantLevel(appId, userId);
  return granted !== null && (granted === "read-write" || level === "read");
}
