import type { Context } from "hono";
import { config } from "@/lib/config/env";
import { OAuthError } from "@/lib/http/errors";
import { signedRequest } from "@/lib/auth/request-middleware";
import { protocolParam, requestParams } from "@/lib/http/request-params";
import { verifySignedRequest } from "./oauth1/verify";
import { recordNonce, type Nonce } from "./oauth1/nonce";
import { appView, bearerOrSession } from "./bearer-or-session";
import type { Caller, CallerKind } from "./caller-type";

export type { Caller, CallerKind } from "./caller-type";

/**
 * authenticate() with an OAuth 1.0a nonce left unrecorded: the advertising kernel records it in the
 * statement that starts its call (lib/ads-kernel/account-call.ts), and must, before answering anything.
 */
export async function authenticateDeferred(
  c: Context,
  accept: CallerKind[],
): Promise<{ caller: Caller; nonce?: Nonce }> {
  const authorization = c.req.header("authorization") ?? "";
  // OAuth 1.0a parameters may travel in the header, the query string or a form body (RFC 5849 3.5).
  const signedInParams =
    !authorization && protocolParam(await requestParams(c), "oauth_signature") !== undefined;
  if (/^OAuth\s/i.test(authorization) || signedInParams) {
    if (!accept.includes("oauth1"))
      throw new OAuthError(
        "COULD_NOT_AUTHENTICATE",
        "This endpoint does not take OAuth 1.0a credentials.",
      );
    const v = await verifySignedRequest(await signedRequest(c), {
      tokenKind: "access",
      timestampWindow: config().oauthTimestampWindow,
      deferNonce: true,
    });
    if (v.token?.kind !== "access" || !v.user) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    const caller: Caller = {
      kind: "oauth1",
      app: appView(v.app),
      user: v.user,
      accessLevel: v.token.row.accessLevel,
      scopes: null,
    };
    return { caller, nonce: v.nonce };
  }
  return { caller: await bearerOrSession(c, accept, authorization) };
}

/** The caller of a request, its OAuth 1.0a nonce recorded (a replay answers 32). */
export async function authenticate(c: Context, accept: CallerKind[]): Promise<Caller> {
  const { caller, nonce } = await authenticateDeferred(c, accept);
  if (nonce) await recordNonce(nonce);
  return caller;
}
