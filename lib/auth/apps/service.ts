import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accessTokens, apps } from "@/lib/db/schema";
import { encrypt } from "@/lib/crypto/secret-box";
import { newId, randomToken } from "@/lib/crypto/tokens";
import { invalidateAppBearerTokens } from "@/lib/auth/oauth2/bearer";
import type { AppCreate, AppUpdate } from "./schema";
import type { AppView } from "./views";

/** Developer apps: the rules behind the console's Apps pages (and the seed); their keys: keys.ts. */
export type AppRow = typeof apps.$inferSelect;

export class NotFound extends Error {}

export function toView(a: AppRow): AppView {
  return {
    id: a.id,
    name: a.name,
    description: a.description,
    website: a.website,
    callback_urls: a.callbackUrls,
    access_level: a.accessLevel,
    sign_in_with: a.signInWith,
    consumer_key: a.consumerKey,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export function newConsumerKey(): string {
  return randomToken(18);
}
export function newConsumerSecret(): string {
  return randomToken(36);
}

export async function createApp(
  ownerUserId: string,
  input: AppCreate,
  opts: { firstParty?: boolean; tier?: AppRow["tier"] } = {},
): Promise<AppRow> {
  const rows = await db()
    .insert(apps)
    .values({
      id: newId(),
      ownerUserId,
      name: input.name,
      description: input.description,
      website: input.website,
      callbackUrls: input.callback_urls,
      accessLevel: input.access_level,
      signInWith: input.sign_in_with,
      consumerKey: newConsumerKey(),
      consumerSecretEnc: encrypt(newConsumerSecret()),
      firstParty: opts.firstParty ?? false,
      // Unset: the column's default, the tier new apps start on (lib/db/schema/apps.ts).
      tier: opts.tier,
    })
    .returning();
  return rows[0];
}

export async function listApps(ownerUserId: string): Promise<AppRow[]> {
  return db()
    .select()
    .from(apps)
    .where(
      and(eq(apps.ownerUserId, ownerUserId), isNull(apps.deletedAt), eq(apps.firstParty, false)),
    )
    .orderBy(desc(apps.createdAt));
}

/** An app of this owner; NotFound for others' apps too, so ids of other people's apps stay private. */
export async function ownedApp(ownerUserId: string, id: string): Promise<AppRow> {
  const row = (
    await db()
      .select()
      .from(apps)
      .where(and(eq(apps.id, id), eq(apps.ownerUserId, ownerUserId), isNull(apps.deletedAt)))
      .limit(1)
  )[0];
  if (!row || row.firstParty) throw new NotFound(`No app ${id} among your apps.`);
  return row;
}

export async function updateApp(
  ownerUserId: string,
  id: string,
  patch: AppUpdate,
): Promise<AppRow> {
  await ownedApp(ownerUserId, id);
  const set: Partial<typeof apps.$inferInsert> = { updatedAt: new Date() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.website !== undefined) set.website = patch.website;
  if (patch.callback_urls !== undefined) set.callbackUrls = patch.callback_urls;
  if (patch.access_level !== undefined) set.accessLevel = patch.access_level;
  if (patch.sign_in_with !== undefined) set.signInWith = patch.sign_in_with;
  const rows = await db().update(apps).set(set).where(eq(apps.id, id)).returning();
  return rows[0];
}

/** Deleting an app ends every credential it issued. */
export async function deleteApp(ownerUserId: string, id: string): Promise<void> {
  await ownedApp(ownerUserId, id);
  await db().transaction(async (tx) => {
    await tx
      .update(apps)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(apps.id, id));
    await tx
      .update(accessTokens)
      .set({ invalidatedAt: new Date() })
      .where(and(eq(accessTokens.appId, id), isNull(accessTokens.invalidatedAt)));
    await invalidateAppBearerTokens(id, tx);
  });
}
