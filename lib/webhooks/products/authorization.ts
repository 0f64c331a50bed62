import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { activitySubscriptions, userTokens } from "@/lib/db/schema";
import { liveGrantLevel } from "@/lib/auth/oauth1/access-tokens";
import type { EventKind } from "@/lib/events/kinds";

/**
 * Kinds about a user's private life: an app may follow them for a user only while that user has
 * authorized the app (with the scope, for OAuth 2.0 grants; OAuth 1.0a permissions override scopes).
 * null: any grant of the user will do (no scope covers blocks and mutes).
 */
export const PRIVATE_KINDS: Partial<Record<EventKind, string | null>> = {
  "dm.received": "dm.read",
  "dm.sent": "dm.read",
  "dm.read": "dm.read",
  "dm.indicate_typing": "dm.read",
  "block.block": null,
  "mute.mute": null,
  "user.authorization.revoke": null,
};

export function isPrivateKind(kind: string): kind is keyof typeof PRIVATE_KINDS {
  return Object.hasOwn(PRIVATE_KINDS, kind);
}

/** Whether `userId` has a live authorization of `appId` (with `scope` if an OAuth 2.0 grant). */
export async function userAuthorized(appId: string, userId: string, scope: string | null) {
  if ((await liveGrantLevel(appId, userId)) !== null) return true;
  const oauth2 = await db()
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.appId, appId),
        eq(userTokens.userId, userId),
        isNull(userTokens.revokedAt),
        // A grant lives while its access token does, or while its refresh token is unused.
        or(gt(userTokens.accessExpiresAt, new Date()), isNull(userTokens.refreshUsedAt)),
        scope ? sql`${userTokens.scopes} @> ${JSON.stringify([scope])}::jsonb` : undefined,
      ),
    )
    .limit(1);
  return oauth2.length > 0;
}

/** A revoked authorization ends the app's subscriptions to that user's private kinds. */
export async function dropPrivateSubscriptions(tx: Tx, appId: string, userId: string) {
  const kinds = Object.keys(PRIVATE_KINDS);
  await tx
    .delete(activitySubscriptions)
    .where(
      and(
        eq(activitySubscriptions.app_id, appId),
        eq(activitySubscriptions.filter_user_id, userId),
        inArray(activitySubscriptions.event_type, kinds),
      ),
    );
}
