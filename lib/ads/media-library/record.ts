import { z } from "zod";
import { CATEGORY_NAMES, MEDIA_TYPES } from "@/lib/media/categories";
import { mediaUrl, type MediaRow } from "@/lib/media/rows";
import { iso } from "../../ads-kernel/record-base";
import type { mediaLibrary } from "@/lib/db/schema";

/** A media library record (FACTS "Media library" and "records"), keyed by media_key. */
export const mediaLibraryRecord = z.object({
  media_key: z.string(),
  media_url: z.string().nullable(),
  media_type: z.enum(MEDIA_TYPES),
  media_category: z.enum(CATEGORY_NAMES),
  media_status: z.enum(["TRANSCODE_COMPLETED", "TRANSCODING", "TRANSCODE_FAILED"]),
  name: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  file_name: z.string().nullable(),
  posted: z.boolean(),
  duration: z.number().int().nullable().describe("milliseconds, videos only"),
  aspect_ratio: z.string().nullable().describe('reduced, e.g. "16:9"'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  poster_media_key: z.string().nullable(),
  poster_media_url: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  deleted: z.boolean(),
});
export type MediaLibraryRecord = z.output<typeof mediaLibraryRecord>;

export type LibraryRow = typeof mediaLibrary.$inferSelect;

const STATUS = {
  succeeded: "TRANSCODE_COMPLETED",
  failed: "TRANSCODE_FAILED",
} as const;

/** The record of an entry, from its row, its media and (when it names one) its poster image. */
export function toLibraryRecord(
  entry: LibraryRow,
  file: MediaRow,
  poster: MediaRow | null,
): MediaLibraryRecord {
  return {
    media_key: entry.media_key,
    media_url: mediaUrl(file.storage_key),
    // The upload interface writes these columns from the same closed lists (lib/media/categories.ts).
    media_type: mediaLibraryRecord.shape.media_type.parse(file.media_type),
    media_category: mediaLibraryRecord.shape.media_category.parse(file.media_category),
    media_status:
      file.state === "succeeded" || file.state === "failed" ? STATUS[file.state] : "TRANSCODING",
    name: entry.name,
    title: entry.title,
    description: entry.description,
    file_name: entry.file_name,
    posted: false,
    duration: file.duration_ms,
    aspect_ratio: file.aspect_ratio,
    width: file.width,
    height: file.height,
    poster_media_key: entry.poster_media_key,
    // The poster the advertiser chose, else the first frame made at processing.
    poster_media_url: poster ? mediaUrl(poster.storage_key) : mediaUrl(file.poster_storage_key),
    created_at: iso(entry.created_at),
    updated_at: iso(entry.updated_at),
    deleted: entry.deleted,
  };
}
