import { errorList } from "./openapi-kit";
import type { PlatformScheme } from "./platform-route";

/** The pieces every platform and oauth2 document shares (lib/http/platform-openapi.ts). */

/** OAuth 1.0a has no OpenAPI scheme: its header is the HTTP "OAuth" scheme of RFC 5849. */
const oauth1 = (description: string) => ({ type: "http", scheme: "OAuth", description });

export const SECURITY_SCHEMES: Record<PlatformScheme, Record<string, string>> = {
  OAuth1Consumer: oauth1("OAuth 1.0a signature with the consumer key and secret, no token."),
  OAuth1RequestToken: oauth1("OAuth 1.0a signature with an approved request token and its secret."),
  OAuth1User: oauth1("OAuth 1.0a signature with a user's access token and its secret."),
  ConsumerBasic: {
    type: "http",
    scheme: "basic",
    description: "The consumer key and secret, each URL-encoded, as Basic credentials.",
  },
  OAuth2Client: {
    type: "http",
    scheme: "basic",
    description:
      "The OAuth 2.0 client id and secret as Basic credentials, or client_id and client_secret in the body.",
  },
  OAuth2User: { type: "http", scheme: "bearer", description: "An OAuth 2.0 user access token." },
  ConsoleSession: {
    type: "apiKey",
    in: "cookie",
    name: "next-auth.session-token",
    description:
      "The console's session (__Secure-next-auth.session-token on https); writes also send its x-csrf-token header.",
  },
};

export const ERROR_SCHEMAS = {
  Errors: errorList(
    {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "integer" }, message: { type: "string" } },
    },
    "The platform's refusal: a code of its catalogue and its message.",
  ),
  OAuth2Error: {
    type: "object",
    required: ["error", "error_description"],
    description: "RFC 6749 5.2: the error code, and what was wrong and what was expected.",
    properties: { error: { type: "string" }, error_description: { type: "string" } },
  },
};
