import { Hono, type Context } from "hono";
import type { Scope } from "@/lib/auth/oauth2/scopes";
import { issueCode, type PkceMethod } from "@/lib/auth/oauth2/code-grant";
import { csrfToken, csrfValid } from "@/lib/auth/form-csrf";
import { sessionUser } from "@/lib/auth/web-session";
import { errorPage } from "@/lib/http/html";
import { oauth2ApprovalPage } from "@/lib/auth/pages/oauth2-approval";
import { authorizationRateLimit } from "../request-middleware";
import { withParams } from "../../http/url";
import { pagePolicy } from "../../http/security-headers";
import { config } from "@/lib/config/env";
import { AUTH_FIELDS, validateAuthorization, type AuthParams } from "./oauth2-authorize-request";

/** GET/POST /i/oauth2/authorize: the user's approval page, which answers the client with a code. */
export const oauth2AuthorizeRoutes = new Hono();

async function approve(
  c: Context,
  userId: string,
  p: AuthParams,
  checked: { app: { id: string }; scopes: Scope[]; asked: string; method: PkceMethod },
) {
  const code = await issueCode({
    appId: checked.app.id,
    userId,
    redirectUri: p.redirect_uri!,
    scopes: checked.scopes,
    scope: checked.asked,
    codeChallenge: p.code_challenge!,
    method: checked.method,
  });
  return c.redirect(withParams(p.redirect_uri!, { code, state: p.state }), 302);
}

oauth2AuthorizeRoutes.get(
  "/i/oauth2/authorize",
  authorizationRateLimit("oauth2_authorize"),
  async (c) => {
    c.header("cache-control", "no-store");
    const p: AuthParams = Object.fromEntries(AUTH_FIELDS.map((k) => [k, c.req.query(k)]));
    const checked = await validateAuthorization(c, p);
    if ("page" in checked) return checked.page;
    const user = await sessionUser(c);
    if (!user) {
      const here = new URL(c.req.url);
      return c.redirect(`/login?next=${encodeURIComponent(here.pathname + here.search)}`, 302);
    }
    // The console is our own client: its users are not asked to approve it.
    if (checked.app.firstParty) return approve(c, user.id, p, checked);
    // Approving or denying redirects to redirect_uri, which form-action must allow.
    c.header("content-security-policy", pagePolicy(config().publicBaseUrl, [p.redirect_uri!]));
    const hidden: Record<string, string> = { csrf_token: csrfToken(c) };
    for (const k of AUTH_FIELDS) if (p[k] !== undefined) hidden[k] = p[k]!;
    return c.html(
      oauth2ApprovalPage({
        appName: checked.app.name,
        appWebsite: checked.app.website,
        scopes: checked.scopes,
        unserved: checked.unserved,
        signedInAs: user.screenName,
        hidden,
      }),
    );
  },
);

oauth2AuthorizeRoutes.post(
  "/i/oauth2/authorize",
  authorizationRateLimit("oauth2_authorize"),
  async (c) => {
    const body = await c.req.parseBody();
    const str = (k: string) => {
      const v = body[k];
      return typeof v === "string" ? v : undefined;
    };
    if (!csrfValid(c, str("csrf_token")))
      return c.html(
        errorPage(
          "Request refused",
          "This form expired or was not sent from this site. Start again from the application.",
        ),
        403,
      );
    const p: AuthParams = Object.fromEntries(AUTH_FIELDS.map((k) => [k, str(k)]));
    const checked = await validateAuthorization(c, p);
    if ("page" in checked) return checked.page;
    const user = await sessionUser(c);
    if (!user)
      return c.html(
        errorPage("Authorization failed", "Your sign-in ended. Start again from the application."),
        401,
      );
    if (str("decision") !== "allow")
      return c.redirect(
        withParams(p.redirect_uri!, {
          error: "access_denied",
          error_description: "The user denied access.",
          state: p.state,
        }),
        302,
      );
    return approve(c, user.id, p, checked);
  },
);
