import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { decode } from "next-auth/jwt";
import { derivedSecret } from "@/lib/crypto/secret-box";
import { safeEqual } from "@/lib/crypto/tokens";
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { userTokens } from "@/lib/db/schema";

/**
 * Reads the console's next-auth session (an encrypted JWT cookie) outside Next, so the console's
 * JSON API runs on the lean router. The JWT's `sub` is the platform user id.
 */
const NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export function nextAuthSecret(): string {
  return derivedSecret("next-auth");
}

function sessionCookie(c: Context): string | undefined {
  for (const name of NAMES) {
    const whole = getCookie(c, name);
    if (whole) return whole;
    // next-auth splits large cookies into name.0, name.1, ...
    const parts: string[] = [];
    for (let i = 0; ; i++) {
      const part = getCookie(c, `${name}.${i}`);
      if (!part) break;
      parts.push(part);
    }
    if (parts.length) return parts.join("");
  }
  return undefined;
}

export type ConsoleSession = {
  userId: string;
  issuedAt: number;
  grant: string;
  /** When the cookie's JWT expires (ms since the epoch); Infinity when it names no expiry. */
  expiresAt: number;
};

/**
 * The session in the cookie, if it is valid and its grant still stands. The cookie alone would stay
 * valid until it expires, copied or not; the grant (the platform OAuth 2.0 token the console signed in
 * with, by hash) is revoked at sign-out, which ends the session here for every copy of the cookie.
 */
export function consoleSession(c: Context): Promise<ConsoleSession | null> {
  // Once per request: the console API's guard, the caller layer and the CSRF check all ask.
  let read = perRequest.get(c);
  if (!read) perRequest.set(c, (read = readSession(c)));
  return read;
}
const perRequest = new WeakMap<Context, Promise<ConsoleSession | null>>();

async function readSession(c: Context): Promise<ConsoleSession | null> {
  const token = sessionCookie(c);
  if (!token) return null;
  let jwt: Awaited<ReturnType<typeof decode>>;
  try {
    jwt = await decode({ token, secret: nextAuthSecret() });
  } catch {
    return null;
  }
  if (!jwt?.sub || typeof jwt.grant !== "string" || !(await grantStands(jwt.grant, jwt.sub)))
    return null;
  const expiresAt = typeof jwt.exp === "number" ? jwt.exp * 1000 : Infinity;
  return { userId: jwt.sub, issuedAt: Number(jwt.iat ?? 0), grant: jwt.grant, expiresAt };
}

/**
 * Whether a session read earlier still stands (long-lived responses ask again as they go): its
 * cookie has not expired and its grant was not revoked by a sign-out.
 */
export async function sessionStands(s: ConsoleSession, now = Date.now()): Promise<boolean> {
  return now < s.expiresAt && (await grantStands(s.grant, s.userId));
}

async function grantStands(grant: string, userId: string): Promise<boolean> {
  const row = (
    await db()
      .select({ userId: userTokens.userId, revokedAt: userTokens.revokedAt })
      .from(userTokens)
      .where(eq(userTokens.accessHash, grant))
      .limit(1)
  )[0];
  // The access token's own expiry does not matter: the session's lifetime is the cookie's.
  return !!row && row.userId === userId && !row.revokedAt;
}

/** Sign-out: the grant behind the session (its whole refresh family) is revoked, so a copied cookie is dead. */
export async function endConsoleGrant(s: ConsoleSession): Promise<void> {
  const row = (
    await db()
      .select({ familyId: userTokens.familyId })
      .from(userTokens)
      .where(eq(userTokens.accessHash, s.grant))
      .limit(1)
  )[0];
  if (!row) return;
  await db()
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(userTokens.familyId, row.familyId), isNull(userTokens.revokedAt)));
}

/** CSRF token bound to the session: a cross-site page can send the cookie but cannot read this value. */
export function consoleCsrfToken(s: Pick<ConsoleSession, "userId" | "issuedAt">): string {
  return crypto
    .createHmac("sha256", derivedSecret("console-csrf"))
    .update(`${s.userId}:${s.issuedAt}`)
    .digest("base64url");
}

export function consoleCsrfValid(c: Context, s: ConsoleSession): boolean {
  const sent = c.req.header("x-csrf-token");
  return !!sent && safeEqual(sent, consoleCsrfToken(s));
}
