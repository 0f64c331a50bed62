import { errorPage } from "@/lib/http/html";
import type { PathFamily } from "./families";
import type { AdsErrorCode } from "@/lib/http/ads-error-catalogue";
import { credentialErrorBody, type CredentialErrorName } from "./errors";
import { config } from "@/lib/config/env";
import { problem, type ProblemReason } from "./problems";

/**
 * A request refused before any route saw it (NUL characters, oversize body or headers), written in
 * the error format of the interface the client called. Plain data, so both the Hono guard and the
 * node:http front in server.ts can send it.
 */
export type Refusal = { status: 400 | 413 | 431; headers: Record<string, string>; body: string };

export type RefusalKind = "bad-input" | "too-large" | "headers-too-large";

const STATUS: Record<RefusalKind, Refusal["status"]> = {
  "bad-input": 400,
  "too-large": 413,
  "headers-too-large": 431,
};
const ADS_CODE: Record<RefusalKind, AdsErrorCode> = {
  "bad-input": "INVALID_PARAMETER",
  "too-large": "REQUEST_TOO_LARGE",
  "headers-too-large": "REQUEST_HEADERS_TOO_LARGE",
};
const CONSOLE_CODE: Record<RefusalKind, string> = {
  "bad-input": "INVALID_PARAMETER",
  "too-large": "REQUEST_TOO_LARGE",
  "headers-too-large": "REQUEST_HEADERS_TOO_LARGE",
};
// Bad input at a credential endpoint is the reference platform's "Bad Authentication data" (215).
const PLATFORM_ERROR: Record<RefusalKind, CredentialErrorName> = {
  "bad-input": "BAD_AUTHENTICATION_DATA",
  "too-large": "REQUEST_BODY_REFUSED",
  "headers-too-large": "REQUEST_HEADERS_TOO_LARGE",
};

const V2_REASON: Record<RefusalKind, ProblemReason> = {
  "bad-input": "InvalidRequest",
  "too-large": "PayloadTooLarge",
  "headers-too-large": "HeadersTooLarge",
};

const JSON_HEADERS = {
  "content-type": "application/json; charset=UTF-8",
  "cache-control": "no-store",
};

export function refusal(
  family: PathFamily,
  kind: RefusalKind,
  message: string,
  parameter?: string,
): Refusal {
  const status = STATUS[kind];
  const json = (body: unknown): Refusal => ({
    status,
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  switch (family) {
    case "ads":
      return json({
        errors: [{ code: ADS_CODE[kind], message, ...(parameter ? { parameter } : {}) }],
        request: { params: {} },
      });
    case "console-api":
      return json({
        errors: [{ code: CONSOLE_CODE[kind], message, ...(parameter ? { parameter } : {}) }],
      });
    case "oauth2":
      return json({ error: "invalid_request", error_description: message });
    case "page":
      // A browser shows the page; a 431 or 413 there is still best read as text by a person.
      return {
        status,
        headers: { "content-type": "text/html; charset=UTF-8", "cache-control": "no-store" },
        body: errorPage("Request refused", message),
      };
    case "platform":
      return json(credentialErrorBody(PLATFORM_ERROR[kind], message));
    case "v2":
      return json(problem(config().publicBaseUrl, V2_REASON[kind], message, { parameter }).body);
    case "next":
      return json({ error: message });
  }
}
