import type { Context } from "hono";

/**
 * The oauth2 family's error format (RFC 6749 5.2), answered by POST /2/oauth2/token and
 * /2/oauth2/revoke: {"error":"invalid_grant","error_description":"…"}, never cached.
 */
export const OAUTH2_ERROR_CODES = [
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
] as const;
export type OAuth2ErrorCode = (typeof OAUTH2_ERROR_CODES)[number];

export class OAuth2Error extends Error {
  constructor(
    readonly error: OAuth2ErrorCode,
    readonly description: string,
  ) {
    super(description);
  }
  get status(): 400 | 401 {
    return oauth2Status(this.error);
  }
}

/** A failed client authentication is 401; every other refusal 400 (RFC 6749 5.2). */
export const oauth2Status = (error: OAuth2ErrorCode): 400 | 401 =>
  error === "invalid_client" ? 401 : 400;

export function oauth2ErrorResponse(c: Context, err: OAuth2Error): Response {
  return c.json({ error: err.error, error_description: err.description }, err.status, {
    "cache-control": "no-store",
  });
}
