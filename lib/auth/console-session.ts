import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { decode } from "next-auth/jwt";
import { derivedSecret } from "@/lib/crypto/secret-box";
import { safeEqual } from "@/lib/crypto/tokens";
import crypto from "node:crypto";

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

export type ConsoleSession = { userId: string; issuedAt: number };

export async function consoleSession(c: Context): Promise<ConsoleSession | null> {
  const token = sessionCookie(c);
  if (!token) return null;
  try {
    const jwt = await decode({ token, secret: nextAuthSecret() });
    if (!jwt?.sub) return null;
    return { userId: jwt.sub, issuedAt: Number(jwt.iat ?? 0) };
  } catch {
    return null;
  }
}

/** CSRF token bound to the session: a cross-site page can send the cookie but cannot read this value. */
export function consoleCsrfToken(s: ConsoleSession): string {
  return crypto.createHmac("sha256", derivedSecret("console-csrf")).update(`${s.userId}:${s.issuedAt}`).digest("base64url");
}

export function consoleCsrfValid(c: Context, s: ConsoleSession): boolean {
  const sent = c.req.header("x-csrf-token");
  return !!sent && safeEqual(sent, consoleCsrfToken(s));
}
