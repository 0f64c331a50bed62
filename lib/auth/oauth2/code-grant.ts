import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { authorizationCodes } from "@/lib/db/schema";
import { randomToken, safeEqual, sha256 } from "@/lib/crypto/tokens";
import { OAuth2Error, type AppRow } from "./client";
import { issueTokens, revokeFamily } from "./user-tokens";

/** The authorization code grant with PKCE (RFC 6749 4.1, RFC 7636 S256). */
const CODE_TTL_MS = 5 * 60_000;

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

function s256(verifier: string): string {
  return crypto.createHash("sha256").update(verifier).digest("base64url");
}

/**
 * The tokens issued from a code form one family named by the code's hash (a hash, never the code), so a
 * second use of the code can find and revoke them, the refreshed ones included (RFC 6749 4.1.2).
 */
const familyOf = (codeHash: string) => `code:${codeHash}`;

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
  const codeHash = sha256(p.code);
  const rows = await db()
    .update(authorizationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authorizationCodes.codeHash, codeHash), isNull(authorizationCodes.usedAt)))
    .returning();
  const row = rows[0];
  if (!row) await revokeFamily(familyOf(codeHash)); // a used code presented again: treat as stolen
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
  return issueTokens(app.id, row.userId, row.scopes, familyOf(codeHash));
}
