import { z } from "zod";
import { config } from "@/lib/config/env";
import {
  askedAccessType,
  checkCallback,
  lowerAccessLevel,
} from "@/lib/auth/oauth1/request-token-params";
import { exchangeRequestToken, issueRequestToken } from "@/lib/auth/oauth1/request-tokens";
import { invalidateAccessToken } from "@/lib/auth/oauth1/access-tokens";
import { OAuthError } from "@/lib/http/errors";
import { definePlatformRoute, type PlatformRoute } from "@/lib/http/platform-route";
import { protocolParam, requestParams } from "@/lib/http/request-params";
import { oauth1Signed, SIGNATURE_ERRORS } from "../platform-credentials";

/** OAuth 1.0a token endpoints (spec document 1, "Authorization endpoints"). Pages live in oauth1-pages.ts. */

/** A protocol parameter: in the Authorization header (read first), the query string or the form body. */
const protocol = (description: string) =>
  z
    .string()
    .optional()
    .meta({ description: `${description} An OAuth protocol parameter: header, query or body.` });
const accessType = z.string().optional().meta({
  description: "read or write: lowers the access the token gets below the app's own (optional).",
});
const token = "7588892-kagSNqWge8gB1WwE3plnFsJHAZVfxWD7Vb57p0b4";

const requestToken = definePlatformRoute({
  family: "platform",
  method: "POST",
  path: "/oauth/request_token",
  summary: "Issues a request token for the sign-in flow (signed with the consumer's key only).",
  credential: oauth1Signed("none"),
  limit: "request_token",
  params: z.object({
    oauth_callback: protocol("A registered callback URL, or oob for PIN mode."),
    svc_auth_access_type: accessType,
    x_auth_access_type: accessType.meta({ description: "The reference's name for the same." }),
  }),
  encoding: "form",
  response: z.object({
    oauth_token: z.string(),
    oauth_token_secret: z.string(),
    oauth_callback_confirmed: z.literal("true"),
  }),
  errors: [...SIGNATURE_ERRORS, "CALLBACK_NOT_APPROVED", "DESKTOP_APP_OOB_ONLY"],
  example: {
    params: { oauth_callback: "https://app.example/callback", x_auth_access_type: "read" },
    response: {
      oauth_token: "Z6eEdO8MOmk394WozF5oKyuAv855l4Mlqo7hhlSLik",
      oauth_token_secret: "Kd75W4OQfb2oJTV0vzGzeXftVAwgMnEK9MumzYcM",
      oauth_callback_confirmed: "true",
    },
  },
  handler: async ({ c, caller: v, params }) => {
    const callback = checkCallback(v.app, protocolParam(await requestParams(c), "oauth_callback"));
    const asked = askedAccessType(params.svc_auth_access_type, params.x_auth_access_type);
    const level = lowerAccessLevel(v.app.accessLevel, asked);
    const issued = await issueRequestToken(v.app, callback, level, config().requestTokenTtl);
    return {
      oauth_token: issued.token,
      oauth_token_secret: issued.secret,
      oauth_callback_confirmed: "true" as const,
    };
  },
});

const accessToken = definePlatformRoute({
  family: "platform",
  method: "POST",
  path: "/oauth/access_token",
  summary: "Exchanges an approved request token and its verifier for the user's access token.",
  credential: oauth1Signed("request"),
  limit: "access_token",
  params: z.object({
    oauth_verifier: protocol("The verifier the approval gave (the callback's, or the PIN)."),
  }),
  encoding: "form",
  response: z.object({
    oauth_token: z.string(),
    oauth_token_secret: z.string(),
    user_id: z.string(),
    screen_name: z.string(),
  }),
  errors: SIGNATURE_ERRORS,
  example: {
    params: { oauth_verifier: "qLBrsxPX4vzQFKcgVdM8WqaqRNqd1lBb" },
    response: {
      oauth_token: token,
      oauth_token_secret: "PbKfYqSryyeKDWz4ebtY3o5ogNLG11WJuZBc9fQrQo",
      user_id: "7588892",
      screen_name: "analyst",
    },
  },
  handler: async ({ c, caller: v }) => {
    // The credential verified the request token: it is the oauth_token the request was signed with.
    const requestToken = v.params.get("oauth_token")!;
    const verifier = protocolParam(await requestParams(c), "oauth_verifier");
    const issued = await exchangeRequestToken(v.app, requestToken, verifier);
    return {
      oauth_token: issued.token,
      oauth_token_secret: issued.secret,
      user_id: issued.user.id,
      screen_name: issued.user.screenName,
    };
  },
});

const invalidateToken = (path: string) =>
  definePlatformRoute({
    family: "platform",
    method: "POST",
    path,
    summary: "Invalidates the access token the request is signed with.",
    credential: oauth1Signed("access"),
    limit: "invalidate_token",
    response: z.object({ access_token: z.string() }),
    errors: SIGNATURE_ERRORS,
    example: { response: { access_token: token } },
    handler: async ({ caller: v }) => {
      const accessToken = v.params.get("oauth_token")!;
      if (!(await invalidateAccessToken(accessToken)))
        throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
      return { access_token: accessToken };
    },
  });

export const OAUTH1_ROUTES: readonly PlatformRoute[] = [
  requestToken,
  accessToken,
  invalidateToken("/1.1/oauth/invalidate_token"),
  invalidateToken("/1.1/oauth/invalidate_token.json"),
];
