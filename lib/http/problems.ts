/**
 * The version-2 interface's error catalogue (webhooks, subscriptions, replay, streams): problem
 * objects as the reference platform writes them (FACTS "Webhooks"), one entry per reason a client
 * can act on. `type` names the kind of problem (a URI under /2/problems/ of this server), `reason`
 * the exact cause, `title` its constant summary; `detail` says what was wrong and what was expected.
 *   {"errors":[{"type":"…/2/problems/invalid-request","title":"…","detail":"…","parameter":"url","value":"…"}]}
 */
/** The statuses problems answer: each a 4xx or 5xx with a body, as Hono's c.json takes them. */
export type ProblemStatus = (typeof PROBLEM_TYPES)[keyof typeof PROBLEM_TYPES]["status"];

export const PROBLEM_TYPES = {
  "invalid-request": { status: 400, title: "Invalid Request" },
  "not-authorized-for-resource": { status: 403, title: "Forbidden" },
  "client-forbidden": { status: 403, title: "Client Forbidden" },
  "unsupported-authentication": { status: 401, title: "Unauthorized" },
  "resource-not-found": { status: 404, title: "Not Found Error" },
  conflict: { status: 409, title: "Conflict" },
  "payload-too-large": { status: 413, title: "Payload Too Large" },
  "usage-capped": { status: 429, title: "Too Many Requests" },
  "request-header-fields-too-large": { status: 431, title: "Request Header Fields Too Large" },
  "resource-unavailable": { status: 503, title: "Service Unavailable" },
} as const;
export type ProblemType = keyof typeof PROBLEM_TYPES;

/** Reasons named by FACTS "Webhooks", plus the generic ones every v2 endpoint may answer. */
export const PROBLEM_REASONS = {
  InvalidRequest: "invalid-request",
  CrcValidationFailed: "invalid-request",
  UrlValidationFailed: "invalid-request",
  DuplicateUrlFailed: "conflict",
  WebhookLimitExceeded: "usage-capped",
  WebhookIdInvalid: "resource-not-found",
  DuplicateSubscriptionFailed: "conflict",
  SubscriptionLimitExceeded: "usage-capped",
  SubscriptionNotFound: "resource-not-found",
  ReplayConflictError: "conflict",
  /** A writer's second live note on one post (FACTS "Community notes"): the message is the reference's. */
  DuplicateNoteFailed: "conflict",
  InvalidRule: "invalid-request",
  RuleCapExceeded: "usage-capped",
  ReplayWindowInvalid: "invalid-request",
  NotAuthorized: "not-authorized-for-resource",
  ClientForbidden: "client-forbidden",
  UnsupportedAuthentication: "unsupported-authentication",
  ResourceNotFound: "resource-not-found",
  TooManyRequests: "usage-capped",
  ServiceUnavailable: "resource-unavailable",
  /** The app's tier does not include the endpoint (lib/usage/tiers.ts); the detail names the tier that does. */
  ClientNotEnrolled: "client-forbidden",
  /** A monthly cap or the credit balance is spent (lib/usage); the problem adds period and scope. */
  UsageCapExceeded: "usage-capped",
  /** Refused before any route (lib/http/refusals.ts): the body or the headers are too large. */
  PayloadTooLarge: "payload-too-large",
  HeadersTooLarge: "request-header-fields-too-large",
} as const satisfies Record<string, ProblemType>;
export type ProblemReason = keyof typeof PROBLEM_REASONS;

export type Problem = {
  type: string;
  title: string;
  detail: string;
  reason: ProblemReason;
  parameter?: string;
  value?: string;
};

/** Values echoed in a problem are cut to this length: a problem must not carry a large input back. */
const MAX_ECHO = 200;

export function problem(
  origin: string,
  reason: ProblemReason,
  detail: string,
  at: { parameter?: string; value?: unknown } = {},
): { status: ProblemStatus; body: { errors: Problem[] } } {
  const type = PROBLEM_REASONS[reason];
  const { status, title } = PROBLEM_TYPES[type];
  const item: Problem = {
    type: new URL(`/2/problems/${type}`, origin).href,
    title,
    detail,
    reason,
  };
  if (at.parameter) item.parameter = at.parameter;
  if (at.value !== undefined) item.value = String(at.value).slice(0, MAX_ECHO);
  return { status, body: { errors: [item] } };
}

/**
 * A service's refusal, in the terms of the version-2 problems: the reason, what was wrong, and the
 * parameter at fault. Services throw it without knowing which interface called them; a declared v2
 * route answers it as its problem object (v2-fail.ts problemResponse).
 */
export class ServiceProblem extends Error {
  constructor(
    readonly reason: ProblemReason,
    message: string,
    readonly parameter?: string,
    readonly value?: string,
  ) {
    super(message);
  }
}
