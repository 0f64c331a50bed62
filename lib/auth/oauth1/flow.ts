import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accessTokens, requestTokens, users } from "@/lib/db/schema";
import { decrypt, encrypt } from "@/lib/crypto/secret-box";
import { pin, randomToken, safeEqual } from "@/lib/crypto/tokens";
import { OAuthError } from "@/lib/platform/errors";
import type { AccessLevel } from "@/lib/apps/schema";
import type { AppRow } from "./verify";

/** read < read-write: svc_auth_access_type may only lower the app's registered level. */
export function lowerAccessLevel(app: AccessLevel, asked: string | undefined): AccessLevel {
  if (asked === undefined || asked === "") return app;
  if (asked !== "read" && asked !== "write") {
    throw new OAuthError(32, `svc_auth_access_type must be read or write, got "${asked}".`);
  }
  return asked === "read" ? "read" : app;
}

/**
 * Registered callbacks match on scheme, host, port and path; the query string a client adds (state of
 * its own) is allowed. Apps with no registered callback are desktop apps and may only use oob.
 */
export function checkCallback(app: AppRow, callback: string | undefined): string {
  if (!callback)
    throw new OAuthError(
      32,
      "oauth_callback is required: a registered callback URL, or oob for PIN mode.",
    );
  if (callback === "oob") return callback;
  if (app.callbackUrls.length === 0) throw new OAuthError(417);
  const strip = (u: string) => {
    try {
      const url = new URL(u);
      return `${url.protocol}//${url.host.toLowerCase()}${url.pathname}`;
    } catch {
      return null;
    }
  };
  const wanted = strip(callback);
  if (wanted && app.callbackUrls.some((registered) => strip(registered) === wanted))
    return callback;
  throw new OAuthError(
    415,
    `"${callback}" is not registered; this app's callback URLs are: ${app.callbackUrls.join(", ")}.`,
  );
}

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
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
  return { token, secret };
}

export type PendingRequest = typeof requestTokens.$inferSelect;

/** A request token that the user may still decide on; null when unknown, expired, used or decided. */
export async function findPendingRequestToken(token: string): Promise<PendingRequest | null> {
  const row = (
    await db().select().from(requestTokens).where(eq(requestTokens.token, token)).limit(1)
  )[0];
  if (!row || row.usedAt || row.deniedAt || row.verifier || row.expiresAt.getTime() < Date.now())
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
    .set({ deniedAt: new Date() })
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
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(requestTokens.token, requestToken),
        eq(requestTokens.appId, app.id),
        isNull(requestTokens.usedAt),
      ),
    )
    .returning();
  const row = burnt[0];
  if (!row) throw new OAuthError(89);
  if (!verifier)
    throw new OAuthError(
      32,
      "oauth_verifier is missing: send the verifier from the callback, or the PIN in oob mode.",
    );
  if (!row.verifier || !row.userId || !safeEqual(row.verifier, verifier)) {
    throw new OAuthError(32, "oauth_verifier does not belong to this request token.");
  }
  return issueAccessToken(app.id, row.userId, row.accessLevel);
}

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
      if (!user) throw new OAuthError(89);
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

/**
 * Whether the user already granted this app at least `level`: only then may authenticate skip the
 * approval page (a read grant must not become read-write without the user seeing it).
 */
export async function hasGrantAtLeast(
  appId: string,
  userId: string,
  level: AccessLevel,
): Promise<boolean> {
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
  return rows.some((r) => r.level === "read-write" || level === "read");
}
