import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apps, users } from "@/lib/db/schema";
import { config } from "@/lib/config/env";
import { OAuthError } from "@/lib/platform/errors";
import { signedRequest } from "@/lib/platform/middleware";
import { protocolParam, requestParams } from "@/lib/platform/request-params";
import { verifySignedRequest } from "./oauth1/verify";
import { appForBearer } from "./oauth2/bearer";
import { userTokenFor } from "./oauth2/user-tokens";
import { consoleSession } from "./console-session";
import type { AccessLevel } from "@/lib/apps/schema";

/**
 * One caller, whatever the credential: OAuth 1.0a user context, OAuth 2.0 user token, app-only
 * bearer token, or a console session. Every interface after the credential endpoints reads this.
 */
export type Caller = {
  kind: "oauth1" | "oauth2-user" | "app-only" | "console";
  app: { id: string; name: string; firstParty: boolean };
  /** createdAt is filled by authenticate(); optional so callers built elsewhere (seeding) need not. */
  user: { id: string; screenName: string; name: string; createdAt?: Date } | null;
  accessLevel: AccessLevel;
  /** OAuth 2.0 scopes; null where OAuth 1.0a permissions apply instead (spec: they override scopes). */
  scopes: string[] | null;
};

export type CallerKind = Caller["kind"];

async function userById(id: string) {
  // createdAt too: verify_credentials answers it, and one query per request is cheaper than two.
  const row = (
    await db()
      .select({
        id: users.id,
        screenName: users.screenName,
        name: users.name,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1)
  )[0];
  if (!row) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
  return row;
}

const appView = (a: typeof apps.$inferSelect) => ({
  id: a.id,
  name: a.name,
  firstParty: a.firstParty,
});

// The first-party console app is made once by the seed and never changes: read it once per process.
let consoleAppView: Promise<Caller["app"]> | undefined;
function consoleApp(): Promise<Caller["app"]> {
  consoleAppView ??= db()
    .select()
    .from(apps)
    .where(eq(apps.firstParty, true))
    .limit(1)
    .then((rows) =>
      rows[0] ? appView(rows[0]) : { id: "console", name: "Console", firstParty: true },
    );
  return consoleAppView;
}

export async function authenticate(c: Context, accept: CallerKind[]): Promise<Caller> {
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
    });
    if (v.token?.kind !== "access") throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    return {
      kind: "oauth1",
      app: appView(v.app),
      user: await userById(v.token.row.userId),
      accessLevel: v.token.row.accessLevel,
      scopes: null,
    };
  }
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (bearer) {
    let token: string;
    try {
      token = decodeURIComponent(bearer);
    } catch {
      throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
    }
    if (accept.includes("app-only")) {
      const app = await appForBearer(token);
      if (app)
        return {
          kind: "app-only",
          app: appView(app),
          user: null,
          accessLevel: "read",
          scopes: null,
        };
    }
    if (accept.includes("oauth2-user")) {
      const grant = await userTokenFor(token);
      if (grant) {
        const app = (await db().select().from(apps).where(eq(apps.id, grant.appId)).limit(1))[0];
        if (!app || app.deletedAt || app.suspended)
          throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
        const write = grant.scopes.some((s) => s.endsWith(".write"));
        return {
          kind: "oauth2-user",
          app: appView(app),
          user: await userById(grant.userId),
          accessLevel: write ? "read-write" : "read",
          scopes: grant.scopes,
        };
      }
    }
    throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
  }
  if (accept.includes("console")) {
    const session = await consoleSession(c);
    if (session) {
      return {
        kind: "console",
        app: await consoleApp(),
        user: await userById(session.userId),
        accessLevel: "read-write",
        scopes: null,
      };
    }
  }
  throw new OAuthError(
    "BAD_AUTHENTICATION_DATA",
    "Send OAuth 1.0a user credentials or an OAuth 2.0 bearer token.",
  );
}
