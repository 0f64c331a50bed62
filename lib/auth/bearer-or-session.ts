import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apps, users } from "@/lib/db/schema";
import { OAuthError } from "@/lib/http/errors";
import { appForBearer } from "./oauth2/bearer";
import { userTokenFor } from "./oauth2/user-tokens";
import { consoleSession } from "./console-session";
import { userViewColumns } from "./user-view";
import type { Caller, CallerKind } from "./caller-type";

async function userById(id: string) {
  // createdAt too: verify_credentials answers it, and one query per request is cheaper than two.
  const row = (await db().select(userViewColumns).from(users).where(eq(users.id, id)).limit(1))[0];
  if (!row) throw new OAuthError("INVALID_OR_EXPIRED_TOKEN");
  return row;
}

export const appView = (a: typeof apps.$inferSelect) => ({
  id: a.id,
  name: a.name,
  firstParty: a.firstParty,
  tier: a.tier,
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
      rows[0]
        ? appView(rows[0])
        : { id: "console", name: "Console", firstParty: true, tier: "enterprise" },
    );
  return consoleAppView;
}

/** The callers without a signature (caller.ts): OAuth 2.0 bearer tokens, app-only or user, and console sessions. */
export async function bearerOrSession(
  c: Context,
  accept: CallerKind[],
  authorization: string,
): Promise<Caller> {
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
