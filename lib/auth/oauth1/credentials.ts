import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accessTokens, apps, requestTokens } from "@/lib/db/schema";
import { decrypt } from "@/lib/crypto/secret-box";
import { OAuthError } from "@/lib/http/errors";
import { statements } from "./statements";
import { nowMs } from "@/lib/time/clock";

export type AppRow = typeof apps.$inferSelect;
export type TokenKind = "none" | "request" | "access";
export type UserView = { id: string; screenName: string; name: string; createdAt: Date };
export type Credentials = {
  app: AppRow;
  token?:
    | { kind: "access"; row: typeof accessTokens.$inferSelect }
    | { kind: "request"; row: typeof requestTokens.$inferSelect };
  /** The access token's user, read in the same statement (user-context calls). */
  user?: UserView;
  tokenSecret: string;
};

function checkApp(app: AppRow | undefined): AppRow {
  if (!app || app.deletedAt) throw new OAuthError("COULD_NOT_AUTHENTICATE");
  if (app.suspended) throw new OAuthError("APP_SUSPENDED");
  return app;
}

/**
 * Keys and tokens are printable: one holding a control character (NUL above all, which PostgreSQL
 * text cannot hold) names no app or token, and is answered as an unknown one without asking the
 * database. Every interface reaches this, the advertising one included (it has no NUL guard in front).
 */
const CONTROL = /\p{Cc}/u;

/**
 * The app of oauth_consumer_key and the token the step needs, in the order their errors rank: an
 * unknown app (32), a suspended one (416), a missing token (32), an unknown or invalidated one (89).
 */
export async function loadCredentials(
  consumerKey: string,
  tokenKind: TokenKind,
  tokenValue: string | undefined,
): Promise<Credentials> {
  if (CONTROL.test(consumerKey)) throw new OAuthError("COULD_NOT_AUTHENTICATE");
  const namesNothing = tokenValue !== undefined && CONTROL.test(tokenValue);
  if (tokenKind === "access" && tokenValue && !namesNothing) {
    const found = (
      await statements().appTokenUser.execute({ key: consumerKey, token: tokenValue })
    )[0];
    const app = checkApp(found?.app);
    const row = found.token;
    if (!row || row.invalidatedAt || !found.user) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    return {
      app,
      token: { kind: "access", row },
      user: found.user,
      tokenSecret: decrypt(row.secretEnc),
    };
  }
  const app = checkApp((await statements().appByKey.execute({ key: consumerKey }))[0]);
  if (tokenKind === "none") return { app, tokenSecret: "" };
  if (namesNothing) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
  if (tokenKind === "access")
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      "This call needs user context: oauth_token is missing.",
    );
  if (!tokenValue)
    throw new OAuthError("COULD_NOT_AUTHENTICATE", "oauth_token (the request token) is missing.");
  const row = (
    await db()
      .select()
      .from(requestTokens)
      .where(and(eq(requestTokens.token, tokenValue), eq(requestTokens.appId, app.id)))
      .limit(1)
  )[0];
  if (!row || row.usedAt || row.expiresAt.getTime() < nowMs())
    throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
  return { app, token: { kind: "request", row }, tokenSecret: decrypt(row.secretEnc) };
}
