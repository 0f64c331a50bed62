import { Hono } from "hono";
import { config } from "@/lib/config/env";
import {
  appFromBasic,
  invalidateBearerToken,
  outstandingBearerToken,
} from "@/lib/auth/oauth2/bearer";
import { verifySignedRequest } from "@/lib/auth/oauth1/verify";
import { hitRateLimit, rateLimitHeaders } from "../../http/rate-limit";
import { OAuthError } from "../../http/errors";
import { authorizationRateLimit, signedRequest } from "../request-middleware";
import { param, requestParams } from "../../http/request-params";

/** App-only OAuth 2.0: POST oauth2/token and POST oauth2/invalidate_token. */
export const oauth2AppRoutes = new Hono();

oauth2AppRoutes.post("/oauth2/token", authorizationRateLimit("oauth2_token"), async (c) => {
  const app = await appFromBasic(c.req.header("authorization"));
  // Per-app budget: clients are meant to cache the token; past it the reference answers 403 code 99.
  const budget = await hitRateLimit(`bearer:${app.id}`, config().bearerRequestLimit, 900);
  if (budget.exceeded) {
    const err = new OAuthError(
      "UNABLE_TO_VERIFY_CREDENTIALS",
      `Bearer token requested too often: cache and reuse it. Try again after ${new Date(budget.reset * 1000).toISOString()}.`,
    );
    return c.json(err.body(), err.status, rateLimitHeaders(budget));
  }
  const contentType = (c.req.header("content-type") ?? "").toLowerCase();
  if (!contentType.startsWith("application/x-www-form-urlencoded")) {
    throw new OAuthError(
      "MISSING_GRANT_TYPE",
      "Send grant_type=client_credentials as an application/x-www-form-urlencoded body.",
    );
  }
  const grantType = param(await requestParams(c), "grant_type");
  if (!grantType) throw new OAuthError("MISSING_GRANT_TYPE");
  if (grantType !== "client_credentials")
    throw new OAuthError(
      "UNABLE_TO_VERIFY_CREDENTIALS",
      `grant_type must be client_credentials, got "${grantType}".`,
    );
  const token = await outstandingBearerToken(app.id);
  c.header("cache-control", "no-store");
  return c.json({ token_type: "bearer", access_token: token });
});

oauth2AppRoutes.post(
  "/oauth2/invalidate_token",
  authorizationRateLimit("oauth2_invalidate_token"),
  async (c) => {
    const v = await verifySignedRequest(await signedRequest(c), {
      tokenKind: "access",
      timestampWindow: config().oauthTimestampWindow,
    });
    if (v.token?.kind !== "access" || v.token.row.userId !== v.app.ownerUserId) {
      throw new OAuthError(
        "NOT_PERMITTED",
        "Sign this call with the app owner's own access token and secret.",
      );
    }
    const token = param(await requestParams(c), "access_token");
    if (!token)
      throw new OAuthError(
        "BAD_AUTHENTICATION_DATA",
        "access_token (the bearer token to revoke) is required.",
      );
    if (!(await invalidateBearerToken(v.app.id, token)))
      throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    return c.json({ access_token: token });
  },
);
