import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { media, mediaLibrary } from "@/lib/db/schema";
import type { MediaType } from "@/lib/media/categories";
import { mediaUrl, type MediaRow } from "@/lib/media/rows";
import { AdsError } from "../../ads-kernel/errors";
import type { LibraryRow } from "./record";

/** A library entry with its media, as creatives (cards, posts) use it. */
export type LibraryMedia = {
  entry: LibraryRow;
  media: MediaRow;
  media_url: string | null;
  poster_media_url: string | null;
};

/**
 * The media of `keys` in the account's media library, in the order given, for creatives that name
 * media (cards, draft and scheduled posts). A key not in the library (or deleted from it), or of a
 * type the caller does not take, is INVALID_MEDIA naming the key, the parameter, and what to do
 * (FACTS: the most reported integrator error).
 */
export async function requireLibraryMedia(
  tx: Tx,
  accountId: string,
  keys: string[],
  parameter: string | ((index: number) => string),
  types?: MediaType[],
): Promise<LibraryMedia[]> {
  if (!keys.length) return [];
  const rows = await tx
    .select({ entry: mediaLibrary, media })
    .from(mediaLibrary)
    .innerJoin(media, eq(media.media_key, mediaLibrary.media_key))
    .where(
      and(
        eq(mediaLibrary.account_id, accountId),
        eq(mediaLibrary.deleted, false),
        inArray(mediaLibrary.media_key, [...new Set(keys)]),
      ),
    )
    // A library entry deleted while the creative is written would leave it naming missing media.
    .for("share", { of: mediaLibrary });
  const byKey = new Map(rows.map((r) => [r.entry.media_key, r]));
  return keys.map((key, index) => {
    const param = typeof parameter === "string" ? parameter : parameter(index);
    const found = byKey.get(key);
    if (!found)
      throw AdsError.of(
        "INVALID_MEDIA",
        `${param}: media_key ${key} is not in this account's media library; add it to the media library first with POST accounts/${accountId}/media_library?media_key=${key}.`,
        param,
      );
    if (types && !types.includes(found.media.media_type as MediaType))
      throw AdsError.of(
        "INVALID_MEDIA",
        `${param}: media_key ${key} is ${found.media.media_type}; expected ${types.join(" or ")}.`,
        param,
      );
    return {
      ...found,
      media_url: mediaUrl(found.media.storage_key),
      poster_media_url: mediaUrl(found.media.poster_storage_key),
    };
  });
}
