import type { Context } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users, webSessions } from "@/lib/db/schema";
import { randomToken, sha256 } from "@/lib/crypto/tokens";
import { cookiesSecure } from "@/lib/config/env";
import { hashPassword, verifyPassword } from "@/lib/crypto/password";

/**
 * The platform's own browser sign-in (used by the login, OAuth 1.0a and OAuth 2.0 approval pages).
 * Sessions live in the database by hash, so any process can read them and a stolen table is useless.
 */
export const SESSION_COOKIE = "svc_session";
const TTL_DAYS = 14;

export type SessionUser = { id: string; screenName: string; name: string };

export async function sessionUser(c: Context): Promise<SessionUser | null> {
  const raw = getCookie(c, SESSION_COOKIE);
  if (!raw) return null;
  const rows = await db()
    .select({ id: users.id, screenName: users.screenName, name: users.name })
    .from(webSessions)
    .innerJoin(users, eq(users.id, webSessions.userId))
    .where(and(eq(webSessions.idHash, sha256(raw)), gt(webSessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0] ?? null;
}

export async function startSession(c: Context, userId: string): Promise<void> {
  const raw = randomToken(32);
  await db()
    .insert(webSessions)
    .values({
      idHash: sha256(raw),
      userId,
      expiresAt: new Date(Date.now() + TTL_DAYS * 86400_000),
    });
  setCookie(c, SESSION_COOKIE, raw, {
    httpOnly: true,
    sameSite: "Lax",
    secure: cookiesSecure(),
    path: "/",
    maxAge: TTL_DAYS * 86400,
  });
}

export async function endSession(c: Context): Promise<void> {
  const raw = getCookie(c, SESSION_COOKIE);
  if (raw)
    await db()
      .delete(webSessions)
      .where(eq(webSessions.idHash, sha256(raw)));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: cookiesSecure() });
}

/** Checks a screen name (case-insensitive, with or without @) and password. */
export async function checkCredentials(
  screenName: string,
  password: string,
): Promise<SessionUser | null> {
  const name = screenName.trim().replace(/^@/, "");
  if (!name || !password) return null;
  const row = (
    await db()
      .select()
      .from(users)
      .where(sql`lower(${users.screenName}) = lower(${name})`)
      .limit(1)
  )[0];
  // An unknown name costs the same hash as a known one, so timing does not reveal which names exist.
  if (!row) {
    await verifyPassword(password, await dummyHash());
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  return { id: row.id, screenName: row.screenName, name: row.name };
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomToken(16));
  return dummy;
}
