import crypto from "node:crypto";
import OAuth from "oauth-1.0a";

/**
 * Signing with the independent `oauth-1.0a` library (not our own signature code), so the tests
 * check our server against what real clients send.
 */
export type Keys = { key: string; secret: string };

export function client(consumer: Keys, method: "HMAC-SHA1" | "HMAC-SHA256" = "HMAC-SHA1") {
  const algo = method === "HMAC-SHA256" ? "sha256" : "sha1";
  return new OAuth({
    consumer,
    signature_method: method,
    hash_function: (base, key) => crypto.createHmac(algo, key).update(base).digest("base64"),
  });
}

export function signedHeader(
  consumer: Keys,
  request: { url: string; method: string; data?: Record<string, string> },
  token?: Keys,
  method: "HMAC-SHA1" | "HMAC-SHA256" = "HMAC-SHA1",
): string {
  const oauth = client(consumer, method);
  return oauth.toHeader(oauth.authorize(request, token)).Authorization;
}

export function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}
