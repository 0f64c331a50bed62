import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * THE credential error catalogue: every integer code the platform's own interfaces answer in the
 * format {"errors":[{"code":N,"message":"…"}]} (spec document 1, "Error object"; FACTS "Credentials"),
 * each with its one status and standard message. Call sites name the entry, never the number; a detail
 * saying what was wrong and what was expected may follow the standard message.
 */
export const CREDENTIAL_ERRORS = {
  /** Bad signature, unknown consumer, malformed protocol parameters. */
  COULD_NOT_AUTHENTICATE: { code: 32, status: 401, message: "Could not authenticate you." },
  PAGE_NOT_FOUND: { code: 34, status: 404, message: "Sorry, that page does not exist." },
  NOT_PERMITTED: {
    code: 87,
    status: 403,
    message: "Client is not permitted to perform this action.",
  },
  /** The media upload interface (lib/media/upload): a parameter it needs is absent. */
  MISSING_PARAMETER: { code: 38, status: 400, message: "A required parameter is missing." },
  /** The media upload interface: a parameter has a value it does not take. */
  INVALID_PARAMETER: { code: 44, status: 400, message: "A parameter is invalid." },
  RATE_LIMIT_EXCEEDED: { code: 88, status: 429, message: "Rate limit exceeded." },
  INVALID_OR_EXPIRED_TOKEN: { code: 89, status: 401, message: "Invalid or expired token." },
  SSL_REQUIRED: {
    code: 92,
    status: 403,
    message: "SSL is required: use the https address of this service.",
  },
  /** App-only bearer token: wrong client credentials, or requested too often. */
  UNABLE_TO_VERIFY_CREDENTIALS: {
    code: 99,
    status: 403,
    message: "Unable to verify your credentials.",
  },
  INTERNAL_ERROR: {
    code: 131,
    status: 500,
    message: "Internal error. The request was not applied; try again later.",
  },
  TIMESTAMP_OUT_OF_BOUNDS: { code: 135, status: 401, message: "Timestamp out of bounds." },
  MISSING_GRANT_TYPE: {
    code: 170,
    status: 403,
    message: "Missing required parameter: grant_type.",
  },
  /** No credentials at all, or bad input at a credential endpoint. */
  BAD_AUTHENTICATION_DATA: { code: 215, status: 400, message: "Bad Authentication data." },
  /** The media upload interface: the bytes are not what was declared, cannot be decoded, are too large. */
  INVALID_MEDIA: { code: 324, status: 400, message: "The media parameter is invalid." },
  /** The media upload interface: no media with that id for this caller (unknown, not theirs, expired). */
  MEDIA_NOT_FOUND: { code: 325, status: 400, message: "A media id was not found." },
  REQUEST_BODY_REFUSED: { code: 413, status: 413, message: "Request body refused." },
  CALLBACK_NOT_APPROVED: {
    code: 415,
    status: 403,
    message: "Callback URL not approved for this client application.",
  },
  APP_SUSPENDED: { code: 416, status: 401, message: "This application has been suspended." },
  DESKTOP_APP_OOB_ONLY: {
    code: 417,
    status: 401,
    message: "Desktop applications only support the oauth_callback value 'oob'.",
  },
  REQUEST_HEADERS_TOO_LARGE: {
    code: 431,
    status: 431,
    message: "Request header fields too large.",
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type CredentialErrorName = keyof typeof CREDENTIAL_ERRORS;

export class OAuthError extends Error {
  constructor(
    readonly entry: CredentialErrorName,
    /** Extra guidance appended to the standard message (what was wrong, what was expected). */
    readonly detail?: string,
    /** Headers of the refusal (a budget's rate-limit headers). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(CREDENTIAL_ERRORS[entry].message);
  }
  get code(): number {
    return CREDENTIAL_ERRORS[this.entry].code;
  }
  get status(): ContentfulStatusCode {
    return CREDENTIAL_ERRORS[this.entry].status;
  }
  body() {
    return credentialErrorBody(this.entry, this.detail);
  }
}

/** The error body of one catalogue entry, with an optional detail after its standard message. */
export function credentialErrorBody(name: CredentialErrorName, detail?: string) {
  const { code, message } = CREDENTIAL_ERRORS[name];
  return { errors: [{ code, message: detail ? `${message} ${detail}` : message }] };
}

export function oauthErrorResponse(c: Context, err: OAuthError): Response {
  return c.json(err.body(), err.status, err.headers);
}
