import type { Context } from "hono";
import { sha256 } from "@/lib/crypto/tokens";
import { hitRateLimit, refundRateLimit } from "@/lib/http/rate-limit";
import { checkCredentials, type SessionUser } from "./web-session";
import { browserTrusted, trustBrowser } from "./trusted-browser";
import { nowSeconds } from "@/lib/time/clock";

/**
 * Password sign-in with per-account throttling (README "Sign-in throttling"). Every attempt on an
 * account takes a slot in a five-minute window counted in the database (all processes share it), and
 * a successful one gives its slot back, so the window counts failures; at ten the account refuses
 * further attempts until the window ends, without checking the password. Taking the slot before the
 * check means parallel guesses cannot slip past the limit. Browsers that signed in to the account
 * before count in their own bucket, so strangers' guesses cannot lock the owner out.
 */
export const ACCOUNT_FAILURES = 10;
export const ACCOUNT_WINDOW_SECONDS = 300;

export type SignInResult =
  | { ok: true; user: SessionUser }
  | { ok: false; retryAt?: number /* epoch seconds when the account takes attempts again */ };

/** The account key: the name as sign-in matches it, hashed so any input makes a short key. */
function accountKey(screenName: string): string {
  return sha256(screenName.trim().replace(/^@/, "").toLowerCase()).slice(0, 32);
}

export async function attemptSignIn(
  c: Context,
  screenName: string,
  password: string,
): Promise<SignInResult> {
  const account = accountKey(screenName);
  const bucket = `signin:${browserTrusted(c, account) ? "trusted" : "account"}:${account}`;
  const slot = await hitRateLimit(bucket, ACCOUNT_FAILURES, ACCOUNT_WINDOW_SECONDS);
  if (slot.exceeded) return { ok: false, retryAt: slot.reset };
  const user = await checkCredentials(screenName, password);
  if (!user) return { ok: false };
  await refundRateLimit(bucket, ACCOUNT_WINDOW_SECONDS);
  trustBrowser(c, account);
  return { ok: true, user };
}

/** What the sign-in forms say when an account is locked (no word on whether the account exists). */
export function lockedMessage(retryAt: number): string {
  const at = new Date(retryAt * 1000).toISOString().slice(11, 16);
  return `Too many failed sign-ins to this account. Try again after ${at} UTC, or sign in from a browser that signed in to it before.`;
}

/** Seconds until retryAt, for the retry-after header. */
export function retryAfter(retryAt: number): string {
  return String(Math.max(1, retryAt - nowSeconds()));
}
