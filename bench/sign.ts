import crypto from "node:crypto";
import {
  authorizationHeader,
  sign,
  signatureBaseString,
  signingKey,
  type Param,
} from "@/lib/http/oauth1-signature";

/**
 * OAuth 1.0a HMAC-SHA1 Authorization headers for load generation, built with the product's own
 * signature helpers (the e2e suites already cross-check those against an independent client library,
 * so the bench needs no second implementation).
 */
export type OAuth1Credentials = {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
};

export function signedAuthorization(method: string, url: string, creds: OAuth1Credentials): string {
  const oauth: Param[] = [
    ["oauth_consumer_key", creds.consumerKey],
    // A fresh nonce per request: the server rejects replays, so a reused nonce would be a 401.
    ["oauth_nonce", crypto.randomUUID().replaceAll("-", "")],
    ["oauth_signature_method", "HMAC-SHA1"],
    ["oauth_timestamp", String(Math.floor(Date.now() / 1000))],
    ["oauth_token", creds.token],
    ["oauth_version", "1.0"],
  ];
  // Query parameters are signed too (RFC 5849 3.4.1.3), so targets with query strings sign correctly.
  const query: Param[] = [...new URL(url).searchParams];
  const base = signatureBaseString(method, url, [...oauth, ...query]);
  const signature = sign("HMAC-SHA1", base, signingKey(creds.consumerSecret, creds.tokenSecret));
  return authorizationHeader([...oauth, ["oauth_signature", signature]]);
}
