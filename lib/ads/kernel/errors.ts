/**
 * The advertising interface's error format (FACTS "envelope and errors"):
 * {"errors":[{"code":"INVALID_PARAMETER","message":"…","parameter":"start_time"}],"request":{"params":{}}}.
 */
export type AdsErrorCode =
  | "INVALID_PARAMETER"
  | "MISSING_PARAMETER"
  | "EXCLUSIVE_PARAMETERS"
  | "INCOMPATIBLE_LINE_ITEM"
  | "UNAUTHORIZED_ACCESS"
  | "UNAUTHORIZED_CLIENT_APPLICATION"
  | "ACCOUNT_NOT_FOUND"
  | "PERMISSION_DENIED"
  | "SANDBOX_ONLY"
  | "NOT_FOUND"
  | "ROUTE_NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "TOO_MANY_CAMPAIGNS"
  | "TOO_MANY_LINE_ITEMS"
  | "INTERNAL_ERROR";

export type AdsErrorItem = {
  code: AdsErrorCode | string;
  message: string;
  parameter?: string;
  /** Credential failures: the platform's integer code (89 invalid or expired token, 32…). */
  platform_code?: number;
};

export class AdsError extends Error {
  /** Batch endpoints: item errors aligned with the request array (empty for good items). */
  operationErrors?: AdsErrorItem[][];
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 415 | 429 | 500 | 503,
    readonly items: AdsErrorItem[],
  ) {
    super(items.map((i) => i.message).join("; "));
  }
  static invalid(parameter: string, message: string): AdsError {
    return new AdsError(400, [{ code: "INVALID_PARAMETER", message, parameter }]);
  }
  /** A NUL character (U+0000) in a value: text columns cannot hold it, so it is bad input everywhere. */
  static nul(parameter: string): AdsError {
    return AdsError.invalid(
      parameter,
      `${parameter} contains a NUL character, which is not allowed.`,
    );
  }
  static missing(parameter: string, message?: string): AdsError {
    return new AdsError(400, [
      { code: "MISSING_PARAMETER", message: message ?? `${parameter} is required.`, parameter },
    ]);
  }
  static notFound(what: string, id: string, code = "NOT_FOUND"): AdsError {
    return new AdsError(404, [{ code, message: `No ${what} with id ${id} in this account.` }]);
  }
  static forbidden(message: string, code: AdsErrorCode = "PERMISSION_DENIED"): AdsError {
    return new AdsError(403, [{ code, message }]);
  }
  /** A count limit, with the reference platform's code for it (TOO_MANY_CAMPAIGNS, TOO_MANY_LINE_ITEMS). */
  static tooMany(
    code: "TOO_MANY_CAMPAIGNS" | "TOO_MANY_LINE_ITEMS",
    message: string,
    parameter?: string,
  ): AdsError {
    return new AdsError(400, [{ code, message, parameter }]);
  }
  /** The one SANDBOX_ONLY answer: `what` names the call, e.g. "Creating accounts". */
  static sandboxOnly(what: string): AdsError {
    return new AdsError(400, [
      {
        code: "SANDBOX_ONLY",
        message: `${what} is available in the sandbox only: call it under the sandbox base (/ads-sandbox).`,
      },
    ]);
  }
}
