import { CATEGORIES } from "../categories";

/** The largest file a single request carries: a simple upload of a GIF (15 MB). */
export const MAX_REQUEST_FILE = CATEGORIES.POST_GIF.maxBytes;
/** The largest chunk of a chunked upload (FACTS: 5 MB). */
export const MAX_CHUNK = 5 * 1024 * 1024;
/** Segments are numbered 0 to 999. */
export const MAX_SEGMENT = 999;
/**
 * server.ts's body bound for the upload path: the largest file as base64 in a form body (×4/3, and
 * its few percent-encoded characters), plus room for the other fields and multipart headers.
 */
export const MAX_UPLOAD_BODY =
  Math.ceil((MAX_REQUEST_FILE * 4) / 3 + MAX_REQUEST_FILE * 0.1) + 256 * 1024;
/** The upload interface's path under {upload_url} (its address on this server). */
export const UPLOAD_PATH = "/upload/1.1/media/upload.json";
