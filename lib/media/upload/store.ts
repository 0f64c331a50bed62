import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { enqueue } from "@/lib/jobs/engine";
import { OAuthError } from "@/lib/http/errors";
import { storage } from "../storage";
import { inspect, type InspectedMedia } from "../probe/inspect";
import { MediaProblem } from "../probe/problem";
import { aspectRatio } from "../probe/aspect";
import type { MediaCategory } from "../categories";
import { processMediaQueue } from "../process/queue";
import { FILES, type MediaRow } from "../rows";

/** A stored upload checked from its bytes; a file we will not take is deleted and refused as INVALID_MEDIA. */
export async function inspectOrRefuse(
  key: string,
  category: MediaCategory | null,
): Promise<InspectedMedia> {
  try {
    return await inspect(storage(), key, category);
  } catch (err) {
    await storage().delete(key);
    if (err instanceof MediaProblem) throw new OAuthError("INVALID_MEDIA", err.message);
    throw err;
  }
}

/** Where a media file is kept and served: an unguessable name (the media id alone would be guessable). */
export const finalKey = (mediaId: string, ext: string) =>
  `${FILES}${mediaId}-${crypto.randomBytes(16).toString("hex")}.${ext}`;

/**
 * Records a checked file on its media row, in one transaction: images are ready at once; a video
 * becomes pending and its media.process job is enqueued in the same transaction.
 */
export async function recordChecked(
  tx: Tx,
  mediaId: string,
  checked: InspectedMedia,
  storageKey: string,
): Promise<MediaRow> {
  const [row] = await tx
    .update(media)
    .set({
      state: checked.processing ? "pending" : "succeeded",
      progress_percent: checked.processing ? 0 : 100,
      storage_key: storageKey,
      content_type: checked.content_type,
      width: checked.width,
      height: checked.height,
      animated: checked.animated,
      // Images too: cards check ratios such as 1.91:1 against it (videos get theirs from the job).
      aspect_ratio:
        checked.width && checked.height ? aspectRatio(checked.width, checked.height) : null,
      updated_at: new Date(),
    })
    .where(eq(media.media_id, mediaId))
    .returning();
  if (checked.processing) await enqueue(processMediaQueue, { media_id: mediaId }, { tx });
  return row;
}

/** Runs a write that places `key`; the file is removed when the write fails. */
export async function withFile<T>(key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await storage().delete(key);
    throw err;
  }
}
