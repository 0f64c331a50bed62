import type { Target } from "../load";
import { signedAuthorization } from "../sign";

/**
 * The cheapest authenticated call: OAuth 1.0a user context in, the user out. What it measures is the
 * fixed cost every signed call pays (parse, three credential statements, HMAC, nonce insert).
 */
export const verifyCredentials: Target = {
  name: "verify_credentials",
  method: "GET",
  path: "/1.1/account/verify_credentials.json",
  baselineScript: "bench/baseline-server.ts",
  headers: (url, c) => ({
    authorization: signedAuthorization("GET", url, {
      consumerKey: c.consumer_key,
      consumerSecret: c.consumer_secret,
      token: c.access_token,
      tokenSecret: c.access_token_secret,
    }),
  }),
  check: (status, body, c) => {
    if (status !== 200) return "expected 200 (a 401 means the request signing is wrong)";
    try {
      return JSON.parse(body).screen_name === c.screen_name
        ? null
        : `expected screen_name ${c.screen_name}`;
    } catch {
      return "expected a JSON body";
    }
  },
};
