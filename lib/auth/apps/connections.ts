import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accessTokens, apps, userTokens } from "@/lib/db/schema";
import { emitEvent } from "@/lib/events/outbox";
import { userRef } from "@/lib/events/people";
import type { z } from "zod";
import type { connectionSchema } from "./views";

type Connection = z.output<typeof connectionSchema>;

/** Apps a user has granted access to (OAuth 1.0a tokens and OAuth 2.0 grants), first-party excluded. */
export async function listConnections(userId: string) {
  const oauth1 = await db()
    .select({ app: apps, level: accessTokens.accessLevel, at: accessTokens.createdAt })
    .from(accessTokens)
    .innerJoin(apps, eq(apps.id, accessTokens.appId))
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.invalidatedAt),
        isNull(apps.deletedAt),
        eq(apps.firstParty, false),
      ),
    );
  const oauth2 = await db()
    .select({ app: apps, scopes: userTokens.scopes, at: userTokens.createdAt })
    .from(userTokens)
    .innerJoin(apps, eq(apps.id, userTokens.appId))
    .where(
      and(
        eq(userTokens.userId, userId),
        isNull(userTokens.revokedAt),
        isNull(apps.deletedAt),
        eq(apps.firstParty, false),
        or(gt(userTokens.accessExpiresAt, sql`now()`), sql`${userTokens.refreshHash} is not null`),
      ),
    );
  const byApp = new Map<string, Connection>();
  for (const r of oauth1) {
    byApp.set(r.app.id, {
      app_id: r.app.id,
      app_name: r.app.name,
      app_website: r.app.website,
      access_level: r.level,
      scopes: [],
      connected_at: r.at.toISOString(),
    });
  }
  for (const r of oauth2) {
    const entry = byApp.get(r.app.id) ?? {
      app_id: r.app.id,
      app_name: r.app.name,
      app_website: r.app.website,
      access_level: "read",
      scopes: [],
      connected_at: r.at.toISOString(),
    };
    entry.scopes = [...new Set([...entry.scopes, ...r.scopes])];
    if (r.scopes.some((s) => s.endsWith(".write"))) entry.access_level = "read-write";
    byApp.set(r.app.id, entry);
  }
  return [...byApp.values()].sort((a, b) => a.app_name.localeCompare(b.app_name));
}

/**
 * Revoking a connection ends every token the app holds for this user, of both protocols, and, when
 * any token was still live, emits user.authorization.revoke {user, app_id} in the same transaction
 * (revoking an app twice is one event).
 */
export async function revokeConnection(userId: string, appId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const oauth1 = await tx
      .update(accessTokens)
      .set({ invalidatedAt: new Date() })
      .where(
        and(
          eq(accessTokens.userId, userId),
          eq(accessTokens.appId, appId),
          isNull(accessTokens.invalidatedAt),
        ),
      )
      .returning({ token: accessTokens.token });
    const oauth2 = await tx
      .update(userTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(userTokens.userId, userId),
          inArray(userTokens.appId, [appId]),
          isNull(userTokens.revokedAt),
        ),
      )
      .returning({ id: userTokens.id });
    if (!oauth1.length && !oauth2.length) return;
    const user = await userRef(tx, userId);
    if (user)
      await emitEvent(tx, {
        kind: "user.authorization.revoke",
        userId,
        payload: { user, app_id: appId },
      });
  });
}
