import { Hono, type Context } from "hono";
import { authenticateClient, OAuth2Error } from "@/lib/auth/oauth2/client";
import { exchangeCode } from "@/lib/auth/oauth2/code-grant";
import { refresh, revoke } from "@/lib/auth/oauth2/user-tokens";
import { authorizationRateLimit } from "../request-middleware";
import { param } from "../../http/request-params";
import { oauth2Params } from "./oauth2-body";
import { oauth2AuthorizeRoutes } from "./oauth2-authorize";

/** OAuth 2.0 user flow: the approval page (oauth2-authorize.ts), the token endpoint and revocation. */
export const oauth2UserRoutes = new Hono();
oauth2UserRoutes.route("/", oauth2AuthorizeRoutes);

function oauth2Error(c: Context, err: unknown) {
  if (err instanceof OAuth2Error)
    return c.json({ error: err.error, error_description: err.description }, err.status, {
      "cache-control": "no-store",
    });
  throw err;
}

oauth2UserRoutes.post("/2/oauth2/token", authorizationRateLimit("oauth2_user_token"), async (c) => {
  try {
    const p = await oauth2Params(c);
    const app = await authenticateClient(c.req.header("authorization"), {
      clientId: param(p, "client_id"),
      clientSecret: param(p, "client_secret"),
    });
    const grant = param(p, "grant_type");
    c.header("cache-control", "no-store");
    if (grant === "authorization_code") {
      return c.json(
        await exchangeCode(app, {
          code: param(p, "code"),
          redirectUri: param(p, "redirect_uri"),
          codeVerifier: param(p, "code_verifier"),
        }),
      );
    }
    if (grant === "refresh_token") return c.json(await refresh(app, param(p, "refresh_token")));
    throw new OAuth2Error(
      "unsupported_grant_type",
      "grant_type must be authorization_code or refresh_token.",
    );
  } catch (err) {
    return oauth2Error(c, err);
  }
});

oauth2UserRoutes.post("/2/oauth2/revoke", authorizationRateLimit("oauth2_revoke"), async (c) => {
  try {
    const p = await oauth2Params(c);
    const app = await authenticateClient(c.req.header("authorization"), {
      clientId: param(p, "client_id"),
      clientSecret: param(p, "client_secret"),
    });
    await revoke(app, param(p, "token"));
    return c.json({ revoked: true });
  } catch (err) {
    return oauth2Error(c, err);
  }
});
