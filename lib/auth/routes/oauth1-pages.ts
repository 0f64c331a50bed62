import { Hono } from "hono";
import { denyRequestToken, findPendingRequestToken } from "@/lib/auth/oauth1/request-tokens";
import { hasGrantAtLeast } from "@/lib/auth/oauth1/access-tokens";
import { csrfValid } from "@/lib/auth/form-csrf";
import { sessionUser, startSession } from "@/lib/auth/web-session";
import { attemptSignIn, lockedMessage, retryAfter } from "@/lib/auth/sign-in";
import { deniedPage } from "@/lib/auth/pages/oauth1-approval";
import { errorPage } from "@/lib/http/html";
import { authorizationRateLimit } from "../request-middleware";
import { withParams } from "../../http/url";
import { finishApproval, INVALID, loadApp, render, truthy } from "./oauth1-approval-steps";

/** GET/POST oauth/authorize and oauth/authenticate: the user's sign-in and approval pages. */
export const oauth1Pages = new Hono();

for (const mode of ["authorize", "authenticate"] as const) {
  oauth1Pages.get(`/oauth/${mode}`, authorizationRateLimit(mode), async (c) => {
    c.header("cache-control", "no-store");
    const token = c.req.query("oauth_token");
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
    if (!app || app.deletedAt || app.suspended)
      return c.html(errorPage("Authorization failed", "This application is not available."), 400);
    const force = truthy(c.req.query("force_login"));
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
        screenName: c.req.query("screen_name"),
        force,
      }),
    );
  });

  oauth1Pages.post(`/oauth/${mode}`, authorizationRateLimit(mode), async (c) => {
    c.header("cache-control", "no-store");
    const body = await c.req.parseBody();
    const field = (name: string) => {
      const v = body[name];
      return typeof v === "string" ? v : undefined;
    };
    if (!csrfValid(c, field("csrf_token"))) {
      return c.html(
        errorPage(
          "Request refused",
          "This form expired or was not sent from this site. Go back, reload the page and try again.",
        ),
        403,
      );
    }
    const token = field("oauth_token");
    const req = token ? await findPendingRequestToken(token) : null;
    if (!req) return c.html(errorPage("Authorization failed", INVALID), 400);
    const app = await loadApp(req);
    if (!app || app.deletedAt || app.suspended)
      return c.html(errorPage("Authorization failed", "This application is not available."), 400);

    if (field("decision") !== "allow") {
      await denyRequestToken(req.token);
      if (req.callback === "oob") return c.html(deniedPage(app.name));
      return c.redirect(withParams(req.callback, { denied: req.token }), 302);
    }
    const force = truthy(field("force_login"));
    let user = force ? null : await sessionUser(c);
    if (!user || field("password") !== undefined) {
      const checked = await attemptSignIn(c, field("screen_name") ?? "", field("password") ?? "");
      if (!checked.ok) {
        if (checked.retryAt) c.header("retry-after", retryAfter(checked.retryAt));
        const page = render(c, mode, req, app, {
          signedInAs: null,
          screenName: field("screen_name"),
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
  });
}
