import { inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { usableMedia, type MediaRow } from "@/lib/media/rows";
import { AdsError } from "../../ads-kernel/errors";

/**
 * Media an advertiser may add: uploaded by the caller (or naming them in additional_owners), not
 * expired, processed. Each refusal says which key and why (INVALID_MEDIA, FACTS).
 */
export async function usableUpload(
  tx: Tx,
  key: string,
  userId: string,
  parameter: string,
): Promise<MediaRow> {
  const row = await usableMedia({ media_key: key }, userId, { tx, lock: true });
  if (!row)
    throw AdsError.of(
      "INVALID_MEDIA",
      `${parameter} ${key} is not media you uploaded (or that names you in additional_owners), or it expired 24 hours after upload: upload it at {upload_url}/1.1/media/upload.json, then add it.`,
      parameter,
    );
  if (row.state !== "succeeded") {
    const why =
      row.state === "failed"
        ? "its processing failed (see STATUS for the reason): upload it again"
        : `it is not processed yet (state ${row.state}): wait until STATUS says succeeded`;
    throw AdsError.of("INVALID_MEDIA", `${parameter} ${key} cannot be added: ${why}.`, parameter);
  }
  return row;
}

/** A poster is an image (FACTS: poster_media_key) the caller may use. */
export async function usablePoster(tx: Tx, key: string, userId: string): Promise<MediaRow> {
  const row = await usableUpload(tx, key, userId, "poster_media_key");
  if (row.media_type !== "IMAGE")
    throw AdsError.of(
      "INVALID_MEDIA",
      `poster_media_key ${key} is ${row.media_type === "GIF" ? "a GIF" : "a video"}; a poster is an image (POST_IMAGE).`,
      "poster_media_key",
    );
  return row;
}

/** Media rows by key, for records. */
export async function mediaByKey(tx: Tx, keys: string[]): Promise<Map<string, MediaRow>> {
  const unique = [...new Set(keys)];
  if (!unique.length) return new Map();
  const rows = await tx.select().from(media).where(inArray(media.media_key, unique));
  return new Map(rows.map((r) => [r.media_key, r]));
}
