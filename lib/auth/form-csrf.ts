import crypto from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { derivedSecret } from "@/lib/crypto/secret-box";
import { randomToken, safeEqual } from "@/lib/crypto/tokens";
import { cookiesSecure } from "@/lib/config/env";
import { SESSION_COOKIE } from "./web-session";

/**
 * The CSRF token of the platform's HTML forms (sign-in, sign-out, both approval pages): an HMAC, with a
 * sub-key of the server secret, of the browser's session id when signed in, else of a random
 * pre-session id kept in its own cookie. A token is therefore valid only with the cookies it was made
 * for: one copied from another browser, even with that browser's CSRF cookie planted beside the
 * victim's session, is refused. Needs no server state, so any process checks it.
 */
const PRE_SESSION_COOKIE = "svc_csrf";

function sign(binding: string): string {
  return crypto
    .createHmac("sha256", derivedSecret("form-csrf"))
    .update(binding)
    .digest("base64url");
}

function binding(c: Context): string | undefined {
  const session = getCookie(c, SESSION_COOKIE);
  if (session) return `session:${session}`;
  const pre = getCookie(c, PRE_SESSION_COOKIE);
  return pre && pre.length >= 20 ? `pre-session:${pre}` : undefined;
}

/** The token for the form being rendered; starts a pre-session when the browser has neither cookie. */
export function csrfToken(c: Context): string {
  const bound = binding(c);
  if (bound) return sign(bound);
  const pre = randomToken(24);
  setCookie(c, PRE_SESSION_COOKIE, pre, {
    httpOnly: true,
    sameSite: "Strict",
    secure: cookiesSecure(),
    path: "/",
  });
  return sign(`pre-session:${pre}`);
}

export function csrfValid(c: Context, submitted: string | undefined): boolean {
  const bound = binding(c);
  return !!bound && !!submitted && safeEqual(sign(bound), submitted);
}
