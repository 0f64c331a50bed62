import { Hono, type Context } from "hono";
import { parseScopes, type Scope } from "@/lib/auth/oauth2/scopes";
import {
  appByClientId,
  authenticateClient,
  OAuth2Error,
  redirectUriRegistered,
} from "@/lib/auth/oauth2/client";
import { exchangeCode, issueCode } from "@/lib/auth/oauth2/code-grant";
import { refresh, revoke } from "@/lib/auth/oauth2/user-tokens";
import { csrfToken, csrfValid } from "@/lib/auth/form-csrf";
import { sessionUser } from "@/lib/auth/web-session";
import { errorPage } from "@/lib/pages/html";
import { oauth2ApprovalPage } from "@/lib/pages/oauth2-approval";
import { authorizationRateLimit } from "../middleware";
import { withParams } from "../url";
import { pagePolicy } from "../security-headers";
import { config } from "@/lib/config/env";
import { param, requestParams } from "../request-params";

/** OAuth 2.0 user flow: the approval page, the token endpoint and revocation. */
export const oauth2UserRoutes = new Hono();

const AUTH_FIELDS = [
  "response_type",
  "client_id",
  "redirect_uri",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
] as const;
type AuthParams = Partial<Record<(typeof AUTH_FIELDS)[number], string>>;

/**
 * Validates an authorization request. Problems with client_id or redirect_uri are shown on a page
 * (never redirected: the redirect target is not trusted yet); the others go back to the client.
 */
async function validate(c: Context, p: AuthParams) {
  const app = await appByClientId(p.client_id);
  if (!app)
    return {
      page: c.html(
        errorPage(
          "Authorization failed",
          "Unknown or missing client_id: check the app's client id (its API key).",
        ),
        400,
      ),
    };
  if (!redirectUriRegistered(app, p.redirect_uri)) {
    return {
      page: c.html(
        errorPage(
          "Authorization failed",
          `redirect_uri "${p.redirect_uri ?? ""}" is not one of this app's registered callback URLs.`,
        ),
        400,
      ),
    };
  }
  const back = (error: string, description: string) => ({
    page: c.redirect(
      withParams(p.redirect_uri!, { error, error_description: description, state: p.state }),
      302,
    ),
  });
  if (p.response_type !== "code")
    return back("unsupported_response_type", "response_type must be code.");
  if (!p.state) return back("invalid_request", "state is required.");
  if (!p.code_challenge || !/^[A-Za-z0-9\-._~]{43,128}$/.test(p.code_challenge))
    return back(
      "invalid_request",
      "code_challenge is required: base64url(SHA-256(code_verifier)).",
    );
  if (p.code_challenge_method !== "S256")
    return back("invalid_request", "code_challenge_method must be S256.");
  const { scopes, invalid } = parseScopes(p.scope, app.firstParty);
  if (invalid.length)
    return back("invalid_scope", `Unknown or unavailable scopes: ${invalid.join(", ")}.`);
  if (!scopes.length)
    return back(
      "invalid_scope",
      "scope is required (space-separated, for example users.read offline.access).",
    );
  return { app, scopes };
}

async function approve(c: Context, appId: string, userId: string, p: AuthParams, scopes: Scope[]) {
  const code = await issueCode({
    appId,
    userId,
    redirectUri: p.redirect_uri!,
    scopes,
    codeChallenge: p.code_challenge!,
    method: "S256",
  });
  return c.redirect(withParams(p.redirect_uri!, { code, state: p.state }), 302);
}

oauth2UserRoutes.get(
  "/i/oauth2/authorize",
  authorizationRateLimit("oauth2_authorize"),
  async (c) => {
    c.header("cache-control", "no-store");
    const p: AuthParams = Object.fromEntries(AUTH_FIELDS.map((k) => [k, c.req.query(k)]));
    const checked = await validate(c, p);
    if ("page" in checked) return checked.page;
    const user = await sessionUser(c);
    if (!user) {
      const here = new URL(c.req.url);
      return c.redirect(`/login?next=${encodeURIComponent(here.pathname + here.search)}`, 302);
    }
    // The console is our own client: its users are not asked to approve it.
    if (checked.app.firstParty) return approve(c, checked.app.id, user.id, p, checked.scopes);
    // Approving or denying redirects to redirect_uri, which form-action must allow.
    c.header("content-security-policy", pagePolicy(config().publicBaseUrl, [p.redirect_uri!]));
    const hidden: Record<string, string> = { csrf_token: csrfToken(c) };
    for (const k of AUTH_FIELDS) if (p[k] !== undefined) hidden[k] = p[k]!;
    return c.html(
      oauth2ApprovalPage({
        appName: checked.app.name,
        appWebsite: checked.app.website,
        scopes: checked.scopes,
        signedInAs: user.screenName,
        hidden,
      }),
    );
  },
);

oauth2UserRoutes.post(
  "/i/oauth2/authorize",
  authorizationRateLimit("oauth2_authorize"),
  async (c) => {
    const body = await c.req.parseBody();
    const str = (k: string) => (typeof body[k] === "string" ? (body[k] as string) : undefined);
    if (!csrfValid(c, str("csrf_token")))
      return c.html(
        errorPage(
          "Request refused",
          "This form expired or was not sent from this site. Start again from the application.",
        ),
        403,
      );
    const p: AuthParams = Object.fromEntries(AUTH_FIELDS.map((k) => [k, str(k)]));
    const checked = await validate(c, p);
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
    return approve(c, checked.app.id, user.id, p, checked.scopes);
  },
);

function oauth2Error(c: Context, err: unknown) {
  if (err instanceof OAuth2Error)
    return c.json({ error: err.error, error_description: err.description }, err.status, {
      "cache-control": "no-store",
    });
  throw err;
}

oauth2UserRoutes.post("/2/oauth2/token", authorizationRateLimit("oauth2_user_token"), async (c) => {
  try {
    const p = await requestParams(c);
    const app = await authenticateClient(c.req.header("authorization"), {
      clientId: param(p, "client_id"),
      clientSecret: param(p, "client_secret"),
    });
    const grant = param(p, "grant_type");
    c.header("cache-control", "no-store");
    if (grant === "authorization_code") {
      return c.json(
        await exchangeCode(app, {
          code: param(p, "code"),
          redirectUri: param(p, "redirect_uri"),
          codeVerifier: param(p, "code_verifier"),
        }),
      );
    }
    if (grant === "refresh_token") return c.json(await refresh(app, param(p, "refresh_token")));
    throw new OAuth2Error(
      "unsupported_grant_type",
      "grant_type must be authorization_code or refresh_token.",
    );
  } catch (err) {
    return oauth2Error(c, err);
  }
});

oauth2UserRoutes.post("/2/oauth2/revoke", authorizationRateLimit("oauth2_revoke"), async (c) => {
  try {
    const p = await requestParams(c);
    const app = await authenticateClient(c.req.header("authorization"), {
      clientId: param(p, "client_id"),
      clientSecret: param(p, "client_secret"),
    });
    await revoke(app, param(p, "token"));
    return c.json({ revoked: true });
  } catch (err) {
    return oauth2Error(c, err);
  }
});
