import { config } from "@/lib/config/env";
import type { Context } from "hono";
import { OAuthError } from "./errors";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { problem, ServiceProblem, type ProblemReason } from "./problems";

/** A v2 problem thrown from deep inside a handler; `v2()` turns it into the response. */
export class V2Problem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
  ) {
    super("v2 problem");
  }
}

export function fail(
  reason: ProblemReason,
  detail: string,
  at: { parameter?: string; value?: unknown } = {},
): never {
  const p = problem(config().publicBaseUrl, reason, detail, at);
  throw new V2Problem(p.status, p.body);
}

/** A credential failure (lib/auth) in the v2 format: same status, the message as the detail. */
export function credentialProblem(err: OAuthError): V2Problem {
  const byStatus: Record<number, ProblemReason> = {
    401: "UnsupportedAuthentication",
    403: "ClientForbidden",
    429: "TooManyRequests",
  };
  const reason =
    byStatus[err.status] ?? (err.status >= 500 ? "ServiceUnavailable" : "InvalidRequest");
  const detail = err.detail ? `${err.message} ${err.detail}` : err.message;
  const p = problem(config().publicBaseUrl, reason, detail, { parameter: "authorization" });
  return new V2Problem(err.status, p.body);
}

function asV2Problem(err: ServiceProblem): V2Problem {
  const at = { parameter: err.parameter, value: err.value };
  const p = problem(config().publicBaseUrl, err.reason, err.message, at);
  return new V2Problem(p.status, p.body);
}

/**
 * A v2 handler's failure as its answer: a V2Problem, or a credential failure as a problem (v2
 * clients parse problem objects). Anything else is rethrown for the app's onError.
 */
export function problemResponse(c: Context, caught: unknown): Response {
  const err =
    caught instanceof OAuthError
      ? credentialProblem(caught)
      : caught instanceof ServiceProblem
        ? asV2Problem(caught)
        : caught;
  if (err instanceof V2Problem) return c.json(err.body, err.status);
  throw err;
}
