import { Hono, type Context } from "hono";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apps } from "@/lib/db/schema";
import {
  approveRequestToken,
  denyRequestToken,
  findPendingRequestToken,
  type PendingRequest,
} from "@/lib/auth/oauth1/request-tokens";
import { hasGrantAtLeast } from "@/lib/auth/oauth1/access-tokens";
import { csrfToken, csrfValid } from "@/lib/auth/form-csrf";
import { sessionUser, startSession } from "@/lib/auth/web-session";
import { attemptSignIn, lockedMessage, retryAfter } from "@/lib/auth/sign-in";
import { approvalPage, deniedPage, pinPage } from "@/lib/pages/oauth1-approval";
import { errorPage } from "@/lib/pages/html";
import { authorizationRateLimit } from "../middleware";
import { withParams } from "../url";
import { pagePolicy } from "../security-headers";
import { config } from "@/lib/config/env";

/** GET/POST oauth/authorize and oauth/authenticate: the user's sign-in and approval pages. */
export const oauth1Pages = new Hono();

const INVALID =
  "This authorization request is no longer valid: it is unknown, expired, or was already used. Start again from the application.";

type Mode = "authorize" | "authenticate";

function truthy(v: string | undefined): boolean {
  return v === "true" || v === "1";
}

async function loadApp(req: PendingRequest) {
  return (await db().select().from(apps).where(eq(apps.id, req.appId)).limit(1))[0];
}

async function finishApproval(
  c: Context,
  req: PendingRequest,
  appName: string,
  userId: string,
): Promise<Response> {
  if (req.callback === "oob") {
    const code = await approveRequestToken(req.token, userId, "pin");
    return code
      ? c.html(pinPage(appName, code))
      : c.html(errorPage("Authorization failed", INVALID), 400);
  }
  const verifier = await approveRequestToken(req.token, userId, "redirect");
  if (!verifier) return c.html(errorPage("Authorization failed", INVALID), 400);
  return c.redirect(
    withParams(req.callback, { oauth_token: req.token, oauth_verifier: verifier }),
    302,
  );
}

function render(
  c: Context,
  mode: Mode,
  req: PendingRequest,
  app: typeof apps.$inferSelect,
  opts: { signedInAs: string | null; screenName?: string; error?: string; force: boolean },
) {
  // Approving or denying redirects to the callback, which form-action must allow.
  c.header("content-security-policy", pagePolicy(config().publicBaseUrl, [req.callback]));
  const hidden: Record<string, string> = { oauth_token: req.token, csrf_token: csrfToken(c) };
  if (opts.force) hidden.force_login = "true";
  return approvalPage({
    action: `/oauth/${mode}`,
    appName: app.name,
    appWebsite: app.website,
    appDescription: app.description,
    accessLevel: req.accessLevel,
    hidden,
    signedInAs: opts.signedInAs,
    prefillScreenName: opts.screenName,
    error: opts.error,
    switchUserHref: `/oauth/${mode}?oauth_token=${encodeURIComponent(req.token)}&force_login=true`,
  });
}

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
    const field = (name: string) =>
      typeof body[name] === "string" ? (body[name] as string) : undefined;
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
