import { Hono } from "hono";
import { config } from "@/lib/config/env";
import { verifySignedRequest } from "@/lib/auth/oauth1/verify";
import {
  askedAccessType,
  checkCallback,
  lowerAccessLevel,
} from "@/lib/auth/oauth1/request-token-params";
import { exchangeRequestToken, issueRequestToken } from "@/lib/auth/oauth1/request-tokens";
import { invalidateAccessToken } from "@/lib/auth/oauth1/access-tokens";
import { OAuthError } from "../../http/errors";
import { authorizationRateLimit, signedRequest } from "../request-middleware";
import { param, protocolParam, requestParams } from "../../http/request-params";
import { percentEncode } from "@/lib/http/oauth1-signature";

/** OAuth 1.0a token endpoints (spec document 1, "Authorization endpoints"). Pages live in oauth1-pages.ts. */
export const oauth1Routes = new Hono();

const form = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join("&");

function formResponse(body: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "application/x-www-form-urlencoded; charset=utf-8",
      "cache-control": "no-store",
    },
  });
}

oauth1Routes.post("/oauth/request_token", authorizationRateLimit("request_token"), async (c) => {
  const v = await verifySignedRequest(await signedRequest(c), {
    tokenKind: "none",
    timestampWindow: config().oauthTimestampWindow,
  });
  const p = await requestParams(c);
  const callback = checkCallback(v.app, protocolParam(p, "oauth_callback"));
  const level = lowerAccessLevel(
    v.app.accessLevel,
    askedAccessType(param(p, "svc_auth_access_type"), param(p, "x_auth_access_type")),
  );
  const { token, secret } = await issueRequestToken(
    v.app,
    callback,
    level,
    config().requestTokenTtl,
  );
  return formResponse(
    form({ oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: "true" }),
  );
});

oauth1Routes.post("/oauth/access_token", authorizationRateLimit("access_token"), async (c) => {
  const v = await verifySignedRequest(await signedRequest(c), {
    tokenKind: "request",
    timestampWindow: config().oauthTimestampWindow,
  });
  const p = await requestParams(c);
  const requestToken = v.params.get("oauth_token")!;
  const issued = await exchangeRequestToken(
    v.app,
    requestToken,
    protocolParam(p, "oauth_verifier"),
  );
  return formResponse(
    form({
      oauth_token: issued.token,
      oauth_token_secret: issued.secret,
      user_id: issued.user.id,
      screen_name: issued.user.screenName,
    }),
  );
});

for (const path of ["/1.1/oauth/invalidate_token", "/1.1/oauth/invalidate_token.json"]) {
  oauth1Routes.post(path, authorizationRateLimit("invalidate_token"), async (c) => {
    const v = await verifySignedRequest(await signedRequest(c), {
      tokenKind: "access",
      timestampWindow: config().oauthTimestampWindow,
    });
    const token = v.params.get("oauth_token")!;
    if (!(await invalidateAccessToken(token))) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    return c.json({ access_token: token });
  });
}
