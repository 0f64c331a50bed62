import type { Context } from "hono";
import type { Scope } from "@/lib/auth/oauth2/scopes";
import { issueCode, type PkceMethod } from "@/lib/auth/oauth2/code-grant";
import { csrfToken } from "@/lib/auth/form-csrf";
import { sessionUser } from "@/lib/auth/web-session";
import { errorPage } from "@/lib/http/html";
import { oauth2ApprovalPage } from "@/lib/auth/pages/oauth2-approval";
import { withParams } from "../../http/url";
import { pagePolicy } from "../../http/security-headers";
import { config } from "@/lib/config/env";
import { definePageRoute, expiredForm, pageField, type PageRoute } from "../page-route";
import { AUTH_FIELDS, validateAuthorization, type AuthParams } from "./oauth2-authorize-request";

/** GET/POST /i/oauth2/authorize: the user's approval page, which answers the client with a code. */

/** RFC 6749 4.1.1 and RFC 7636 4.3, as validateAuthorization checks them. */
const FIELDS = {
  response_type: pageField("code."),
  client_id: pageField("The app's OAuth 2.0 client id."),
  redirect_uri: pageField("One of the app's registered callback URLs."),
  scope: pageField("Space-separated scopes, for example users.read offline.access."),
  state: pageField("The client's value, sent back with the code or the error."),
  code_challenge: pageField("PKCE: base64url(SHA-256(code_verifier)) with S256, or the verifier."),
  code_challenge_method: pageField("S256 (recommended) or plain."),
} satisfies Record<(typeof AUTH_FIELDS)[number], unknown>;

const PAGES = {
  400: "Unknown or missing client_id, or a redirect_uri that is not registered: never redirected.",
} as const;
const BACK = "redirect_uri with error and error_description (and state) for any other bad field";

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

const approvalForm = definePageRoute({
  method: "GET",
  path: "/i/oauth2/authorize",
  summary: "The approval page of an OAuth 2.0 authorization request (PKCE).",
  limit: "oauth2_authorize",
  fields: FIELDS,
  pages: { 200: "The approval page: the app, the scopes, Allow or Deny.", ...PAGES },
  redirects: {
    302: `/login?next=… when signed out; ${BACK}; with the code at once for a first-party app.`,
  },
  handler: async ({ c, fields: p }) => {
    c.header("cache-control", "no-store");
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
});

const decision = definePageRoute({
  method: "POST",
  path: "/i/oauth2/authorize",
  summary: "The user's decision on an OAuth 2.0 authorization request.",
  limit: "oauth2_authorize",
  fields: {
    ...FIELDS,
    decision: pageField("allow approves the request; anything else denies it."),
  },
  csrf: expiredForm("Start again from the application."),
  pages: { ...PAGES, 401: "The sign-in ended: start again from the application." },
  redirects: {
    302: `redirect_uri with the code and state when allowed, error=access_denied when denied; ${BACK}.`,
  },
  handler: async ({ c, fields: p }) => {
    const checked = await validateAuthorization(c, p);
    if ("page" in checked) return checked.page;
    const user = await sessionUser(c);
    if (!user)
      return c.html(
        errorPage("Authorization failed", "Your sign-in ended. Start again from the application."),
        401,
      );
    if (p.decision !== "allow")
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
});

export const OAUTH2_AUTHORIZE_PAGES: readonly PageRoute[] = [approvalForm, decision];
