import { Hono, type Context } from "hono";
import { OAuthError } from "@/lib/http/errors";
import { storage } from "../storage";
import { answerJson, uploadAnswer, usableMedia, type MediaRow } from "../rows";
import { uploadCaller } from "./caller";
import { readUploadForm, type UploadForm } from "./form";
import { MAX_REQUEST_FILE, UPLOAD_PATH } from "./limits";
import { mediaId } from "./params";
import { simpleUpload } from "./simple";
import { append, init } from "./chunked";
import { finalize } from "./finalize";

/**
 * POST/GET {upload_url}/1.1/media/upload.json (FACTS "Media upload"): the simple upload, and the
 * chunked one by `command` (INIT, APPEND, FINALIZE; STATUS by GET). Errors in the platform's v1.1
 * format ({"errors":[{"code":N,"message":"…"}]}, lib/http/errors.ts).
 */
export const uploadRoutes = new Hono();

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

uploadRoutes.post(UPLOAD_PATH, async (c) => {
  // Credentials first: nothing of an unauthenticated request's body reaches storage.
  const caller = await uploadCaller(c, true);
  const form = await readUploadForm(c, MAX_REQUEST_FILE);
  try {
    return await run(c, form, caller.user.id);
  } finally {
    // The temporary file was moved into place, or is not wanted (deleting a moved key is a no-op).
    if (form.file) await storage().delete(form.file.key);
  }
});

uploadRoutes.get(UPLOAD_PATH, async (c) => {
  const caller = await uploadCaller(c, false);
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
});
