import type { Context } from "hono";
import { parseScopes, type ParsedScopes } from "@/lib/auth/oauth2/scopes";
import {
  isPkceValue,
  PKCE_VALUE_MAX,
  pkceMethod,
  type PkceMethod,
} from "@/lib/auth/oauth2/code-grant";
import { appByClientId, redirectUriRegistered, type AppRow } from "@/lib/auth/oauth2/client";
import { errorPage } from "@/lib/http/html";
import { withParams } from "../../http/url";

/** The parameters of an OAuth 2.0 authorization request (RFC 6749 4.1.1, RFC 7636 4.3) and their checks. */
export const AUTH_FIELDS = [
  "response_type",
  "client_id",
  "redirect_uri",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
] as const;
export type AuthParams = Partial<Record<(typeof AUTH_FIELDS)[number], string>>;

/**
 * Validates an authorization request. Problems with client_id or redirect_uri are shown on a page
 * (never redirected: the redirect target is not trusted yet); the others go back to the client.
 */
/** A valid request, or the answer to a bad one: a page, or the client's redirect_uri with the error. */
export type CheckedAuthorization =
  | { page: Response }
  | (Pick<ParsedScopes, "scopes" | "unserved"> & {
      app: AppRow;
      asked: string;
      method: PkceMethod;
    });

export async function validateAuthorization(
  c: Context,
  p: AuthParams,
): Promise<CheckedAuthorization> {
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
  if (!p.code_challenge || !isPkceValue(p.code_challenge))
    return back(
      "invalid_request",
      `code_challenge is required: base64url(SHA-256(code_verifier)) with S256, or the code_verifier itself with plain (43 to ${PKCE_VALUE_MAX} characters of A-Z a-z 0-9 - . _ ~).`,
    );
  const method = pkceMethod(p.code_challenge_method);
  if (!method)
    return back(
      "invalid_request",
      "code_challenge_method must be S256 (recommended) or plain, in any letter case.",
    );
  const { scopes, invalid, unserved, asked } = parseScopes(p.scope, app.firstParty);
  if (invalid.length)
    return back("invalid_scope", `Unknown or unavailable scopes: ${invalid.join(", ")}.`);
  if (!scopes.length)
    return back(
      "invalid_scope",
      unserved.length
        ? `None of the requested scopes has an interface here (${unserved.join(", ")}); ask for at least one that does, for example users.read.`
        : "scope is required (space-separated, for example users.read offline.access).",
    );
  return { app, scopes, unserved, asked, method };
}
