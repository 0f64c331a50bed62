import { recordNonce, type Nonce } from "./nonce";
import { loadCredentials, type Credentials, type TokenKind } from "./credentials";
import { decrypt } from "@/lib/crypto/secret-box";
import { safeEqual } from "@/lib/crypto/tokens";
import { OAuthError } from "@/lib/http/errors";
import {
  sign,
  signatureBaseString,
  signingKey,
  type Param,
  type SignatureMethod,
} from "../../http/oauth1-signature";

export type SignedRequest = {
  method: string;
  /** Candidate URLs the client may have signed (see signedUrlCandidates). */
  urls: string[];
  header: Param[] | null;
  query: Param[];
  form: Param[];
};

export type { AppRow } from "./credentials";
export type Verified = Omit<Credentials, "tokenSecret"> & {
  consumerSecret: string;
  params: Map<string, string>;
  /** Only with `deferNonce`: the nonce the caller must still record (recordNonce, nonce.ts). */
  nonce?: Nonce;
};

const METHODS: SignatureMethod[] = ["HMAC-SHA1", "HMAC-SHA256"];
const ASCII_NONCE = /^[\x21-\x7e]{1,255}$/;

/**
 * The protocol parameters, each once. RFC 5849 3.5 wants each in one place only, but widely used
 * clients repeat one: twitter-api-v2's login sends oauth_token in the header and again in the form
 * body, and signs it once (as the reference platform accepts). A repeat with the same value is that
 * same parameter; with another value it is refused (32, naming it). The base string may count a
 * repeat once (what those clients sign) or, read literally, once per place (3.4.1.3.1): both are tried.
 */
function protocolParams(all: Param[]): { oauth: Map<string, string>; signable: Param[][] } {
  const oauth = new Map<string, string>();
  const once: Param[] = [];
  for (const [name, value] of all) {
    const seen = name.startsWith("oauth_") ? oauth.get(name) : undefined;
    if (seen === undefined) {
      if (name.startsWith("oauth_")) oauth.set(name, value);
      once.push([name, value]);
    } else if (seen !== value) {
      throw new OAuthError(
        "COULD_NOT_AUTHENTICATE",
        `The protocol parameter ${name} appears more than once with different values; send it once.`,
      );
    }
  }
  return { oauth, signable: once.length === all.length ? [all] : [once, all] };
}

/**
 * Verifies an OAuth 1.0a signed request (RFC 5849 3.2). `tokenKind` says which credential the
 * oauth_token must be: none (request_token step), a request token (access_token step) or an access token.
 * Errors: 215 no OAuth parameters at all, 135 timestamp outside the window, 89 unknown or invalidated
 * token, 416 suspended app, 32 for everything else (with a detail that says what was wrong).
 * `deferNonce` leaves the nonce to a caller that records it in a statement of its own (one round trip
 * fewer: lib/ads-kernel/account-call.ts); a replay is refused only then.
 */
export async function verifySignedRequest(
  req: SignedRequest,
  opts: { tokenKind: TokenKind; timestampWindow: number; deferNonce?: boolean },
): Promise<Verified> {
  const all: Param[] = [...(req.header ?? []), ...req.query, ...req.form];
  const { oauth, signable } = protocolParams(all);
  if (!oauth.has("oauth_consumer_key") && !oauth.has("oauth_signature"))
    throw new OAuthError("BAD_AUTHENTICATION_DATA");
  for (const required of [
    "oauth_consumer_key",
    "oauth_signature",
    "oauth_signature_method",
    "oauth_timestamp",
    "oauth_nonce",
  ]) {
    if (!oauth.get(required))
      throw new OAuthError("COULD_NOT_AUTHENTICATE", `Missing ${required}.`);
  }
  const version = oauth.get("oauth_version");
  if (version !== undefined && version !== "1.0" && version !== "1.0A" && version !== "1.0a") {
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      `oauth_version must be 1.0 or absent, got "${version}".`,
    );
  }
  const named = oauth.get("oauth_signature_method");
  const method = METHODS.find((m) => m === named);
  if (!method)
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      `oauth_signature_method must be HMAC-SHA1 or HMAC-SHA256.`,
    );
  const timestamp = oauth.get("oauth_timestamp")!;
  if (!/^\d{1,12}$/.test(timestamp))
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      "oauth_timestamp must be whole seconds since the epoch.",
    );
  if (Math.abs(Math.floor(Date.now() / 1000) - Number(timestamp)) > opts.timestampWindow)
    throw new OAuthError("TIMESTAMP_OUT_OF_BOUNDS");
  const nonce = oauth.get("oauth_nonce")!;
  if (!ASCII_NONCE.test(nonce))
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      "oauth_nonce must be 1 to 255 printable ASCII characters.",
    );

  const consumerKey = oauth.get("oauth_consumer_key")!;
  const { app, token, user, tokenSecret } = await loadCredentials(
    consumerKey,
    opts.tokenKind,
    oauth.get("oauth_token"),
  );

  const consumerSecret = decrypt(app.consumerSecretEnc);
  const keys = [signingKey(consumerSecret, tokenSecret)];
  // twitter-lite's getAccessToken() signs the access_token step without the request token's secret,
  // and the reference platform accepts it: the consumer secret still signs, and the request token
  // and its single-use verifier still have to match. No other step skips a secret.
  if (opts.tokenKind === "request") keys.push(signingKey(consumerSecret, ""));
  const given = oauth.get("oauth_signature")!;
  const matches = req.urls.some((url) =>
    signable.some((params) => {
      const base = signatureBaseString(req.method, url, params);
      return keys.some((key) => safeEqual(sign(method, base, key), given));
    }),
  );
  if (!matches)
    throw new OAuthError("COULD_NOT_AUTHENTICATE", "The signature does not match the request.");

  const pending: Nonce = { key: consumerKey, nonce, ts: Number(timestamp) };
  if (opts.deferNonce) return { app, consumerSecret, params: oauth, token, user, nonce: pending };
  await recordNonce(pending);
  return { app, consumerSecret, params: oauth, token, user };
}
