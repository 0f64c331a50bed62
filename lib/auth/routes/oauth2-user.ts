import { z } from "zod";
import { exchangeCode } from "@/lib/auth/oauth2/code-grant";
import { refresh, revoke } from "@/lib/auth/oauth2/user-tokens";
import { OAuth2Error } from "@/lib/http/oauth2-error";
import { definePlatformRoute, type PlatformRoute } from "@/lib/http/platform-route";
import { oauth2Params } from "./oauth2-body";
import { oauth2Client } from "../platform-credentials";

/**
 * OAuth 2.0 user flow: the token endpoint and revocation (family oauth2, RFC 6749 errors); the
 * approval page is oauth2-authorize.ts. Parameters come in the query, a form body or a JSON object.
 */
const text = (description: string) => z.string().optional().meta({ description });
const client = {
  client_id: text("The client id, when not sent with HTTP Basic."),
  client_secret: text("The client secret, with client_id."),
};

const token = definePlatformRoute({
  family: "oauth2",
  method: "POST",
  path: "/2/oauth2/token",
  summary:
    "Exchanges an authorization code (with its PKCE verifier) or a refresh token for a user token.",
  credential: oauth2Client,
  limit: "oauth2_user_token",
  read: oauth2Params,
  params: z.object({
    grant_type: text("authorization_code or refresh_token."),
    code: text("authorization_code: the code the approval gave."),
    redirect_uri: text("authorization_code: the redirect_uri of the authorization request."),
    code_verifier: text("authorization_code: the PKCE verifier of its code_challenge."),
    refresh_token: text("refresh_token: the refresh token (single use)."),
    ...client,
  }),
  headers: { "cache-control": "no-store" },
  response: z.object({
    token_type: z.literal("bearer"),
    expires_in: z.number(),
    access_token: z.string(),
    scope: z.string(),
    refresh_token: z.string().optional().meta({ description: "With the offline.access scope." }),
  }),
  errors: ["invalid_request", "invalid_client", "invalid_grant", "unsupported_grant_type"],
  example: {
    params: {
      grant_type: "authorization_code",
      code: "VGNibzFWSWREZm01bjN1N3dicWlNUG1oa2xRRVNNdmVHelJGY2hPbjZSZjJMOjE2MjI",
      redirect_uri: "https://app.example/callback",
      code_verifier: "challenge-verifier-of-43-characters-or-more-0",
    },
    response: {
      token_type: "bearer",
      expires_in: 7200,
      access_token: "Yzl0bVNXcXo0TVB1Z0hnaU1ZbVl6bW1jMXZHNnBLY0tWSW5aX3pMbTg3OjE2MjI",
      scope: "tweet.read users.read offline.access",
      refresh_token: "bWRWa3gzdnk3WHRGU1o0bmRRcTJ5VUxWX1lZTDdJSUtmaWcxbTVxdEFXcW5tOjE2MjI",
    },
  },
  handler: async ({ caller: app, params: p }) => {
    if (p.grant_type === "authorization_code")
      return exchangeCode(app, {
        code: p.code,
        redirectUri: p.redirect_uri,
        codeVerifier: p.code_verifier,
      });
    if (p.grant_type === "refresh_token") return refresh(app, p.refresh_token);
    throw new OAuth2Error(
      "unsupported_grant_type",
      "grant_type must be authorization_code or refresh_token.",
    );
  },
});

const revocation = definePlatformRoute({
  family: "oauth2",
  method: "POST",
  path: "/2/oauth2/revoke",
  summary: "Revokes a user access or refresh token of the client, and the grant it belongs to.",
  credential: oauth2Client,
  limit: "oauth2_revoke",
  read: oauth2Params,
  params: z.object({ token: text("The access or refresh token to revoke."), ...client }),
  response: z.object({ revoked: z.literal(true) }),
  errors: ["invalid_request", "invalid_client"],
  example: {
    params: { token: "Yzl0bVNXcXo0TVB1Z0hnaU1ZbVl6bW1jMXZHNnBLY0tWSW5aX3pMbTg3OjE2MjI" },
    response: { revoked: true },
  },
  handler: async ({ caller: app, params }) => {
    await revoke(app, params.token);
    return { revoked: true as const };
  },
});

export const OAUTH2_USER_ROUTES: readonly PlatformRoute[] = [token, revocation];
