import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The credential endpoints' error format: {"errors":[{"code":N,"message":"…"}]} (spec document 1,
 * "Error object"). One table, so each code always travels with the same status and message.
 */
export const OAUTH_ERRORS = {
  32: { status: 401, message: "Could not authenticate you." },
  89: { status: 401, message: "Invalid or expired token." },
  99: { status: 403, message: "Unable to verify your credentials." },
  135: { status: 401, message: "Timestamp out of bounds." },
  170: { status: 403, message: "Missing required parameter: grant_type." },
  215: { status: 400, message: "Bad Authentication data." },
  87: { status: 403, message: "Client is not permitted to perform this action." },
  88: { status: 429, message: "Rate limit exceeded." },
  92: { status: 403, message: "SSL is required: use the https address of this service." },
  415: { status: 403, message: "Callback URL not approved for this client application." },
  416: { status: 401, message: "This application has been suspended." },
  417: {
    status: 401,
    message: "Desktop applications only support the oauth_callback value 'oob'.",
  },
} as const satisfies Record<number, { status: number; message: string }>;

export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    /** Extra guidance appended to the standard message (what was wrong, what was expected). */
    readonly detail?: string,
  ) {
    super(OAUTH_ERRORS[code].message);
  }
  get status(): ContentfulStatusCode {
    return OAUTH_ERRORS[this.code].status as ContentfulStatusCode;
  }
  body() {
    const message = this.detail ? `${this.message} ${this.detail}` : this.message;
    return { errors: [{ code: this.code, message }] };
  }
}

export function oauthErrorResponse(c: Context, err: OAuthError): Response {
  return c.json(err.body(), err.status);
}
