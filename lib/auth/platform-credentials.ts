import type { PlatformCredential } from "@/lib/http/platform-route";
import { config } from "@/lib/config/env";
import { verifySignedRequest, type Verified } from "./oauth1/verify";
import { appFromBasic } from "./oauth2/bearer";
import { authenticateClient, type AppRow } from "./oauth2/client";
import { authenticate, type Caller } from "./caller";
import { signedRequest } from "./request-middleware";

/**
 * The credentials a declared platform or oauth2 route may take (lib/http/platform-route.ts): the
 * schemes the documents name, and the verifier that turns a request into its caller.
 */
const SIGNED_SCHEME = {
  none: "OAuth1Consumer",
  request: "OAuth1RequestToken",
  access: "OAuth1User",
} as const;

/** What a signed request may be refused with before its route runs (lib/auth/oauth1/verify.ts). */
export const SIGNATURE_ERRORS = [
  "BAD_AUTHENTICATION_DATA",
  "COULD_NOT_AUTHENTICATE",
  "TIMESTAMP_OUT_OF_BOUNDS",
  "INVALID_OR_EXPIRED_TOKEN",
  "APP_SUSPENDED",
] as const;

/** An OAuth 1.0a signature with the consumer's key and no token, a request token, or an access token. */
export function oauth1Signed(tokenKind: keyof typeof SIGNED_SCHEME): PlatformCredential<Verified> {
  return {
    schemes: [SIGNED_SCHEME[tokenKind]],
    resolve: async (c) =>
      verifySignedRequest(await signedRequest(c), {
        tokenKind,
        timestampWindow: config().oauthTimestampWindow,
      }),
  };
}

/** The consumer key and secret as Basic credentials (POST oauth2/token): any failure is code 99. */
export const consumerBasic: PlatformCredential<AppRow> = {
  schemes: ["ConsumerBasic"],
  resolve: (c) => appFromBasic(c.req.header("authorization")),
};

/** An OAuth 2.0 client: HTTP Basic, or client_id and client_secret among the parameters. */
export const oauth2Client: PlatformCredential<AppRow> = {
  schemes: ["OAuth2Client"],
  resolve: (c, params) =>
    authenticateClient(c.req.header("authorization"), {
      clientId: params.client_id,
      clientSecret: params.client_secret,
    }),
};

/** A person: OAuth 1.0a user context or an OAuth 2.0 user token. */
export const userContext: PlatformCredential<Caller & { user: NonNullable<Caller["user"]> }> = {
  schemes: ["OAuth1User", "OAuth2User"],
  resolve: async (c) => {
    const caller = await authenticate(c, ["oauth1", "oauth2-user"]);
    // Both kinds carry their user (authenticate refuses a token without one).
    return { ...caller, user: caller.user! };
  },
};
