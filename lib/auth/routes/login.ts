import { csrfToken } from "@/lib/auth/form-csrf";
import { endSession, startSession } from "@/lib/auth/web-session";
import { attemptSignIn, lockedMessage, retryAfter } from "@/lib/auth/sign-in";
import { loginPage } from "@/lib/auth/pages/login";
import { config } from "@/lib/config/env";
import { sameOriginPath } from "@/lib/auth/safe-redirect";
import { definePageRoute, expiredForm, pageField, type PageRoute } from "../page-route";

/** The platform's sign-in page, used by the OAuth 2.0 approval page (and so by the console). */

/** Only paths on this site, so the page cannot be used as an open redirect (lib/auth/safe-redirect.ts). */
export function safeNext(value: string | undefined): string {
  return sameOriginPath(value, config().publicBaseUrl, "/console");
}

const next = pageField(
  "Where to go once signed in: a path on this site (anything else goes to /console).",
);
const screenName = pageField("The username to fill in.");

const loginForm = definePageRoute({
  method: "GET",
  path: "/login",
  summary: "The sign-in form.",
  fields: { next, screen_name: screenName },
  pages: { 200: "The sign-in form." },
  handler: ({ c, fields }) => {
    c.header("cache-control", "no-store");
    return c.html(
      loginPage({
        next: safeNext(fields.next),
        csrf: csrfToken(c),
        screenName: fields.screen_name,
      }),
    );
  },
});

const signIn = definePageRoute({
  method: "POST",
  path: "/login",
  summary: "Signs in with a username and password and starts the browser's session.",
  limit: "login",
  fields: { screen_name: screenName, password: pageField("The password."), next },
  csrf: expiredForm("Reload the page and try again."),
  pages: {
    401: "The form again: the username and password did not match.",
    429: "The form again: too many failed attempts; Retry-After says when to try again.",
  },
  redirects: { 303: "next (a path on this site), signed in." },
  handler: async ({ c, fields }) => {
    const next = safeNext(fields.next ?? "");
    const result = await attemptSignIn(c, fields.screen_name ?? "", fields.password ?? "");
    if (!result.ok) {
      if (result.retryAt) c.header("retry-after", retryAfter(result.retryAt));
      return c.html(
        loginPage({
          next,
          csrf: csrfToken(c),
          screenName: fields.screen_name ?? "",
          error: result.retryAt
            ? lockedMessage(result.retryAt)
            : "The username and password did not match. Check them and try again.",
        }),
        result.retryAt ? 429 : 401,
      );
    }
    await startSession(c, result.user.id);
    return c.redirect(next, 303);
  },
});

const signOut = definePageRoute({
  method: "POST",
  path: "/logout",
  summary: "Ends the browser's session.",
  fields: {},
  csrf: {
    description: "CSRF check failed.",
    contentType: "text/plain",
    refuse: (c) => c.text("CSRF check failed", 403),
  },
  pages: {},
  redirects: { 303: "The landing page, signed out." },
  handler: async ({ c }) => {
    await endSession(c);
    return c.redirect("/", 303);
  },
});

export const LOGIN_PAGES: readonly PageRoute[] = [loginForm, signIn, signOut];
