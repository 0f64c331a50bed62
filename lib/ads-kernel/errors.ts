import {
  isAdsErrorCode,
  statusOf,
  type AdsErrorCode,
  type AdsStatus,
  type CodeWithStatus,
} from "../http/ads-error-catalogue";

export type { AdsErrorCode } from "../http/ads-error-catalogue";

/**
 * The advertising interface's error format (FACTS "envelope and errors"):
 * {"errors":[{"code":"INVALID_PARAMETER","message":"…","parameter":"start_time"}],"request":{"params":{}}}.
 * Codes and their statuses come from the catalogue (error-catalogue.ts).
 */
export type AdsErrorItem = {
  code: AdsErrorCode;
  message: string;
  parameter?: string;
  /** Credential failures: the platform's integer code (89 invalid or expired token, 32…). */
  platform_code?: number;
};

export class AdsError extends Error {
  /** Batch endpoints: item errors aligned with the request array (empty for good items). */
  operationErrors?: AdsErrorItem[][];
  /** The catalogue's status of the first item's code. */
  readonly status: AdsStatus;
  constructor(readonly items: [AdsErrorItem, ...AdsErrorItem[]]) {
    super(items.map((i) => i.message).join("; "));
    this.status = statusOf(items[0].code);
  }
  static of(code: AdsErrorCode, message: string, parameter?: string): AdsError {
    return new AdsError([{ code, message, ...(parameter === undefined ? {} : { parameter }) }]);
  }
  static invalid(parameter: string, message: string): AdsError {
    return AdsError.of("INVALID_PARAMETER", message, parameter);
  }
  /** A NUL character (U+0000) in a value: text columns cannot hold it, so it is bad input everywhere. */
  static nul(parameter: string): AdsError {
    return AdsError.invalid(
      parameter,
      `${parameter} contains a NUL character, which is not allowed.`,
    );
  }
  static missing(parameter: string, message?: string): AdsError {
    return AdsError.of("MISSING_PARAMETER", message ?? `${parameter} is required.`, parameter);
  }
  /**
   * `code` is a declaration's derived not-found code (`${ENTITY}_NOT_FOUND`); one the catalogue does not
   * list answers NOT_FOUND (error-catalogue.test.ts checks every declaration's is listed).
   */
  static notFound(what: string, id: string, code: string = "NOT_FOUND"): AdsError {
    const known = isAdsErrorCode(code) && statusOf(code) === 404 ? code : "NOT_FOUND";
    return AdsError.of(known, `No ${what} with id ${id} in this account.`);
  }
  static forbidden(message: string, code: CodeWithStatus<403> = "PERMISSION_DENIED"): AdsError {
    return AdsError.of(code, message);
  }
  /** A count limit, with the reference platform's code for it (TOO_MANY_CAMPAIGNS, TOO_MANY_LINE_ITEMS). */
  static tooMany(
    code: "TOO_MANY_CAMPAIGNS" | "TOO_MANY_LINE_ITEMS",
    message: string,
    parameter?: string,
  ): AdsError {
    return AdsError.of(code, message, parameter);
  }
  /**
   * The one SANDBOX_ONLY answer: `what` names the call, e.g. "Creating accounts"; `sandboxBase` is
   * {ads_sandbox_url} (passed in: this file is read by console components, which have no configuration).
   */
  static sandboxOnly(what: string, sandboxBase: string): AdsError {
    return AdsError.of(
      "SANDBOX_ONLY",
      `${what} is available in the sandbox only: call it under the sandbox base (${sandboxBase}).`,
    );
  }
}
