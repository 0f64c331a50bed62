import { nodeIncoming } from "./node-incoming";
import type { Context, MiddlewareHandler } from "hono";
import { config } from "@/lib/config/env";
import { hitRateLimit, rateLimitHeaders } from "./rate-limit";
import { OAuthError, oauthErrorResponse } from "./errors";

/**
 * THE buckets of the authorization endpoints (token endpoints, approval pages, sign-in): each is
 * counted per client address in 15-minute windows. A declared route or page names its bucket
 * (lib/http/platform-route.ts, lib/auth/page-route.ts), which mounts the middleware below.
 */
export const AUTHORIZATION_BUCKETS = [
  "request_token",
  "access_token",
  "invalidate_token",
  "authorize",
  "authenticate",
  "oauth2_token",
  "oauth2_invalidate_token",
  "oauth2_user_token",
  "oauth2_revoke",
  "oauth2_authorize",
  "login",
] as const;
export type AuthorizationBucket = (typeof AUTHORIZATION_BUCKETS)[number];

/** The caller's address as the socket saw it (a proxy in front should be configured to pass through). */
export function clientIp(c: Context): string {
  return nodeIncoming(c)?.socket?.remoteAddress ?? "unknown";
}

/**
 * Rate limit for the authorization endpoints: per endpoint and client address, 15-minute windows,
 * counted in the database so every process shares the numbers.
 */
export function authorizationRateLimit(name: AuthorizationBucket): MiddlewareHandler {
  return async (c, next) => {
    // Authorization steps require HTTPS: when the public address is https, a plain-http request
    // (directly, or as reported by the TLS proxy in x-forwarded-proto) is refused.
    if (config().publicBaseUrl.startsWith("https://") && requestProto(c) !== "https") {
      return oauthErrorResponse(c, new OAuthError("SSL_REQUIRED"));
    }
    const state = await hitRateLimit(
      `auth:${name}:${clientIp(c)}`,
      config().authorizationRateLimit,
      900,
    );
    const headers = rateLimitHeaders(state);
    if (state.exceeded) {
      const err = new OAuthError(
        "RATE_LIMIT_EXCEEDED",
        `Try again after ${new Date(state.reset * 1000).toISOString()}.`,
      );
      return c.json(err.body(), err.status, headers);
    }
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  };
}

function requestProto(c: Context): string {
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded || new URL(c.req.url).protocol.replace(":", "");
}
