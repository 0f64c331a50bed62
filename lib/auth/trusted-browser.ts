import crypto from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { derivedSecret } from "@/lib/crypto/secret-box";
import { safeEqual } from "@/lib/crypto/tokens";
import { cookiesSecure } from "@/lib/config/env";
import { nowSeconds } from "@/lib/time/clock";

/**
 * Browsers that signed in successfully to an account before: a signed cookie listing those accounts
 * (by a key of the account name, with an expiry), so an account locked by someone else's guesses still
 * lets its owner in from their usual browser. Signed with a sub-key of the server secret, so it cannot
 * be forged; it holds no secret itself.
 */
const COOKIE = "svc_trusted";
export const TRUST_DAYS = 30;
const MAX_ACCOUNTS = 5;

type Entry = { account: string; exp: number };

function mac(account: string, exp: number): string {
  return crypto
    .createHmac("sha256", derivedSecret("trusted-browser"))
    .update(`${account}:${exp}`)
    .digest("base64url");
}

function entries(c: Context): Entry[] {
  const now = nowSeconds();
  const out: Entry[] = [];
  for (const part of (getCookie(c, COOKIE) ?? "").split("~")) {
    const [account, expText, sig] = part.split(".");
    const exp = Number(expText);
    if (!account || !sig || !Number.isInteger(exp) || exp < now) continue;
    if (safeEqual(sig, mac(account, exp))) out.push({ account, exp });
  }
  return out;
}

export function browserTrusted(c: Context, account: string): boolean {
  return entries(c).some((e) => e.account === account);
}

/** After a successful sign-in: trust this browser for the account for another 30 days. */
export function trustBrowser(c: Context, account: string): void {
  const exp = nowSeconds() + TRUST_DAYS * 86400;
  const kept = entries(c)
    .filter((e) => e.account !== account)
    .slice(-(MAX_ACCOUNTS - 1));
  const value = [...kept, { account, exp }]
    .map((e) => `${e.account}.${e.exp}.${mac(e.account, e.exp)}`)
    .join("~");
  setCookie(c, COOKIE, value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: cookiesSecure(),
    path: "/",
    maxAge: TRUST_DAYS * 86400,
  });
}
