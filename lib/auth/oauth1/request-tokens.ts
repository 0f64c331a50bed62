import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { requestTokens } from "@/lib/db/schema";
import { encrypt } from "@/lib/crypto/secret-box";
import { pin, randomToken, safeEqual } from "@/lib/crypto/tokens";
import { OAuthError } from "@/lib/http/errors";
import type { AccessLevel } from "@/lib/auth/apps/schema";
import type { AppRow } from "./verify";
import { issueAccessToken } from "./access-tokens";
import { now, nowMs } from "@/lib/time/clock";

/** Request tokens: issued, decided on by the user (approve with a verifier, or deny), exchanged once. */
export async function issueRequestToken(
  app: AppRow,
  callback: string,
  accessLevel: AccessLevel,
  ttlSeconds: number,
) {
  const token = randomToken(24);
  const secret = randomToken(30);
  await db()
    .insert(requestTokens)
    .values({
      token,
      appId: app.id,
      secretEnc: encrypt(secret),
      callback,
      accessLevel,
      expiresAt: new Date(nowMs() + ttlSeconds * 1000),
    });
  return { token, secret };
}

export type PendingRequest = typeof requestTokens.$inferSelect;

/** A request token that the user may still decide on; null when unknown, expired, used or decided. */
export async function findPendingRequestToken(token: string): Promise<PendingRequest | null> {
  const row = (
    await db().select().from(requestTokens).where(eq(requestTokens.token, token)).limit(1)
  )[0];
  if (!row || row.usedAt || row.deniedAt || row.verifier || row.expiresAt.getTime() < nowMs())
    return null;
  return row;
}

/**
 * Records the user's approval; the verifier binds the later access_token call to this token and
 * user. oob users type it, so there it is a 7-digit PIN; redirects carry a long random one.
 * Null when the token was decided or used meanwhile.
 */
export async function approveRequestToken(
  token: string,
  userId: string,
  kind: "redirect" | "pin",
): Promise<string | null> {
  const verifier = kind === "pin" ? pin() : randomToken(24);
  const rows = await db()
    .update(requestTokens)
    .set({ verifier, userId })
    .where(
      and(
        eq(requestTokens.token, token),
        isNull(requestTokens.verifier),
        isNull(requestTokens.deniedAt),
        isNull(requestTokens.usedAt),
      ),
    )
    .returning({ token: requestTokens.token });
  return rows.length ? verifier : null;
}

export async function denyRequestToken(token: string): Promise<void> {
  await db()
    .update(requestTokens)
    .set({ deniedAt: now() })
    .where(
      and(
        eq(requestTokens.token, token),
        isNull(requestTokens.verifier),
        isNull(requestTokens.usedAt),
      ),
    );
}

/**
 * Exchanges an approved request token for an access token. The request token is burnt on every
 * attempt (single use), so a 7-digit PIN cannot be guessed by retrying.
 */
export async function exchangeRequestToken(
  app: AppRow,
  requestToken: string,
  verifier: string | undefined,
) {
  const burnt = await db()
    .update(requestTokens)
    .set({ usedAt: now() })
    .where(
      and(
        eq(requestTokens.token, requestToken),
        eq(requestTokens.appId, app.id),
        isNull(requestTokens.usedAt),
      ),
    )
    .returning();
  const row = burnt[0];
  if (!row) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
  if (!verifier)
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      "oauth_verifier is missing: send the verifier from the callback, or the PIN in oob mode.",
    );
  if (!row.verifier || !row.userId || !safeEqual(row.verifier, verifier)) {
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      "oauth_verifier does not belong to this request token.",
    );
  }
  return issueAccessToken(app.id, row.userId, row.accessLevel);
}
