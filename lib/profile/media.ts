import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { mediaUrl, NEVER, usableMedia } from "@/lib/media/rows";
import { IMAGE_MINIMUMS, MEDIA_FIELDS, type MediaField } from "./schema";

/**
 * Uploaded profile pictures and banners: a change may name a media_key from the upload interface
 * instead of a URL. The media must be the user's own processed image (JPEG, PNG, WebP or GIF, as the
 * upload interface accepts them) of at least the minimum size; the profile stores its served URL and
 * the media stops expiring (as when media joins a library), so the picture outlives the 24 h window.
 */
export { IMAGE_MINIMUMS };
export const mediaFields = MEDIA_FIELDS;

export class ProfileMediaError extends Error {
  constructor(
    readonly parameter: MediaField,
    message: string,
  ) {
    super(message);
  }
}

/** The served URL of `mediaKey` for `field`, or a ProfileMediaError saying what is wrong with it. */
export async function profileMediaUrl(
  tx: Tx,
  userId: string,
  field: MediaField,
  mediaKey: string,
): Promise<string> {
  const rule = IMAGE_MINIMUMS[field];
  const row = await usableMedia({ media_key: mediaKey }, userId, {
    ownerOnly: true,
    tx,
    lock: true,
  });
  if (!row)
    throw new ProfileMediaError(
      field,
      `No uploaded media of yours has this media_key (uploads expire after 24 hours); upload the image again.`,
    );
  if (row.media_type === "VIDEO")
    throw new ProfileMediaError(field, `${rule.what} must be an image (JPEG, PNG, WebP or GIF).`);
  const url = mediaUrl(row.storage_key);
  if (row.state !== "succeeded" || !url || !row.width || !row.height)
    throw new ProfileMediaError(field, "This upload is not finished; wait for it, then save.");
  if (row.width < rule.w || row.height < rule.h)
    throw new ProfileMediaError(
      field,
      `${rule.what} must be at least ${rule.w}×${rule.h} pixels; this image is ${row.width}×${row.height}.`,
    );
  await tx.update(media).set({ expires_at: NEVER }).where(eq(media.media_id, row.media_id));
  return url;
}
