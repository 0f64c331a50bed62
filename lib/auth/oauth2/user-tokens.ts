import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { userTokens } from "@/lib/db/schema";
import { newId, randomToken, sha256 } from "@/lib/crypto/tokens";
import { OAuth2Error } from "@/lib/http/oauth2-error";
import type { AppRow } from "./client";
import type { Tx } from "@/lib/db/client";

/** OAuth 2.0 user tokens: issue, single-use refresh with reuse detection, revocation, lookup. */
export const ACCESS_TTL_SECONDS = 2 * 3600;

/** What a code or token grants (our scope names) and the scope string it answers (as asked). */
export type Grant = { scopes: string[]; scope: string };
export const grantOf = (row: { scopes: string[]; scope: string | null }): Grant => ({
  scopes: row.scopes,
  scope: row.scope ?? row.scopes.join(" "),
});

export async function issueTokens(
  appId: string,
  userId: string,
  { scopes, scope }: Grant,
  familyId: string,
  tx?: Tx,
) {
  const access = randomToken(36);
  const refresh = scopes.includes("offline.access") ? randomToken(36) : null;
  await (tx ?? db()).insert(userTokens).values({
    id: newId(),
    familyId,
    appId,
    userId,
    scopes,
    scope,
    accessHash: sha256(access),
    refreshHash: refresh ? sha256(refresh) : null,
    accessExpiresAt: new Date(Date.now() + ACCESS_TTL_SECONDS * 1000),
  });
  return {
    token_type: "bearer" as const,
    expires_in: ACCESS_TTL_SECONDS,
    access_token: access,
    scope,
    ...(refresh ? { refresh_token: refresh } : {}),
  };
}

/** Ends a whole grant: every access and refresh token of the family. */
export async function revokeFamily(familyId: string): Promise<void> {
  await db()
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(userTokens.familyId, familyId), isNull(userTokens.revokedAt)));
}

/** Refresh tokens are single-use; presenting a used one revokes its whole family (theft signal). */
export async function refresh(app: AppRow, refreshToken: string | undefined) {
  if (!refreshToken) throw new OAuth2Error("invalid_request", "refresh_token is required.");
  const row = (
    await db()
      .select()
      .from(userTokens)
      .where(eq(userTokens.refreshHash, sha256(refreshToken)))
      .limit(1)
  )[0];
  if (!row || row.appId !== app.id)
    throw new OAuth2Error("invalid_grant", "The refresh token is invalid or revoked.");
  const reused = async () => {
    await revokeFamily(row.familyId);
    return new OAuth2Error(
      "invalid_grant",
      "This refresh token was already used; the grant has been revoked for safety.",
    );
  };
  // A used token's row is also revoked (set when it was used), so reuse must be checked first.
  if (row.refreshUsedAt) throw await reused();
  if (row.revokedAt)
    throw new OAuth2Error("invalid_grant", "The refresh token is invalid or revoked.");
  // Claiming the old token and issuing the new one commit together: a failure cannot lose the grant.
  const issued = await db().transaction(async (tx) => {
    const claimed = await tx
      .update(userTokens)
      .set({ refreshUsedAt: new Date(), revokedAt: new Date() })
      .where(and(eq(userTokens.id, row.id), isNull(userTokens.refreshUsedAt)))
      .returning({ id: userTokens.id });
    return claimed.length ? issueTokens(app.id, row.userId, grantOf(row), row.familyId, tx) : null;
  });
  if (!issued) throw await reused();
  return issued;
}

/** RFC 7009: revoking either token of a grant ends the grant; unknown tokens are not an error. */
export async function revoke(app: AppRow, token: string | undefined): Promise<void> {
  if (!token) throw new OAuth2Error("invalid_request", "token is required.");
  const h = sha256(token);
  await db()
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userTokens.appId, app.id),
        isNull(userTokens.revokedAt),
        sql`(${userTokens.accessHash} = ${h} or ${userTokens.refreshHash} = ${h})`,
      ),
    );
}

export async function userTokenFor(accessToken: string) {
  const row = (
    await db()
      .select()
      .from(userTokens)
      .where(eq(userTokens.accessHash, sha256(accessToken)))
      .limit(1)
  )[0];
  if (!row || row.revokedAt || row.accessExpiresAt.getTime() < Date.now()) return null;
  return row;
}
