import type { AuthOptions } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { sha256 } from "@/lib/crypto/tokens";
import { nextAuthEnv } from "@/lib/config/next-auth-env";

/** Shape of GET /2/users/me. */
type SvcProfile = { data: { id: string; name: string; username: string } };

/** server.ts sets NEXTAUTH_URL at start-up, after the build; so it is read per request, never at import. */
function baseUrl(): string {
  const url = nextAuthEnv().url;
  if (!url) throw new Error("NEXTAUTH_URL is not set (server.ts sets it before Next starts)");
  return url.replace(/\/+$/, "");
}

function svcProvider(): OAuthConfig<SvcProfile> {
  const base = baseUrl();
  return {
    id: "svc",
    name: "SVC",
    type: "oauth",
    // openid-client compares a returned `iss` authorization-response parameter with this value.
    issuer: base,
    clientId: nextAuthEnv().consoleClientId,
    clientSecret: nextAuthEnv().consoleClientSecret,
    authorization: {
      url: `${base}/i/oauth2/authorize`,
      params: { scope: "users.read offline.access console" },
    },
    token: `${base}/2/oauth2/token`,
    userinfo: `${base}/2/users/me`,
    checks: ["pkce", "state"],
    client: { token_endpoint_auth_method: "client_secret_basic" },
    profile(p) {
      return { id: p.data.id, name: p.data.name, screen_name: p.data.username };
    },
  };
}

/** Built per call so that the env vars set by server.ts at run time are the ones used. */
export function authOptions(): AuthOptions {
  return {
    secret: nextAuthEnv().secret,
    providers: [svcProvider()],
    session: { strategy: "jwt" },
    pages: { signIn: "/signin", error: "/signin" },
    callbacks: {
      // `sub` already holds the user id (next-auth default); screen_name is ours to carry, and the grant
      // names the platform token behind this session, so signing out can end it on the server too.
      jwt({ token, user, account }) {
        if (user?.screen_name) token.screen_name = user.screen_name;
        if (account?.access_token) token.grant = sha256(account.access_token);
        return token;
      },
      session({ session, token }) {
        if (session.user) {
          session.user.id = token.sub ?? "";
          session.user.screen_name = token.screen_name ?? "";
        }
        return session;
      },
    },
  };
}
