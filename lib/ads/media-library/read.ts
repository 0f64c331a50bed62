import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { mediaLibrary } from "@/lib/db/schema";
import { AdsError } from "../../ads-kernel/errors";
import { toLibraryRecord, type LibraryRow, type MediaLibraryRecord } from "./record";
import { mediaByKey } from "./media-check";

/** Records of entries: their media (and posters) read in one query. */
export async function libraryRecords(tx: Tx, rows: LibraryRow[]): Promise<MediaLibraryRecord[]> {
  const keys = rows.flatMap((r) => [
    r.media_key,
    ...(r.poster_media_key ? [r.poster_media_key] : []),
  ]);
  const files = await mediaByKey(tx, keys);
  return rows.map((r) =>
    toLibraryRecord(
      r,
      files.get(r.media_key)!,
      r.poster_media_key ? (files.get(r.poster_media_key) ?? null) : null,
    ),
  );
}

/** The account's entry of a key (deleted ones too when asked), or MEDIA_NOT_FOUND naming the key. */
export async function entry(
  tx: Tx,
  accountId: string,
  key: string,
  lock = false,
): Promise<LibraryRow> {
  const q = tx
    .select()
    .from(mediaLibrary)
    .where(
      and(
        eq(mediaLibrary.account_id, accountId),
        eq(mediaLibrary.media_key, key),
        eq(mediaLibrary.deleted, false),
      ),
    );
  const row = (lock ? await q.for("update") : await q)[0];
  if (!row)
    throw AdsError.of(
      "MEDIA_NOT_FOUND",
      `No media with media_key ${key} in this account's media library.`,
    );
  return row;
}
