import sharp, { type Metadata } from "sharp";
import { MediaProblem } from "./problem";

/** What the bytes of an image say (never what the client declared). */
export type ImageFacts = {
  format: (typeof IMAGE_FORMATS)[number];
  contentType: string;
  width: number;
  height: number;
  /** A GIF with more than one frame. */
  animated: boolean;
};

const IMAGE_FORMATS = ["png", "jpeg", "gif", "webp"] as const;
const FORMATS = { png: "image/png", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

/**
 * Probes an image with sharp: format, size (of one frame), frames. The first frame is decoded in
 * full, so a file whose header is fine but whose data is cut short or corrupt is refused too.
 */
export async function probeImage(bytes: Buffer): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
    await sharp(bytes).stats();
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new MediaProblem(`The file cannot be decoded as an image (${why}).`);
  }
  const format = IMAGE_FORMATS.find((f) => f === meta.format);
  if (!format || !meta.width || !meta.height)
    throw new MediaProblem(
      `The file is ${meta.format ?? "an unknown"} image; expected PNG, JPEG, GIF or WEBP.`,
      "UnsupportedMedia",
    );
  return {
    format,
    contentType: FORMATS[format],
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    animated: format === "gif" && (meta.pages ?? 1) > 1,
  };
}
