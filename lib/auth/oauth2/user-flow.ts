import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apps, authorizationCodes, userTokens } from "@/lib/db/schema";
import { decrypt } from "@/lib/crypto/secret-box";
import { newId, randomToken, safeEqual, sha256 } from "@/lib/crypto/tokens";
import { parseBasic } from "../basic";
import type { Tx } from "@/lib/db/client";

/** OAuth 2.0 authorization code with PKCE (RFC 6749, RFC 7636); errors follow RFC 6749 5.2. */
export class OAuth2Error extends Error {
  constructor(
    readonly error:
      | "invalid_request"
      | "invalid_client"
      | "invalid_grant"
      | "unauthorized_client"
      | "unsupported_grant_type"
      | "invalid_scope",
    readonly description: string,
  ) {
    super(description);
  }
  get status(): 400 | 401 {
    return this.error === "invalid_client" ? 401 : 400;
  }
}

const CODE_TTL_MS = 5 * 60_000;
export const ACCESS_TTL_SECONDS = 2 * 3600;
type AppRow = typeof apps.$inferSelect;

export async function appByClientId(clientId: string | undefined): Promise<AppRow | null> {
  if (!clientId) return null;
  const app = (await db().select().from(apps).where(eq(apps.consumerKey, clientId)).limit(1))[0];
  return app && !app.deletedAt && !app.suspended ? app : null;
}

/** Redirect URIs must equal a registered callback exactly (no prefix or query tolerance in OAuth 2.0). */
export function redirectUriRegistered(app: AppRow, redirectUri: string | undefined): boolean {
  return !!redirectUri && app.callbackUrls.includes(redirectUri);
}

export async function issueCode(input: {
  appId: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge: string;
  method: string;
}) {
  const code = randomToken(32);
  await db()
    .insert(authorizationCodes)
    .values({
      codeHash: sha256(code),
      appId: input.appId,
      userId: input.userId,
      redirectUri: input.redirectUri,
      scopes: input.scopes,
      codeChallenge: input.codeChallenge,
      codeChallengeMethod: input.method,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  return code;
}

/**
 * Client authentication at the token and revocation endpoints. Every app here is a confidential
 * client (it has a secret), so the secret is required: HTTP Basic, or client_id + client_secret in
 * the body (RFC 6749 2.3.1); a client_id alone is refused.
 */
export async function authenticateClient(
  authorization: string | undefined,
  body: { clientId?: string; clientSecret?: string },
): Promise<AppRow> {
  const creds =
    parseBasic(authorization) ??
    (body.clientId && body.clientSecret ? { id: body.clientId, secret: body.clientSecret } : null);
  if (!creds)
    throw new OAuth2Error(
      "invalid_client",
      "Client authentication required: send the client id and secret with HTTP Basic (or client_id and client_secret in the body).",
    );
  const app = await appByClientId(creds.id);
  if (!app || !safeEqual(decrypt(app.consumerSecretEnc), creds.secret))
    throw new OAuth2Error(
      "invalid_client",
      "Client authentication failed: check the client id and secret.",
    );
  return app;
}

function s256(verifier: string): string {
  return crypto.createHash("sha256").update(verifier).digest("base64url");
}

export async function exchangeCode(
  app: AppRow,
  p: { code?: string; redirectUri?: string; codeVerifier?: string },
) {
  if (!p.code) throw new OAuth2Error("invalid_request", "code is required.");
  if (!p.codeVerifier)
    throw new OAuth2Error("invalid_request", "code_verifier is required (PKCE).");
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(p.codeVerifier))
    throw new OAuth2Error(
      "invalid_request",
      "code_verifier must be 43 to 128 characters of [A-Za-z0-9-._~].",
    );
  const rows = await db()
    .update(authorizationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authorizationCodes.codeHash, sha256(p.code)), isNull(authorizationCodes.usedAt)))
    .returning();
  const row = rows[0];
  if (!row || row.appId !== app.id || row.expiresAt.getTime() < Date.now())
    throw new OAuth2Error(
      "invalid_grant",
      "The authorization code is invalid, expired, already used, or was issued to another client.",
    );
  if (row.redirectUri !== p.redirectUri)
    throw new OAuth2Error(
      "invalid_grant",
      "redirect_uri does not match the one used in the authorization request.",
    );
  if (!safeEqual(s256(p.codeVerifier), row.codeChallenge))
    throw new OAuth2Error("invalid_grant", "code_verifier does not match the code_challenge.");
  return issueTokens(app.id, row.userId, row.scopes, newId());
}

async function issueTokens(
  appId: string,
  userId: string,
  scopes: string[],
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
    accessHash: sha256(access),
    refreshHash: refresh ? sha256(refresh) : null,
    accessExpiresAt: new Date(Date.now() + ACCESS_TTL_SECONDS * 1000),
  });
  return {
    token_type: "bearer",
    expires_in: ACCESS_TTL_SECONDS,
    access_token: access,
    scope: scopes.join(" "),
    ...(refresh ? { refresh_token: refresh } : {}),
  };
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
    await db()
      .update(userTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(userTokens.familyId, row.familyId), isNull(userTokens.revokedAt)));
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
    return claimed.length ? issueTokens(app.id, row.userId, row.scopes, row.familyId, tx) : null;
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
