import { Hono } from "hono";
import {
  checkCredentials,
  csrfToken,
  csrfValid,
  endSession,
  startSession,
} from "@/lib/auth/web-session";
import { loginPage } from "@/lib/pages/login";
import { errorPage } from "@/lib/pages/html";
import { authorizationRateLimit } from "../middleware";
import { config } from "@/lib/config/env";

/** The platform's sign-in page, used by the OAuth 2.0 approval page (and so by the console). */
export const loginRoutes = new Hono();

/**
 * Only paths on this site, so the page cannot be used as an open redirect: the value is resolved
 * against our own origin (browsers drop tabs and newlines, so "/\t/evil.example" must not pass) and
 * anything with control characters or another origin falls back to the console.
 */
export function safeNext(value: string | undefined): string {
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return "/console";
  const base = new URL(config().publicBaseUrl);
  const url = new URL(value, base);
  return url.origin === base.origin ? url.pathname + url.search + url.hash : "/console";
}

loginRoutes.get("/login", (c) => {
  c.header("cache-control", "no-store");
  return c.html(
    loginPage({
      next: safeNext(c.req.query("next")),
      csrf: csrfToken(c),
      screenName: c.req.query("screen_name"),
    }),
  );
});

loginRoutes.post("/login", authorizationRateLimit("login"), async (c) => {
  const body = await c.req.parseBody();
  const str = (k: string) => (typeof body[k] === "string" ? (body[k] as string) : "");
  const next = safeNext(str("next"));
  if (!csrfValid(c, str("csrf_token"))) {
    return c.html(
      errorPage(
        "Request refused",
        "This form expired or was not sent from this site. Reload the page and try again.",
      ),
      403,
    );
  }
  const user = await checkCredentials(str("screen_name"), str("password"));
  if (!user) {
    return c.html(
      loginPage({
        next,
        csrf: csrfToken(c),
        screenName: str("screen_name"),
        error: "The username and password did not match. Check them and try again.",
      }),
      401,
    );
  }
  await startSession(c, user.id);
  return c.redirect(next, 303);
});

loginRoutes.post("/logout", async (c) => {
  const body = await c.req.parseBody();
  if (!csrfValid(c, typeof body.csrf_token === "string" ? body.csrf_token : undefined))
    return c.text("CSRF check failed", 403);
  await endSession(c);
  return c.redirect("/", 303);
});
