import type { Context } from "hono";
import { denyRequestToken, findPendingRequestToken } from "@/lib/auth/oauth1/request-tokens";
import { hasGrantAtLeast } from "@/lib/auth/oauth1/access-tokens";
import { sessionUser, startSession } from "@/lib/auth/web-session";
import { attemptSignIn, lockedMessage, retryAfter } from "@/lib/auth/sign-in";
import { deniedPage } from "@/lib/auth/pages/oauth1-approval";
import { errorPage } from "@/lib/http/html";
import { withParams } from "../../http/url";
import { definePageRoute, expiredForm, pageField, type PageRoute } from "../page-route";
import {
  finishApproval,
  INVALID,
  loadApp,
  render,
  truthy,
  type Mode,
} from "./oauth1-approval-steps";

/** GET/POST oauth/authorize and oauth/authenticate: the user's sign-in and approval pages. */

const FIELDS = {
  oauth_token: pageField("The request token the app obtained from POST /oauth/request_token."),
  force_login: pageField("true or 1: ask for the username and password even when signed in."),
  screen_name: pageField("The username to fill in."),
};
const PAGES = {
  200: "The approval page (sign-in and Allow or Deny), or with an oob callback the PIN or the denial.",
  400: "The request token is missing, unknown, expired or used, or the app is not available.",
} as const;

const unavailable = (c: Context) =>
  c.html(errorPage("Authorization failed", "This application is not available."), 400);

function approvalForm(mode: Mode): PageRoute {
  return definePageRoute({
    method: "GET",
    path: `/oauth/${mode}`,
    summary:
      mode === "authorize"
        ? "The approval page of an OAuth 1.0a request token."
        : "Sign in with SVC: the approval page, or straight back to an app the user already approved.",
    limit: mode,
    fields: FIELDS,
    pages: PAGES,
    // Sign in with SVC answers an app the user already approved at once.
    redirects:
      mode === "authenticate"
        ? { 302: "The app's callback with oauth_token and oauth_verifier." }
        : {},
    handler: async ({ c, fields }) => {
      c.header("cache-control", "no-store");
      const token = fields.oauth_token;
      const req = token ? await findPendingRequestToken(token) : null;
      if (!req)
        return c.html(
          errorPage(
            "Authorization failed",
            token ? INVALID : "oauth_token is missing from the address.",
          ),
          400,
        );
      const app = await loadApp(req);
      if (!app || app.deletedAt || app.suspended) return unavailable(c);
      const force = truthy(fields.force_login);
      const user = force ? null : await sessionUser(c);
      // Sign in with SVC: a user who already granted this app access goes straight back to it.
      if (
        mode === "authenticate" &&
        user &&
        app.signInWith &&
        (await hasGrantAtLeast(app.id, user.id, req.accessLevel))
      ) {
        return finishApproval(c, req, app.name, user.id);
      }
      return c.html(
        render(c, mode, req, app, {
          signedInAs: user?.screenName ?? null,
          screenName: fields.screen_name,
          force,
        }),
      );
    },
  });
}

function decision(mode: Mode): PageRoute {
  return definePageRoute({
    method: "POST",
    path: `/oauth/${mode}`,
    summary: "The user's decision on a request token, signing in first when needed.",
    limit: mode,
    fields: {
      ...FIELDS,
      decision: pageField("allow approves the request token; anything else denies it."),
      password: pageField("The password, when signing in on the page."),
    },
    csrf: expiredForm("Go back, reload the page and try again.", { noStore: true }),
    pages: {
      ...PAGES,
      401: "The approval page again: the username and password did not match.",
      429: "The approval page again: too many failed attempts; Retry-After says when to try again.",
    },
    redirects: {
      302: "The app's callback: with oauth_token and oauth_verifier when allowed, with denied otherwise.",
    },
    handler: async ({ c, fields }) => {
      c.header("cache-control", "no-store");
      const token = fields.oauth_token;
      const req = token ? await findPendingRequestToken(token) : null;
      if (!req) return c.html(errorPage("Authorization failed", INVALID), 400);
      const app = await loadApp(req);
      if (!app || app.deletedAt || app.suspended) return unavailable(c);

      if (fields.decision !== "allow") {
        await denyRequestToken(req.token);
        if (req.callback === "oob") return c.html(deniedPage(app.name));
        return c.redirect(withParams(req.callback, { denied: req.token }), 302);
      }
      const force = truthy(fields.force_login);
      let user = force ? null : await sessionUser(c);
      if (!user || fields.password !== undefined) {
        const checked = await attemptSignIn(c, fields.screen_name ?? "", fields.password ?? "");
        if (!checked.ok) {
          if (checked.retryAt) c.header("retry-after", retryAfter(checked.retryAt));
          const page = render(c, mode, req, app, {
            signedInAs: null,
            screenName: fields.screen_name,
            error: checked.retryAt
              ? lockedMessage(checked.retryAt)
              : "The username and password did not match. Check them and try again.",
            force,
          });
          return c.html(page, checked.retryAt ? 429 : 401);
        }
        await startSession(c, checked.user.id);
        user = checked.user;
      }
      return finishApproval(c, req, app.name, user.id);
    },
  });
}

export const OAUTH1_PAGES: readonly PageRoute[] = (["authorize", "authenticate"] as const).flatMap(
  (mode) => [approvalForm(mode), decision(mode)],
);
