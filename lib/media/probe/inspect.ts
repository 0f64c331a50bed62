import { buffer } from "node:stream/consumers";
import type { MediaStorage } from "../storage";
import { CATEGORIES, megabytes, type MediaCategory, type MediaType } from "../categories";
import { probeImage } from "./image";
import { MediaProblem } from "./problem";
import { described, isImage, isVideo, sniff } from "./sniff";

/** The facts stored on a media row once its bytes are checked (columns of lib/db/schema/media.ts). */
export type InspectedMedia = {
  category: MediaCategory;
  media_type: MediaType;
  /** Videos are probed in full by the media.process job; images and GIFs here. */
  processing: boolean;
  /** The file name extension of what the bytes are (png, jpg, gif, webp, mp4, webm). */
  ext: string;
  content_type: string | null;
  width: number | null;
  height: number | null;
  animated: boolean | null;
};

/** The category a simple upload without media_category gets from its bytes. */
function inferred(kind: ReturnType<typeof sniff>): MediaCategory {
  if (kind === "gif") return "POST_GIF";
  if (isImage(kind)) return "POST_IMAGE";
  if (isVideo(kind))
    throw new MediaProblem(
      "Videos are uploaded in chunks: command=INIT with media_category=POST_VIDEO (or AMPLIFY_VIDEO), then APPEND and FINALIZE.",
    );
  throw new MediaProblem(`The file is ${described(kind)}; expected PNG, JPEG, GIF or WEBP.`);
}

/**
 * Checks a stored upload against its category from the bytes alone: the kind of file (text named
 * .png, an image sent as POST_VIDEO are refused), the category's size limit, and for images the
 * decoded format and size. A JPEG declared image/png is taken, as the JPEG it is.
 */
export async function inspect(
  store: MediaStorage,
  key: string,
  requested: MediaCategory | null,
): Promise<InspectedMedia> {
  const size = (await store.stat(key))?.size ?? 0;
  if (size === 0) throw new MediaProblem("The file is empty.");
  const kind = sniff(await buffer(store.read(key, { start: 0, end: Math.min(size, 64) - 1 })));
  const category = requested ?? inferred(kind);
  const { mediaType, maxBytes } = CATEGORIES[category];
  if (size > maxBytes)
    throw new MediaProblem(
      `The file has ${size} bytes; ${category} takes at most ${megabytes(maxBytes)} (${maxBytes} bytes).`,
      "FileTooLarge",
    );
  if (mediaType === "VIDEO") {
    if (!isVideo(kind))
      throw new MediaProblem(
        `${category} takes a video (MP4, MOV or WebM); the file is ${described(kind)}.`,
      );
    const none = { content_type: null, width: null, height: null, animated: null };
    const ext = kind === "webm" ? "webm" : "mp4";
    return { category, media_type: mediaType, processing: true, ext, ...none };
  }
  if (!isImage(kind))
    throw new MediaProblem(
      `${category} takes an image (PNG, JPEG, GIF or WEBP); the file is ${described(kind)}.`,
    );
  if (mediaType === "GIF" && kind !== "gif")
    throw new MediaProblem(
      `POST_GIF takes a GIF; the file is ${described(kind)}: upload it as POST_IMAGE.`,
    );
  const facts = await probeImage(await buffer(store.read(key)));
  return {
    category,
    media_type: mediaType,
    processing: false,
    ext: facts.format === "jpeg" ? "jpg" : facts.format,
    content_type: facts.contentType,
    width: facts.width,
    height: facts.height,
    animated: facts.animated,
  };
}
