import { z } from "zod";
import type { accountMedia } from "@/lib/db/schema";
import { mediaUrl, type MediaRow } from "@/lib/media/rows";
import { baseRecord, baseRecordShape } from "../../ads-kernel/record-base";

/** Account media creative types (document 3). */
export const CREATIVE_TYPES = [
  "BANNER",
  "BANNER_TABLET",
  "INTERSTITIAL",
  "INTERSTITIAL_LANDSCAPE",
  "INTERSTITIAL_LANDSCAPE_TABLET",
  "INTERSTITIAL_TABLET",
  "MEDIUM_RECTANGLE",
  "PREROLL",
  "VAST_PREROLL",
] as const;

/** An account media record: the media by key, its URL, and its placement's creative type. */
export const accountMediaRecord = z.object({
  ...baseRecordShape,
  media_key: z.string(),
  media_url: z.string().nullable(),
  creative_type: z.enum(CREATIVE_TYPES),
});
export type AccountMediaRecord = z.output<typeof accountMediaRecord>;
export type AccountMediaRow = typeof accountMedia.$inferSelect;

export function toAccountMediaRecord(
  row: AccountMediaRow,
  file: MediaRow | undefined,
): AccountMediaRecord {
  return {
    ...baseRecord(row),
    media_key: row.media_key,
    media_url: mediaUrl(file?.storage_key ?? null),
    // Written only from the same enum (the resource's schema); a stray value is a defect, loudly.
    creative_type: accountMediaRecord.shape.creative_type.parse(row.creative_type),
  };
}
