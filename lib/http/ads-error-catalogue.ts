/**
 * THE catalogue of the advertising interface's error codes, each with its HTTP status: the reference
 * platform's codes (FACTS "envelope and errors" and "more error codes") and the few of our own, marked.
 * AdsError (errors.ts) takes its code from here and its status with it, so a typo does not compile
 * and a code always travels with the same status; the OpenAPI document lists these codes.
 */
export const ADS_ERROR_CATALOGUE = {
  // 400: the request's input
  INVALID_PARAMETER: 400,
  MISSING_PARAMETER: 400,
  EXCLUSIVE_PARAMETERS: 400,
  INCLUSIVE_PARAMETERS: 400,
  INCOMPATIBLE_LINE_ITEM: 400,
  DUPLICATE_POST: 400,
  FEATURE_NOT_AVAILABLE: 400,
  INVALID_IMAGE: 400,
  INVALID_MEDIA: 400,
  INVALID_MEDIA_ID: 400,
  INVALID_TARGETING_TYPE: 400,
  INVALID_TIME_WINDOW: 400,
  INVALID_POST: 400,
  INVALID_USER_ID: 400,
  SPEND_EXCEEDS_BUDGET: 400,
  TOO_MANY_CAMPAIGNS: 400,
  TOO_MANY_LINE_ITEMS: 400,
  /** Ours: an account's asynchronous analytics jobs queued or processing at once, at their limit. */
  TOO_MANY_JOBS: 400,
  POST_CANNOT_BE_BLANK: 400,
  UNKNOWN_CARD_TYPE: 400,
  UNKNOWN_CRITERIA_TYPE: 400,
  SCHEDULED_POST_LIMIT_EXCEEDED: 400,
  /** Ours: a line item holds at most 5,000 live targeting criteria. */
  TOO_MANY_TARGETING_CRITERIA: 400,
  /** Ours: a copy (lib/ads/copy) of line items that target a custom audience the account lost. */
  CUSTOM_AUDIENCE_NOT_TARGETABLE: 400,
  /** Ours: a sandbox-only call under the production base. */
  SANDBOX_ONLY: 400,
  // 401: credentials (the platform's integer code travels beside it as platform_code)
  UNAUTHORIZED_ACCESS: 401,
  // 403: who may do what
  ACCOUNT_NOT_FOUND: 403,
  ACTION_NOT_ALLOWED: 403,
  FUNDING_INSTRUMENT_ACCESS_NOT_ALLOWED: 403,
  UNAUTHORIZED_CLIENT_APPLICATION: 403,
  USER_NOT_FOUND: 403,
  /** Ours: the caller's permission level on the account lacks the action. */
  PERMISSION_DENIED: 403,
  /** Ours: a console session's write without its CSRF header (as the console API answers it). */
  CSRF_CHECK_FAILED: 403,
  // 404: what is not there
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  ACCOUNT_MEDIA_NOT_FOUND: 404,
  CAMPAIGN_NOT_FOUND: 404,
  CARD_NOT_FOUND: 404,
  LINE_ITEM_NOT_FOUND: 404,
  MEDIA_NOT_FOUND: 404,
  MEDIA_CREATIVE_NOT_FOUND: 404,
  PROMOTED_ACCOUNT_NOT_FOUND: 404,
  PROMOTED_POST_NOT_FOUND: 404,
  TARGETING_CRITERION_NOT_FOUND: 404,
  POST_NOT_FOUND: 404,
  /** Ours: the reference names no code for it; the pattern of the others. */
  FUNDING_INSTRUMENT_NOT_FOUND: 404,
  /** Ours: the pattern of the others, for tracking tags (document 2). */
  TRACKING_TAG_NOT_FOUND: 404,
  /** Ours: the pattern of the others, for scheduled promoted posts, curated categories, recommendations. */
  SCHEDULED_PROMOTED_POST_NOT_FOUND: 404,
  LINE_ITEM_CURATED_CATEGORY_NOT_FOUND: 404,
  CURATED_CATEGORY_NOT_FOUND: 404,
  RECOMMENDATION_NOT_FOUND: 404,
  /** Ours: the pattern of the others, for custom audiences and their permissions (custom and tailored). */
  CUSTOM_AUDIENCE_NOT_FOUND: 404,
  CUSTOM_AUDIENCE_PERMISSION_NOT_FOUND: 404,
  TAILORED_AUDIENCE_PERMISSION_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** Ours: body over the size limit (lib/http/refusals.ts). */
  REQUEST_TOO_LARGE: 413,
  /** Ours: a JSON endpoint called with another content type. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOCK_ACQUISITION_TIMEOUT: 423,
  TOO_MANY_REQUESTS: 429,
  /** Ours: headers (or the URL) over the size limit. */
  REQUEST_HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AdsErrorCode = keyof typeof ADS_ERROR_CATALOGUE;
export type AdsStatus = (typeof ADS_ERROR_CATALOGUE)[AdsErrorCode];
/** The codes answered with one status, e.g. CodeWithStatus<403> for AdsError.forbidden. */
export type CodeWithStatus<S extends AdsStatus> = {
  [K in AdsErrorCode]: (typeof ADS_ERROR_CATALOGUE)[K] extends S ? K : never;
}[AdsErrorCode];

export const ADS_ERROR_CODES = Object.keys(ADS_ERROR_CATALOGUE).filter(isAdsErrorCode);

export function isAdsErrorCode(code: string): code is AdsErrorCode {
  return Object.hasOwn(ADS_ERROR_CATALOGUE, code);
}

export function statusOf(code: AdsErrorCode): AdsStatus {
  return ADS_ERROR_CATALOGUE[code];
}
