import { createHmac } from "node:crypto";

/**
 * `sha256=<base64(HMAC-SHA256(key, message))>`: the CRC's response_token (message = crc_token) and a
 * delivery's x-svc-webhooks-signature (message = the raw body), both keyed by the consumer secret.
 */
export function svcSignature(consumerSecret: string, message: string | Buffer): string {
  return `sha256=${createHmac("sha256", consumerSecret).update(message).digest("base64")}`;
}
