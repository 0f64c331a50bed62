import { z } from "zod";
import { CATEGORY_HINT } from "../categories";

/**
 * What the upload interface's declarations (routes.ts) document: the fields its own reader takes
 * (form.ts: query, form or multipart body) and the answer of a media row (rows.ts uploadAnswer).
 * The readers in params.ts check them; these schemas only describe them.
 */
const field = (description: string) => z.string().optional().meta({ description });

export const uploadFields = z.object({
  command: field("INIT, APPEND or FINALIZE; absent for a simple upload in one request."),
  media: field("The file (a multipart file part): a simple upload, or an APPEND's chunk.").meta({
    format: "binary",
  }),
  media_data: field("The file's bytes in base64, instead of media."),
  media_category: field(`One of ${CATEGORY_HINT} (inferred from the bytes when absent).`),
  additional_owners: field("Up to 100 comma-separated user ids who may use the media too."),
  media_type: field("INIT: the file's MIME type (image/* or video/*)."),
  total_bytes: field("INIT: the file's size in bytes."),
  media_id: field("APPEND, FINALIZE: the media_id INIT answered."),
  segment_index: field("APPEND: the chunk's number, 0 to 999."),
});

export const statusFields = z.object({
  command: field("STATUS."),
  media_id: field("The media_id of an upload."),
});

const processing = z.object({
  state: z.enum(["pending", "in_progress", "succeeded", "failed"]),
  progress_percent: z.number(),
  check_after_secs: z.number().optional(),
  error: z.object({ code: z.number(), name: z.string(), message: z.string() }).optional(),
});

export const uploadAnswerSchema = z.object({
  media_id: z.number().meta({ description: "A 64-bit integer: read media_id_string instead." }),
  media_id_string: z.string(),
  media_key: z.string(),
  size: z.number(),
  expires_after_secs: z.number().nullable(),
  image: z.object({ image_type: z.string(), w: z.number(), h: z.number() }).optional(),
  video: z.object({ video_type: z.string() }).optional(),
  processing_info: processing.optional(),
});

export const exampleAnswer = {
  media_id: 1880028106020515840,
  media_id_string: "1880028106020515840",
  media_key: "3_1880028106020515840",
  size: 12345,
  expires_after_secs: 86400,
  image: { image_type: "image/png", w: 640, h: 480 },
};
