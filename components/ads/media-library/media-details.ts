import { aspectName, formatDuration } from "@/components/media/media-facts";
import type { LibraryMedia } from "../types";

/**
 * What the media library page says about one item (pure; media-details.test.ts): its name, the
 * probed facts as term/value pairs, the picture that stands for it and its processing state.
 */
export type MediaFacts = Pick<
  LibraryMedia,
  | "media_key"
  | "media_type"
  | "media_status"
  | "name"
  | "file_name"
  | "width"
  | "height"
  | "duration"
  | "aspect_ratio"
  | "media_url"
  | "poster_media_url"
>;

export const TYPE_LABEL = { IMAGE: "Image", GIF: "GIF", VIDEO: "Video" } as const;

/** The name given, else the file's name, else the key. */
export const mediaName = (m: Pick<MediaFacts, "name" | "file_name" | "media_key">) =>
  m.name || m.file_name || m.media_key;

/** "16:9", "1.91:1" (common shapes by name, from the probed size), else the record's reduced ratio. */
export function aspectOf(m: Pick<MediaFacts, "width" | "height" | "aspect_ratio">): string | null {
  if (m.width && m.height) return aspectName(m.width, m.height);
  return m.aspect_ratio;
}

/** Type, dimensions, aspect ratio and (videos) duration, as term/value pairs for a description list. */
export function mediaDetails(m: MediaFacts): { term: string; value: string }[] {
  const out: { term: string; value: string }[] = [
    { term: "Type", value: TYPE_LABEL[m.media_type] },
  ];
  if (m.width && m.height) out.push({ term: "Dimensions", value: `${m.width} × ${m.height} px` });
  const aspect = aspectOf(m);
  if (aspect) out.push({ term: "Aspect ratio", value: aspect });
  if (m.media_type === "VIDEO" && m.duration != null)
    out.push({ term: "Duration", value: formatDuration(m.duration) });
  return out;
}

/** The image that stands for the item: the picture itself, a video's poster frame (null: none yet). */
export const thumbnailOf = (
  m: Pick<MediaFacts, "media_type" | "media_url" | "poster_media_url">,
) => (m.media_type === "VIDEO" ? m.poster_media_url : m.media_url);

/** The processing state in words, or null when the media is ready. */
export function processingState(m: Pick<MediaFacts, "media_status">): string | null {
  if (m.media_status === "TRANSCODING") return "Processing…";
  if (m.media_status === "TRANSCODE_FAILED") return "Processing failed";
  return null;
}
