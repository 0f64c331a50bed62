import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { authorizationCodes } from "@/lib/db/schema";
import { randomToken, safeEqual, sha256 } from "@/lib/crypto/tokens";
import { OAuth2Error } from "@/lib/http/oauth2-error";
import type { AppRow } from "./client";
import { grantOf, issueTokens, revokeFamily } from "./user-tokens";

/** The authorization code grant with PKCE (RFC 6749 4.1, RFC 7636 S256 or plain). */
const CODE_TTL_MS = 5 * 60_000;

export async function issueCode(input: {
  appId: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  /** The scope as asked, which the tokens answer (ParsedScopes.asked). */
  scope: string;
  codeChallenge: string;
  method: PkceMethod;
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
      scope: input.scope,
      codeChallenge: input.codeChallenge,
      codeChallengeMethod: input.method,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  return code;
}

export type PkceMethod = "S256" | "plain";

/**
 * A code_verifier (and a plain challenge, which is the verifier): RFC 7636's characters, at least 43.
 * RFC 7636 caps it at 128; the reference platform takes longer ones, and tweepy (through oauthlib's
 * token_urlsafe(128)) sends 171 characters, so the ceiling is 256: still a bound, above any client seen.
 */
export const PKCE_VALUE_MAX = 256;
const PKCE_VALUE = new RegExp(`^[A-Za-z0-9\\-._~]{43,${PKCE_VALUE_MAX}}$`);
export const isPkceValue = (v: string): boolean => PKCE_VALUE.test(v);

/**
 * RFC 7636 names the methods S256 and plain; the reference platform and its client libraries use
 * any letter case (twitter-api-v2 sends s256, twitter-api-sdk s256 or plain), so the case is ignored.
 * plain (the challenge is the verifier) is what twitter-api-sdk sends by default.
 */
export function pkceMethod(raw: string | undefined): PkceMethod | null {
  const lower = raw?.toLowerCase();
  return lower === "s256" ? "S256" : lower === "plain" ? "plain" : null;
}

/** The challenge a verifier answers under the method the code was issued with. */
function challengeOf(verifier: string, method: string): string {
  if (method === "plain") return verifier;
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
  if (!isPkceValue(p.codeVerifier))
    throw new OAuth2Error(
      "invalid_request",
      `code_verifier must be 43 to ${PKCE_VALUE_MAX} characters of [A-Za-z0-9-._~].`,
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
  if (!safeEqual(challengeOf(p.codeVerifier, row.codeChallengeMethod), row.codeChallenge))
    throw new OAuth2Error("invalid_grant", "code_verifier does not match the code_challenge.");
  return issueTokens(app.id, row.userId, grantOf(row), familyOf(codeHash));
}
