import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accessTokens, apps, requestTokens } from "@/lib/db/schema";
import { statements } from "./statements";
import { decrypt } from "@/lib/crypto/secret-box";
import { safeEqual } from "@/lib/crypto/tokens";
import { OAuthError } from "@/lib/platform/errors";
import {
  sign,
  signatureBaseString,
  signingKey,
  type Param,
  type SignatureMethod,
} from "./signature";

export type SignedRequest = {
  method: string;
  /** Candidate URLs the client may have signed (see signedUrlCandidates). */
  urls: string[];
  header: Param[] | null;
  query: Param[];
  form: Param[];
};

export type AppRow = typeof apps.$inferSelect;
export type Verified = {
  app: AppRow;
  consumerSecret: string;
  params: Map<string, string>;
  token?:
    | { kind: "access"; row: typeof accessTokens.$inferSelect }
    | { kind: "request"; row: typeof requestTokens.$inferSelect };
};

const METHODS: SignatureMethod[] = ["HMAC-SHA1", "HMAC-SHA256"];
const ASCII_NONCE = /^[\x21-\x7e]{1,255}$/;

/**
 * Verifies an OAuth 1.0a signed request (RFC 5849 3.2). `tokenKind` says which credential the
 * oauth_token must be: none (request_token step), a request token (access_token step) or an access token.
 * Errors: 215 no OAuth parameters at all, 135 timestamp outside the window, 89 unknown or invalidated
 * token, 416 suspended app, 32 for everything else (with a detail that says what was wrong).
 */
export async function verifySignedRequest(
  req: SignedRequest,
  opts: { tokenKind: "none" | "request" | "access"; timestampWindow: number },
): Promise<Verified> {
  const all: Param[] = [...(req.header ?? []), ...req.query, ...req.form];
  const oauth = new Map<string, string>();
  for (const [name, value] of all) {
    if (!name.startsWith("oauth_")) continue;
    if (oauth.has(name))
      throw new OAuthError(
        "COULD_NOT_AUTHENTICATE",
        `The protocol parameter ${name} appears more than once.`,
      );
    oauth.set(name, value);
  }
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
  const method = oauth.get("oauth_signature_method") as SignatureMethod;
  if (!METHODS.includes(method))
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
  const app = (await statements().appByKey.execute({ key: consumerKey }))[0];
  if (!app || app.deletedAt) throw new OAuthError("COULD_NOT_AUTHENTICATE");
  if (app.suspended) throw new OAuthError("APP_SUSPENDED");

  const tokenValue = oauth.get("oauth_token");
  let token: Verified["token"];
  let tokenSecret = "";
  if (opts.tokenKind === "access") {
    if (!tokenValue)
      throw new OAuthError(
        "COULD_NOT_AUTHENTICATE",
        "This call needs user context: oauth_token is missing.",
      );
    const row = (await statements().accessToken.execute({ token: tokenValue, appId: app.id }))[0];
    if (!row || row.invalidatedAt) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    token = { kind: "access", row };
    tokenSecret = decrypt(row.secretEnc);
  } else if (opts.tokenKind === "request") {
    if (!tokenValue)
      throw new OAuthError("COULD_NOT_AUTHENTICATE", "oauth_token (the request token) is missing.");
    const row = (
      await db()
        .select()
        .from(requestTokens)
        .where(and(eq(requestTokens.token, tokenValue), eq(requestTokens.appId, app.id)))
        .limit(1)
    )[0];
    if (!row || row.usedAt || row.expiresAt.getTime() < Date.now())
      throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    token = { kind: "request", row };
    tokenSecret = decrypt(row.secretEnc);
  }

  const consumerSecret = decrypt(app.consumerSecretEnc);
  const key = signingKey(consumerSecret, tokenSecret);
  const given = oauth.get("oauth_signature")!;
  const matches = req.urls.some((url) =>
    safeEqual(sign(method, signatureBaseString(req.method, url, all), key), given),
  );
  if (!matches)
    throw new OAuthError("COULD_NOT_AUTHENTICATE", "The signature does not match the request.");

  // Recorded only after the signature holds, so nobody can fill the table with unsigned junk.
  const inserted = await statements().insertNonce.execute({
    key: consumerKey,
    nonce,
    ts: Number(timestamp),
  });
  if (inserted.length === 0)
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      "This oauth_nonce was already used; send a new nonce with every request.",
    );

  return { app, consumerSecret, params: oauth, token };
}
