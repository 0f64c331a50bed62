import crypto from "node:crypto";
import OAuth from "oauth-1.0a";
import {
  authorizationHeader,
  sign,
  signatureBaseString,
  signingKey,
  type Param,
} from "../../lib/http/oauth1-signature";

/**
 * Signing with the independent `oauth-1.0a` library (not our own signature code), so the tests
 * check our server against what real clients send.
 */
export type Keys = { key: string; secret: string };
export type SignatureMethod = "HMAC-SHA1" | "HMAC-SHA256";

export function client(
  consumer: Keys,
  method: SignatureMethod | "PLAINTEXT" = "HMAC-SHA1",
  version?: string,
) {
  if (method === "PLAINTEXT")
    return new OAuth({ consumer, signature_method: "PLAINTEXT", version });
  const algo = method === "HMAC-SHA256" ? "sha256" : "sha1";
  return new OAuth({
    consumer,
    signature_method: method,
    version,
    hash_function: (base, key) => crypto.createHmac(algo, key).update(base).digest("base64"),
  });
}

export function signedHeader(
  consumer: Keys,
  request: { url: string; method: string; data?: Record<string, string> },
  token?: Keys,
  method: SignatureMethod = "HMAC-SHA1",
): string {
  const oauth = client(consumer, method);
  return oauth.toHeader(oauth.authorize(request, token)).Authorization;
}

/** What a test may pin down in oauth-1.0a's output: fixed nonce and timestamp (replays), version, method. */
export type SignOptions = {
  signatureMethod?: SignatureMethod | "PLAINTEXT";
  nonce?: string;
  timestamp?: number;
  version?: string;
};

/**
 * Every parameter oauth-1.0a signed (oauth_* including oauth_signature, plus the request's own data),
 * as strings, for clients that send the protocol parameters in the query string or the body.
 */
export function signedParams(
  consumer: Keys,
  request: { url: string; method: string; data?: Record<string, string | string[]> },
  token?: Keys,
  opts: SignOptions = {},
): Record<string, string | string[]> {
  const oauth = client(consumer, opts.signatureMethod ?? "HMAC-SHA1", opts.version);
  if (opts.nonce !== undefined) oauth.getNonce = () => opts.nonce!;
  if (opts.timestamp !== undefined) oauth.getTimeStamp = () => opts.timestamp!;
  // authorize() merges the request data into the object it returns; give it copies.
  const auth = oauth.authorize(
    { ...request, data: { ...request.data } },
    token,
  ) as unknown as Record<string, string | number | string[]>;
  return Object.fromEntries(
    Object.entries(auth).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]),
  );
}

/** The Authorization header oauth-1.0a builds (oauth_* parameters only), with SignOptions applied. */
export function signedHeaderWith(
  consumer: Keys,
  request: { url: string; method: string; data?: Record<string, string | string[]> },
  token?: Keys,
  opts: SignOptions = {},
): string {
  const params = signedParams(consumer, request, token, opts);
  return client(consumer).toHeader(params as unknown as OAuth.Authorization).Authorization;
}

/**
 * A header signed with our own RFC 5849 code instead of a library, for requests no library will
 * produce: no oauth_version at all (version: null), or a nonce outside ASCII.
 */
export function ownSignedHeader(
  consumer: Keys,
  request: { url: string; method: string; data?: Record<string, string> },
  token?: Keys,
  opts: {
    nonce?: string;
    timestamp?: number;
    version?: string | null;
    signatureMethod?: SignatureMethod;
  } = {},
): string {
  const method = opts.signatureMethod ?? "HMAC-SHA1";
  const header: Param[] = [
    ["oauth_consumer_key", consumer.key],
    ["oauth_nonce", opts.nonce ?? crypto.randomBytes(16).toString("hex")],
    ["oauth_signature_method", method],
    ["oauth_timestamp", String(opts.timestamp ?? Math.floor(Date.now() / 1000))],
  ];
  if (token) header.push(["oauth_token", token.key]);
  if (opts.version !== null) header.push(["oauth_version", opts.version ?? "1.0"]);
  const data = Object.entries(request.data ?? {});
  header.push(...data.filter(([k]) => k.startsWith("oauth_")));
  const query = [...new URL(request.url).searchParams];
  const base = signatureBaseString(request.method, request.url, [
    ...header,
    ...data.filter(([k]) => !k.startsWith("oauth_")),
    ...query,
  ]);
  header.push([
    "oauth_signature",
    sign(method, base, signingKey(consumer.secret, token?.secret ?? "")),
  ]);
  return authorizationHeader(header);
}

export function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}
