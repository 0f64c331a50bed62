import { randomToken, safeEqual } from "@/lib/crypto/tokens";
import { config } from "@/lib/config/env";
import { outbound } from "./outbound";
import { svcSignature } from "./signature";
import { webhookUrlProblem } from "./url-rules";
import type { CrcOutcome } from "./validity";

/** What one challenge-response check found, in the words a developer can act on. */
export type CrcResult = {
  outcome: CrcOutcome;
  reason: string;
  status: number | null;
  latencyMs: number | null;
  /** The start of the receiver's answer (≤ 500 characters), when there was one. */
  excerpt: string | null;
};

export const MAX_EXCERPT = 500;

/**
 * A CRC token: 32 random bytes as base64url (43 characters), within FACTS' 16 to 128 characters, so
 * a receiver that answers only such tokens cannot be used to sign arbitrary bodies.
 */
export function newCrcToken(): string {
  return randomToken(32);
}

/** The URL with crc_token added to its own query string. */
export function crcUrl(url: string, token: string): string {
  const u = new URL(url);
  u.searchParams.set("crc_token", token);
  return u.href;
}

/**
 * GET <url>?crc_token=… and classify the answer: ok (2XX, JSON, response_token = sha256=<base64
 * HMAC-SHA256(consumer secret, token)>), wrong_token (2XX but not that), redirect (3XX, never
 * followed), tls, refused (URL or address rules), transient (4XX, 5XX, timeout, network). Never throws.
 */
export async function runCrc(url: string, consumerSecret: string): Promise<CrcResult> {
  const ruled = webhookUrlProblem(url);
  if (ruled)
    return { outcome: "refused", reason: ruled, status: null, latencyMs: null, excerpt: null };
  const token = newCrcToken();
  const r = await outbound({
    method: "GET",
    url: crcUrl(url, token),
    headers: { accept: "application/json" },
  });
  if (!r.ok) {
    const seconds = config().webhookTimeoutMs / 1000;
    const reason = {
      timeout: `The receiver did not answer within ${seconds} s (request timeout).`,
      tls: `The TLS handshake failed: ${r.message}`,
      refused: `The address is not publicly reachable: ${r.message}`,
      network: `The connection failed or was closed: ${r.message}`,
    }[r.error];
    const outcome: CrcOutcome =
      r.error === "tls" ? "tls" : r.error === "refused" ? "refused" : "transient";
    return { outcome, reason, status: null, latencyMs: r.latencyMs, excerpt: null };
  }
  // PostgreSQL text cannot hold NUL: a receiver answering binary must not break the check's record.
  const excerpt = r.body.slice(0, MAX_EXCERPT).replace(/\0/g, "\uFFFD");
  const at = { status: r.status, latencyMs: r.latencyMs, excerpt: excerpt || null };
  if (r.status >= 300 && r.status < 400) {
    const location = String(r.headers.location ?? "").slice(0, 200);
    const to = location ? ` to ${location}` : "";
    const reason = `The receiver answered ${r.status}, a redirect${to}; redirects are not followed: register the final URL.`;
    return { outcome: "redirect", reason, ...at };
  }
  if (r.status < 200 || r.status >= 300)
    return { outcome: "transient", reason: `The receiver answered HTTP ${r.status}.`, ...at };
  return { ...tokenCheck(r.body, svcSignature(consumerSecret, token), r.status), ...at };
}

/** A 2XX answer: ok when its JSON carries the expected response_token, else what is wrong. */
function tokenCheck(body: string, expected: string, status: number) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    const reason = `The receiver answered ${status} but the body is not JSON; expected {"response_token":"sha256=<base64 HMAC-SHA256>"}.`;
    return { outcome: "wrong_token" as const, reason };
  }
  const token =
    json && typeof json === "object" && "response_token" in json ? json.response_token : undefined;
  if (typeof token !== "string") {
    const reason = `The receiver answered ${status} with JSON that has no response_token string.`;
    return { outcome: "wrong_token" as const, reason };
  }
  if (!safeEqual(token, expected)) {
    const hint = token.startsWith("sha256=")
      ? "check that the HMAC-SHA256 is keyed with the app's consumer secret over the crc_token, base64-encoded"
      : 'the value must start with "sha256=" followed by the base64 HMAC-SHA256';
    return { outcome: "wrong_token" as const, reason: `The response_token is wrong: ${hint}.` };
  }
  return { outcome: "ok" as const, reason: "The receiver answered the CRC correctly." };
}
