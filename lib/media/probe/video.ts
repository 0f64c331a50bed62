import { ALL_FORMATS, CustomSource, Input } from "mediabunny";
import { buffer } from "node:stream/consumers";
import type { MediaStorage } from "../storage";
import { aspectRatio } from "./aspect";
import { MediaProblem } from "./problem";

/** What the bytes of a video say: container, codec, display size (rotation applied), duration. */
export type VideoFacts = {
  container: string;
  codec: string;
  contentType: string;
  width: number;
  height: number;
  durationMs: number;
  aspectRatio: string;
};

const CONTENT_TYPES: Record<string, string> = {
  MP4: "video/mp4",
  QuickTime: "video/quicktime",
  WebM: "video/webm",
  Matroska: "video/x-matroska",
};

/**
 * Probes a stored video with mediabunny, reading only the byte ranges it asks for (never the whole
 * file). A file with no decodable video track, no duration or an unknown container is refused.
 */
export async function probeVideo(store: MediaStorage, key: string): Promise<VideoFacts> {
  const size = (await store.stat(key))?.size ?? 0;
  const input = new Input({
    formats: ALL_FORMATS,
    source: new CustomSource({
      getSize: () => size,
      // mediabunny's end is exclusive; storage ranges are inclusive, as HTTP's.
      read: async (start, end) => buffer(store.read(key, { start, end: end - 1 })),
    }),
  });
  try {
    const format = await input.getFormat().catch(() => null);
    if (!format)
      throw new MediaProblem(
        "The file is not a video in a container we read (MP4, MOV, WebM).",
        "UnsupportedMedia",
      );
    const track = await input.getPrimaryVideoTrack();
    if (!track)
      throw new MediaProblem("The file has no video track: it may be cut short or not a video.");
    const duration = await input.computeDuration();
    const width = track.displayWidth;
    const height = track.displayHeight;
    if (!width || !height || !(duration > 0))
      throw new MediaProblem(
        "The video's size or duration cannot be read: the file may be cut short.",
      );
    return {
      container: format.name,
      codec: track.codec ?? "unknown",
      contentType: CONTENT_TYPES[format.name] ?? "video/mp4",
      width,
      height,
      durationMs: Math.round(duration * 1000),
      aspectRatio: aspectRatio(width, height),
    };
  } catch (err) {
    if (err instanceof MediaProblem) throw err;
    const why = err instanceof Error ? err.message : String(err);
    throw new MediaProblem(`The video cannot be read (${why}).`);
  } finally {
    input.dispose();
  }
}
