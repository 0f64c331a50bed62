import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import Busboy from "busboy";

/**
 * The baseline of `media_upload_chunked`: bare node:http receiving the same multipart APPEND requests
 * as the product and streaming each chunk's `media` part to a file (busboy, the multipart parser the
 * product uses too), with no signature check, no database and no validation. INIT answers an id,
 * APPEND 204, FINALIZE and STATUS 200 `succeeded` (nothing is probed): only APPEND is measured.
 * Chunks go to a temporary directory beside the product's data (os.tmpdir(), the same file system),
 * removed on exit. Env: PORT, HOST. Deliberately imports nothing from lib/.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-bench-baseline-upload-"));
const MAX_CHUNK = 5 * 1024 * 1024;
let uploads = 0;

function answer(res: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** The multipart APPEND: fields kept, the `media` part streamed to <dir>/<media_id>/<segment>. */
function append(req: http.IncomingMessage, res: http.ServerResponse): void {
  const fields = new Map<string, string>();
  let tmp: string | null = null;
  let writing: Promise<void> = Promise.resolve();
  const bb = Busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_CHUNK } });
  bb.on("field", (name, value) => fields.set(name, value));
  bb.on("file", (_name, stream) => {
    tmp = path.join(dir, `tmp-${crypto.randomBytes(8).toString("hex")}`);
    writing = pipeline(stream, fs.createWriteStream(tmp));
  });
  bb.on("error", () => answer(res, 400, { errors: [{ message: "bad multipart" }] }));
  bb.on("close", () => {
    writing
      .then(async () => {
        const id = fields.get("media_id") ?? "none";
        if (!tmp) return answer(res, 400, { errors: [{ message: "media missing" }] });
        await fs.promises.mkdir(path.join(dir, id), { recursive: true });
        await fs.promises.rename(tmp, path.join(dir, id, fields.get("segment_index") ?? "0"));
        answer(res, 204);
      })
      .catch(() => answer(res, 500, { errors: [{ message: "write failed" }] }));
  });
  req.pipe(bb);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/healthz") return answer(res, 200, { ok: true });
  if (url.pathname !== "/upload/1.1/media/upload.json") return answer(res, 404, {});
  if (/^multipart\/form-data/i.test(req.headers["content-type"] ?? "")) return append(req, res);
  req.resume();
  const command = url.searchParams.get("command");
  const id = url.searchParams.get("media_id") ?? `${Date.now()}${++uploads}`;
  if (command === "INIT") return answer(res, 202, { media_id_string: id, media_key: `7_${id}` });
  return answer(res, 200, { media_id_string: id, processing_info: { state: "succeeded" } });
});

server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
