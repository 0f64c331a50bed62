import { Hono } from "hono";
import { csrfToken, csrfValid } from "@/lib/auth/form-csrf";
import { endSession, startSession } from "@/lib/auth/web-session";
import { attemptSignIn, lockedMessage, retryAfter } from "@/lib/auth/sign-in";
import { loginPage } from "@/lib/auth/pages/login";
import { errorPage } from "@/lib/http/html";
import { authorizationRateLimit } from "../request-middleware";
import { config } from "@/lib/config/env";
import { sameOriginPath } from "@/lib/auth/safe-redirect";

/** The platform's sign-in page, used by the OAuth 2.0 approval page (and so by the console). */
export const loginRoutes = new Hono();

/** Only paths on this site, so the page cannot be used as an open redirect (lib/auth/safe-redirect.ts). */
export function safeNext(value: string | undefined): string {
  return sameOriginPath(value, config().publicBaseUrl, "/console");
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
  const str = (k: string) => {
    const v = body[k];
    return typeof v === "string" ? v : "";
  };
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
  const result = await attemptSignIn(c, str("screen_name"), str("password"));
  if (!result.ok) {
    if (result.retryAt) c.header("retry-after", retryAfter(result.retryAt));
    return c.html(
      loginPage({
        next,
        csrf: csrfToken(c),
        screenName: str("screen_name"),
        error: result.retryAt
          ? lockedMessage(result.retryAt)
          : "The username and password did not match. Check them and try again.",
      }),
      result.retryAt ? 429 : 401,
    );
  }
  await startSession(c, result.user.id);
  return c.redirect(next, 303);
});

loginRoutes.post("/logout", async (c) => {
  const body = await c.req.parseBody();
  if (!csrfValid(c, typeof body.csrf_token === "string" ? body.csrf_token : undefined))
    return c.text("CSRF check failed", 403);
  await endSession(c);
  return c.redirect("/", 303);
});
