import type { Context } from "hono";
import { OAuthError } from "@/lib/http/errors";
import {
  definePlatformRoute,
  type PlatformCredential,
  type PlatformRoute,
} from "@/lib/http/platform-route";
import { storage } from "../storage";
import { answerJson, uploadAnswer, usableMedia, type MediaRow } from "../rows";
import { uploadCaller } from "./caller";
import { readUploadForm, type UploadForm } from "./form";
import { MAX_REQUEST_FILE, UPLOAD_PATH } from "./limits";
import { mediaId } from "./params";
import { simpleUpload } from "./simple";
import { append, init } from "./chunked";
import { finalize } from "./finalize";
import { exampleAnswer, statusFields, uploadAnswerSchema, uploadFields } from "./described";

/**
 * POST/GET {upload_url}/1.1/media/upload.json (FACTS "Media upload"): the simple upload, and the
 * chunked one by `command` (INIT, APPEND, FINALIZE; STATUS by GET). Errors in the platform's v1.1
 * format ({"errors":[{"code":N,"message":"…"}]}, lib/http/errors.ts). The body is read here
 * (form.ts, streamed to storage), after the credential: the declarations only describe its fields.
 */
const answer = (c: Context, row: MediaRow, status: 200 | 201 | 202 = 200) =>
  c.body(answerJson(uploadAnswer(row)), status, {
    "content-type": "application/json; charset=utf-8",
  });

async function run(c: Context, form: UploadForm, userId: string): Promise<Response> {
  const command = form.param("command");
  switch (command?.toUpperCase()) {
    case undefined:
      return answer(c, await simpleUpload(form, userId));
    case "INIT":
      return answer(c, await init(form, userId), 202);
    case "APPEND":
      await append(form, userId);
      return c.body(null, 204);
    case "FINALIZE":
      return answer(c, await finalize(form, userId));
    case "STATUS":
      throw new OAuthError("INVALID_PARAMETER", "command=STATUS is asked with GET.");
    default:
      throw new OAuthError(
        "INVALID_PARAMETER",
        `command must be INIT, APPEND or FINALIZE (STATUS with GET); got ${JSON.stringify((command ?? "").slice(0, 20))}.`,
      );
  }
}

/** A person (OAuth 1.0a, an OAuth 2.0 token with media.write, or the console's session). */
const uploader = (
  write: boolean,
): PlatformCredential<Awaited<ReturnType<typeof uploadCaller>>> => ({
  schemes: ["OAuth1User", "OAuth2User", "ConsoleSession"],
  resolve: (c) => uploadCaller(c, write),
});

const CALLER_ERRORS = [
  "BAD_AUTHENTICATION_DATA",
  "COULD_NOT_AUTHENTICATE",
  "INVALID_OR_EXPIRED_TOKEN",
  "NOT_PERMITTED",
] as const;

const upload = definePlatformRoute({
  family: "platform",
  method: "POST",
  path: UPLOAD_PATH,
  summary:
    "Uploads media: in one request, or in chunks (INIT, APPEND each chunk, FINALIZE); INIT answers 202, APPEND 204.",
  credential: uploader(true),
  fields: uploadFields,
  encoding: "custom",
  statuses: [200, 202, 204],
  response: uploadAnswerSchema,
  errors: [
    ...CALLER_ERRORS,
    "MISSING_PARAMETER",
    "INVALID_PARAMETER",
    "INVALID_MEDIA",
    "MEDIA_NOT_FOUND",
  ],
  example: { params: { media_category: "tweet_image" }, response: exampleAnswer },
  handler: async ({ c, caller }) => {
    const form = await readUploadForm(c, MAX_REQUEST_FILE);
    try {
      return await run(c, form, caller.user.id);
    } finally {
      // The temporary file was moved into place, or is not wanted (deleting a moved key is a no-op).
      if (form.file) await storage().delete(form.file.key);
    }
  },
});

const status = definePlatformRoute({
  family: "platform",
  method: "GET",
  path: UPLOAD_PATH,
  summary: "The state of an upload: its processing_info while a video is processed.",
  credential: uploader(false),
  fields: statusFields,
  encoding: "custom",
  response: uploadAnswerSchema,
  errors: [...CALLER_ERRORS, "MISSING_PARAMETER", "INVALID_PARAMETER", "MEDIA_NOT_FOUND"],
  example: {
    params: { command: "STATUS", media_id: exampleAnswer.media_id_string },
    response: exampleAnswer,
  },
  handler: async ({ c, caller }) => {
    const form = await readUploadForm(c, 0);
    const command = form.param("command");
    if (command?.toUpperCase() !== "STATUS")
      throw new OAuthError(
        "INVALID_PARAMETER",
        "GET takes command=STATUS&media_id=…; uploads are POST.",
      );
    const id = mediaId(form);
    const row = await usableMedia({ media_id: id }, caller.user.id);
    if (!row)
      throw new OAuthError(
        "MEDIA_NOT_FOUND",
        `No media with media_id ${id} for you (unknown, expired or another user's).`,
      );
    return answer(c, row);
  },
});

export const UPLOAD_ROUTES: readonly PlatformRoute[] = [upload, status];
