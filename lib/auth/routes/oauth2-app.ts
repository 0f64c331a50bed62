import { z } from "zod";
import { config } from "@/lib/config/env";
import { invalidateBearerToken, outstandingBearerToken } from "@/lib/auth/oauth2/bearer";
import { hitRateLimit, rateLimitHeaders } from "@/lib/http/rate-limit";
import { OAuthError } from "@/lib/http/errors";
import { definePlatformRoute, type PlatformRoute } from "@/lib/http/platform-route";
import { consumerBasic, oauth1Signed, SIGNATURE_ERRORS } from "../platform-credentials";

/** App-only OAuth 2.0: POST oauth2/token and POST oauth2/invalidate_token. */

const bearer = "AAAAAAAAAAAAAAAAAAAAAMLheAAAAAAA0%2BuSeid%2BULvsea4JtiGRiSDSJSI";

const token = definePlatformRoute({
  family: "platform",
  method: "POST",
  path: "/oauth2/token",
  summary:
    "Gives the app its app-only bearer token (the same one until it is invalidated); cache it.",
  credential: consumerBasic,
  limit: "oauth2_token",
  params: z.object({
    grant_type: z.string().optional().meta({
      description:
        "client_credentials, in an application/x-www-form-urlencoded body (required; checked after the credentials).",
    }),
  }),
  headers: { "cache-control": "no-store" },
  response: z.object({ token_type: z.literal("bearer"), access_token: z.string() }),
  errors: ["UNABLE_TO_VERIFY_CREDENTIALS", "APP_SUSPENDED", "MISSING_GRANT_TYPE"],
  example: {
    params: { grant_type: "client_credentials" },
    response: { token_type: "bearer", access_token: bearer },
  },
  handler: async ({ c, caller: app, params }) => {
    // Per-app budget: clients are meant to cache the token; past it the reference answers 403 code 99.
    const budget = await hitRateLimit(`bearer:${app.id}`, config().bearerRequestLimit, 900);
    if (budget.exceeded)
      throw new OAuthError(
        "UNABLE_TO_VERIFY_CREDENTIALS",
        `Bearer token requested too often: cache and reuse it. Try again after ${new Date(budget.reset * 1000).toISOString()}.`,
        rateLimitHeaders(budget),
      );
    const contentType = (c.req.header("content-type") ?? "").toLowerCase();
    if (!contentType.startsWith("application/x-www-form-urlencoded"))
      throw new OAuthError(
        "MISSING_GRANT_TYPE",
        "Send grant_type=client_credentials as an application/x-www-form-urlencoded body.",
      );
    const grantType = params.grant_type;
    if (!grantType) throw new OAuthError("MISSING_GRANT_TYPE");
    if (grantType !== "client_credentials")
      throw new OAuthError(
        "UNABLE_TO_VERIFY_CREDENTIALS",
        `grant_type must be client_credentials, got "${grantType}".`,
      );
    return { token_type: "bearer" as const, access_token: await outstandingBearerToken(app.id) };
  },
});

const invalidate = definePlatformRoute({
  family: "platform",
  method: "POST",
  path: "/oauth2/invalidate_token",
  summary: "Revokes the app's bearer token; signed with the app owner's own access token.",
  credential: oauth1Signed("access"),
  limit: "oauth2_invalidate_token",
  params: z.object({
    access_token: z.string().optional().meta({ description: "The bearer token to revoke." }),
  }),
  response: z.object({ access_token: z.string() }),
  errors: [...SIGNATURE_ERRORS, "NOT_PERMITTED"],
  example: { params: { access_token: bearer }, response: { access_token: bearer } },
  handler: async ({ caller: v, params }) => {
    if (v.token?.kind !== "access" || v.token.row.userId !== v.app.ownerUserId) {
      throw new OAuthError(
        "NOT_PERMITTED",
        "Sign this call with the app owner's own access token and secret.",
      );
    }
    const bearerToken = params.access_token;
    if (!bearerToken)
      throw new OAuthError(
        "BAD_AUTHENTICATION_DATA",
        "access_token (the bearer token to revoke) is required.",
      );
    if (!(await invalidateBearerToken(v.app.id, bearerToken)))
      throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    return { access_token: bearerToken };
  },
});

export const OAUTH2_APP_ROUTES: readonly PlatformRoute[] = [token, invalidate];
