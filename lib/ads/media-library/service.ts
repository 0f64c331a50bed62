import { and, eq } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { media, mediaLibrary } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { NEVER } from "@/lib/media/rows";
import { AdsError } from "../../ads-kernel/errors";
import type { AdsCtx } from "../../ads-kernel/context";
import type { LibraryRow, MediaLibraryRecord } from "./record";
import { entry, libraryRecords } from "./read";

export { entry, libraryRecords };
import type { LibraryCreate, LibraryUpdate } from "./schema";
import { usablePoster, usableUpload } from "./media-check";
import { libraryHistory } from "./history";
import { prerollFor } from "./preroll";

/** Media in a library never expires. */
const keep = (tx: Tx, key: string) =>
  tx.update(media).set({ expires_at: NEVER }).where(eq(media.media_key, key));

/**
 * Adds uploaded media to the account's library, in one transaction: the media stops expiring, and
 * AMPLIFY_VIDEO becomes PREROLL account media (document 3).
 */
export async function addToLibrary(ctx: AdsCtx, input: LibraryCreate): Promise<MediaLibraryRecord> {
  return db().transaction(async (tx) => {
    const file = await usableUpload(tx, input.media_key, ctx.userId, "media_key");
    if (input.poster_media_key)
      await keep(tx, (await usablePoster(tx, input.poster_media_key, ctx.userId)).media_key);
    const existing = (
      await tx
        .select()
        .from(mediaLibrary)
        .where(
          and(
            eq(mediaLibrary.account_id, ctx.account.id),
            eq(mediaLibrary.media_key, file.media_key),
          ),
        )
        .for("update")
    )[0];
    if (existing && !existing.deleted)
      throw AdsError.invalid(
        "media_key",
        `media_key ${file.media_key} is in this account's media library already; change it with PUT.`,
      );
    const now = new Date();
    const values = {
      media_type: file.media_type,
      media_category: file.media_category,
      name: input.name ?? null,
      title: input.title ?? null,
      description: input.description ?? null,
      file_name: input.file_name ?? null,
      poster_media_key: input.poster_media_key ?? null,
      deleted: false,
      updated_at: now,
    };
    // An entry deleted before comes back (one entry per key and account).
    const [row] = existing
      ? await tx
          .update(mediaLibrary)
          .set({ ...values, created_at: now })
          .where(eq(mediaLibrary.id, existing.id))
          .returning()
      : await tx
          .insert(mediaLibrary)
          .values({
            id: newId(),
            account_id: ctx.account.id,
            media_key: file.media_key,
            created_at: now,
            ...values,
          })
          .returning();
    await keep(tx, file.media_key);
    await libraryHistory(tx, ctx, "CREATE", null, row);
    if (file.media_category === "AMPLIFY_VIDEO") await prerollFor(tx, ctx, file.media_key, now);
    return (await libraryRecords(tx, [row]))[0];
  });
}

/** PUT: each given field replaces the stored one; an empty value clears it. */
export async function updateEntry(
  ctx: AdsCtx,
  key: string,
  input: LibraryUpdate,
): Promise<MediaLibraryRecord> {
  return db().transaction(async (tx) => {
    const row = await entry(tx, ctx.account.id, key, true);
    if (input.poster_media_key)
      await keep(tx, (await usablePoster(tx, input.poster_media_key, ctx.userId)).media_key);
    const set: Partial<LibraryRow> = { updated_at: new Date() };
    for (const f of ["name", "title", "description", "file_name", "poster_media_key"] as const)
      if (input[f] !== undefined) set[f] = input[f] === "" ? null : input[f];
    const [updated] = await tx
      .update(mediaLibrary)
      .set(set)
      .where(eq(mediaLibrary.id, row.id))
      .returning();
    await libraryHistory(tx, ctx, "UPDATE", row, updated);
    return (await libraryRecords(tx, [updated]))[0];
  });
}

/** DELETE: the entry is marked deleted and answered so. */
export async function removeEntry(ctx: AdsCtx, key: string): Promise<MediaLibraryRecord> {
  return db().transaction(async (tx) => {
    const row = await entry(tx, ctx.account.id, key, true);
    const [gone] = await tx
      .update(mediaLibrary)
      .set({ deleted: true, updated_at: new Date() })
      .where(eq(mediaLibrary.id, row.id))
      .returning();
    await libraryHistory(tx, ctx, "DELETE", row, gone);
    return (await libraryRecords(tx, [gone]))[0];
  });
}
