import type { CrcResult } from "./crc";

/** The failures of the webhook service, each a v2 problem reason (the routes map them with problem()). */
export class WebhookError extends Error {
  constructor(
    readonly reason:
      | "UrlValidationFailed"
      | "CrcValidationFailed"
      | "DuplicateUrlFailed"
      | "WebhookLimitExceeded"
      | "WebhookIdInvalid"
      | "InvalidRequest"
      | "TooManyRequests",
    readonly detail: string,
    readonly parameter?: string,
    readonly value?: string,
  ) {
    super(detail);
  }
}

/** The message of a failed CRC: what the receiver did, its status and the start of its answer. */
export function crcFailure(url: string, crc: CrcResult): WebhookError {
  if (crc.outcome === "refused")
    return new WebhookError("UrlValidationFailed", crc.reason, "url", url);
  const status = crc.status === null ? "" : ` (HTTP ${crc.status})`;
  const answer = crc.excerpt
    ? ` The receiver answered${status}: ${JSON.stringify(crc.excerpt.slice(0, 200))}`
    : "";
  const text = `The CRC (GET ${url}?crc_token=…) failed [${crc.outcome}]: ${crc.reason}${answer}`;
  return new WebhookError("CrcValidationFailed", text, "url", url);
}
