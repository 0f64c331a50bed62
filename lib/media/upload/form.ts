import crypto from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import Busboy from "busboy";
import type { Context } from "hono";
import { nodeIncoming } from "@/lib/http/node-incoming";
import { requestParams } from "@/lib/http/request-params";
import { OAuthError } from "@/lib/http/errors";
import { storage } from "../storage";

/** A request of the upload interface: its parameters, and the media it carried (stored under a temporary key). */
export type UploadForm = {
  param(name: string): string | undefined;
  /** The `media` file or decoded `media_data`, stored; null when the request carried none. */
  file: { key: string; bytes: number } | null;
};

export const tempKey = () => `tmp/${crypto.randomBytes(12).toString("hex")}`;

const BASE64 = /^[A-Za-z0-9+/=\s_-]*$/;

/** Decodes media_data (base64) into a temporary file; a value that is not base64 is refused by name. */
async function storeBase64(value: string, maxBytes: number) {
  if (!BASE64.test(value))
    throw new OAuthError("INVALID_PARAMETER", "media_data must be the file's bytes in base64.");
  const bytes = Buffer.from(value, "base64");
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  const key = tempKey();
  await storage().write(key, Readable.from([bytes]));
  return { key, bytes: bytes.length };
}

const tooLarge = (max: number) =>
  new OAuthError("INVALID_MEDIA", `The media is larger than the ${max} bytes this call takes.`);

/**
 * Reads the query string, a form body, or a multipart body. In a multipart body the file part
 * `media` streams straight to storage (busboy, bounded by `maxBytes`), in whatever order the
 * other fields come; `media_data` (base64) is decoded into a file the same way.
 */
export async function readUploadForm(c: Context, maxBytes: number): Promise<UploadForm> {
  const p = await requestParams(c);
  const fields = new Map<string, string>();
  for (const [k, v] of [...p.form, ...p.query]) fields.set(k, v);
  let file: UploadForm["file"] = null;
  const type = c.req.header("content-type") ?? "";
  // Node's request stream is taken before c.req.raw.body is touched: reading that starts a web reader.
  const body = /^multipart\/form-data/i.test(type) ? (nodeBody(c) ?? c.req.raw.body) : null;
  if (body) {
    const multipart = new Map<string, string>();
    // c.req.raw.body is typed as the DOM ReadableStream; at run time it is node:stream/web's, which fromWeb takes.
    file = await readMultipart(type, body as WebStream<Uint8Array> | Readable, multipart, maxBytes);
    // The query string wins over unsigned multipart fields, as over a form body.
    for (const [k, v] of multipart) if (!fields.has(k)) fields.set(k, v);
  }
  const data = fields.get("media_data");
  if (data !== undefined) {
    if (file) throw new OAuthError("INVALID_PARAMETER", "Send media or media_data, not both.");
    file = await storeBase64(data, maxBytes);
  }
  return { param: (name) => fields.get(name), file };
}

/**
 * Node's own request stream when the server is @hono/node-server and nothing has read the body yet:
 * busboy then reads the socket directly instead of through two web-stream adapters (Readable.toWeb,
 * Readable.fromWeb), which cost the 5 MB APPENDs about half their throughput (bench media_upload_chunked).
 */
function nodeBody(c: Context): Readable | null {
  const incoming = nodeIncoming(c);
  if (!incoming) return null;
  // Readable.toWeb (c.req.raw.body read earlier) listens for data: that reader owns the body then.
  const untouched = !incoming.readableDidRead && incoming.listenerCount("data") === 0;
  return untouched ? incoming : null;
}

function readMultipart(
  type: string,
  body: WebStream<Uint8Array> | Readable,
  fields: Map<string, string>,
  maxBytes: number,
): Promise<UploadForm["file"]> {
  return new Promise((resolve, reject) => {
    let bb: Busboy.Busboy;
    try {
      // media_data in a multipart body: base64 of the largest file plus a little.
      const limits = { files: 1, fields: 30, fieldSize: Math.ceil((maxBytes * 4) / 3) + 1024 };
      bb = Busboy({ headers: { "content-type": type }, limits: { ...limits, fileSize: maxBytes } });
    } catch {
      return reject(new OAuthError("INVALID_PARAMETER", "The multipart body has no boundary."));
    }
    let writing: Promise<UploadForm["file"]> = Promise.resolve(null);
    let problem: OAuthError | null = null;
    bb.on("field", (name, value, info) => {
      if (name.includes("\u0000") || value.includes("\u0000"))
        problem ??= new OAuthError(
          "INVALID_PARAMETER",
          `${name.replace(/\u0000/g, "")} contains a NUL character (U+0000), which no value may hold; remove it.`,
        );
      if (info.valueTruncated)
        problem ??= new OAuthError("INVALID_PARAMETER", `${name} is too long.`);
      if (!fields.has(name)) fields.set(name, value);
    });
    bb.on("file", (name, stream) => {
      if (name !== "media") {
        problem ??= new OAuthError(
          "INVALID_PARAMETER",
          `Unknown file part "${name.slice(0, 40)}": send the file as media.`,
        );
        return void stream.resume();
      }
      const key = tempKey();
      writing = storage()
        .write(key, stream)
        .then(async (bytes) => {
          // busboy marks a file cut at fileSize on its stream.
          if (!("truncated" in stream && stream.truncated)) return { key, bytes };
          await storage().delete(key);
          throw tooLarge(maxBytes);
        });
    });
    bb.on(
      "filesLimit",
      () => (problem ??= new OAuthError("INVALID_PARAMETER", "Send one media file a request.")),
    );
    bb.on(
      "fieldsLimit",
      () => (problem ??= new OAuthError("INVALID_PARAMETER", "Too many form fields.")),
    );
    bb.on("error", (err) =>
      reject(
        new OAuthError(
          "INVALID_PARAMETER",
          `The multipart body cannot be read (${err instanceof Error ? err.message : "error"}).`,
        ),
      ),
    );
    bb.on("close", () => {
      writing.then(async (f) => {
        if (!problem) return resolve(f);
        if (f) await storage().delete(f.key);
        reject(problem);
      }, reject);
    });
    (body instanceof Readable ? body : Readable.fromWeb(body))
      .on("error", (err) => bb.destroy(err))
      .pipe(bb);
  });
}
