import { z } from "zod";

/**
 * The media upload protocol (FACTS "Media upload"), pure: which category a file gets, whether it goes
 * up in one request or in INIT/APPEND/FINALIZE chunks, and what the server's answers mean. No I/O here,
 * so all of it is unit-tested (upload-protocol.test.ts); upload-client.ts drives the requests.
 */

export type MediaCategory = "POST_IMAGE" | "POST_GIF" | "POST_VIDEO" | "AMPLIFY_VIDEO";
export type MediaKind = "image" | "gif" | "video";

/** "5 MB" read as 5 MiB for the size limits: the server has the last word, the console never refuses early. */
const MIB = 1024 * 1024;
export const LIMITS: Record<MediaKind, number> = {
  image: 5 * MIB,
  gif: 15 * MIB,
  video: 512 * MIB,
};
/** Chunks of 5,000,000 bytes: within "at most 5 MB a chunk" whether the server counts MB or MiB. */
export const CHUNK_BYTES = 5_000_000;

const ARTICLE: Record<MediaKind, string> = { image: "an image", gif: "a GIF", video: "a video" };

export type FileFacts = { name: string; type: string; size: number };

export function mediaKind(file: Pick<FileFacts, "type">): MediaKind | null {
  const type = file.type.toLowerCase();
  if (type === "image/gif") return "gif";
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/")) return "video";
  return null;
}

export function mediaCategory(kind: MediaKind, opts: { amplify?: boolean } = {}): MediaCategory {
  if (kind === "gif") return "POST_GIF";
  if (kind === "video") return opts.amplify ? "AMPLIFY_VIDEO" : "POST_VIDEO";
  return "POST_IMAGE";
}

export const formatBytes = (n: number) =>
  n < 1024
    ? `${n} bytes`
    : n < MIB
      ? `${(n / 1024).toFixed(0)} KB`
      : `${(n / MIB).toFixed(n < 10 * MIB ? 1 : 0)} MB`;

export type UploadPlan =
  | { ok: false; message: string }
  | {
      ok: true;
      kind: MediaKind;
      category: MediaCategory;
      mode: "simple" | "chunked";
      chunks: { index: number; start: number; end: number }[];
    };

/** What to send for one file, or why it cannot be sent (a message a person can act on). */
export function planUpload(file: FileFacts, opts: { amplify?: boolean } = {}): UploadPlan {
  const kind = mediaKind(file);
  if (!kind)
    return {
      ok: false,
      message: `${file.name} is ${file.type || "of an unknown type"}; expected an image (JPEG, PNG, WebP, GIF) or a video (MP4, MOV).`,
    };
  if (file.size === 0) return { ok: false, message: `${file.name} is empty.` };
  const limit = LIMITS[kind];
  if (file.size > limit)
    return {
      ok: false,
      message: `${file.name} is ${formatBytes(file.size)}; ${ARTICLE[kind]} can be at most ${formatBytes(limit)}.`,
    };
  const category = mediaCategory(kind, opts);
  // Video always goes in chunks (it is processed after FINALIZE); images and GIFs over 5 MB too.
  if (kind !== "video" && file.size <= LIMITS.image)
    return { ok: true, kind, category, mode: "simple", chunks: [] };
  const chunks = [];
  for (let start = 0, index = 0; start < file.size; start += CHUNK_BYTES, index++)
    chunks.push({ index, start, end: Math.min(start + CHUNK_BYTES, file.size) });
  return { ok: true, kind, category, mode: "chunked", chunks };
}

// ---- answers ----

export const processingInfo = z.object({
  state: z.enum(["pending", "in_progress", "succeeded", "failed"]),
  progress_percent: z.number().min(0).max(100).optional(),
  check_after_secs: z.number().min(0).optional(),
  error: z
    .object({ code: z.unknown(), name: z.string(), message: z.string() })
    .partial()
    .optional(),
});
export type ProcessingInfo = z.infer<typeof processingInfo>;

/** The simple upload's, INIT's, FINALIZE's and STATUS's answer: the media and, for video, its processing. */
export const mediaAnswer = z.looseObject({
  media_id_string: z.string().min(1),
  media_key: z.string().min(1).optional(),
  size: z.number().optional(),
  expires_after_secs: z.number().optional(),
  image: z.looseObject({ image_type: z.string(), w: z.number(), h: z.number() }).optional(),
  processing_info: processingInfo.optional(),
});
export type MediaAnswer = z.infer<typeof mediaAnswer>;

const errorEnvelope = z.object({
  errors: z
    .array(z.object({ message: z.string(), parameter: z.string().optional() }).loose())
    .min(1),
});

/** The server's own words for a failed request, or a plain fallback naming the status. */
export function errorMessage(status: number, body: unknown): string {
  const parsed = errorEnvelope.safeParse(body);
  if (parsed.success) return parsed.data.errors.map((e) => e.message).join("; ");
  if (status === 0) return "The upload could not reach the server; check the connection and retry.";
  if (status === 401) return "Your session has ended; sign in again and retry.";
  if (status === 413) return "The server refused the file as too large.";
  return `The server answered ${status} without saying why; retry later.`;
}

/** How long to wait before asking STATUS again: the server's hint, kept within 1–30 s. */
export const pollDelayMs = (info: ProcessingInfo | undefined) =>
  Math.min(30, Math.max(1, info?.check_after_secs ?? 2)) * 1000;

export const processingFailure = (info: ProcessingInfo) =>
  info.error?.message ?? info.error?.name ?? "The server could not process this media.";
