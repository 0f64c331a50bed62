import type http from "node:http";
import type { Duplex } from "node:stream";
import { pathFamily } from "../http/families";
import { refusal, type Refusal } from "../http/refusals";
import { MAX_UPLOAD_BODY, UPLOAD_PATH } from "@/lib/media/upload/limits";

/**
 * Limits every request meets in server.ts before either router reads it: one body size for all paths
 * (Next's own routes, next-auth among them, would otherwise read any body without authentication),
 * and a JSON answer for headers past Node's limit instead of a bare closed connection.
 */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The body bound of a path: the media upload interface has its own (a 15 MB GIF as base64, lib/media/upload/limits.ts). */
export function bodyLimitFor(pathname: string): number {
  return pathname === UPLOAD_PATH ? MAX_UPLOAD_BODY : MAX_BODY_BYTES;
}
const tooLarge = (max: number) =>
  `Request body larger than ${Math.floor((max / 1024 / 1024) * 10) / 10} MB; send less.`;

export function requestPath(url: string | undefined): string {
  return (url ?? "/").split("?")[0];
}

// How long a refused upload may keep sending before its connection is cut: long enough for the
// client to finish writing and read the answer (closing at once makes it fail with EPIPE instead).
const LINGER_MS = 3000;

function refuse(req: http.IncomingMessage, res: http.ServerResponse, r: Refusal): void {
  // A router that answers after its read fails must not crash the process on the finished response.
  res.on("error", () => undefined);
  if (res.headersSent) return void req.socket.destroy();
  res.writeHead(r.status, { ...r.headers, "content-length": String(Buffer.byteLength(r.body)) });
  res.end(r.body);
  const linger = setTimeout(() => req.socket.destroy(), LINGER_MS);
  linger.unref();
  req.once("close", () => clearTimeout(linger));
}

/**
 * False when the body is over the limit by its declared length (answered here; Node discards the
 * rest). Chunked bodies are counted as the parser hands them over: past the limit the rest is
 * dropped, the client gets the refusal, and the connection closes once the body ends (or lingers
 * too long), so the router reading it fails instead of buffering gigabytes.
 */
export function limitBody(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const pathname = requestPath(req.url);
  const family = pathFamily(pathname);
  const max = bodyLimitFor(pathname);
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > max) {
    refuse(req, res, refusal(family, "too-large", tooLarge(max)));
    return false;
  }
  if (declared !== undefined || !req.headers["transfer-encoding"]) return true;
  let seen = 0;
  let refused = false;
  const push = req.push.bind(req);
  // The HTTP parser delivers body chunks through push() (Buffers, then null at the end); counting
  // there keeps the stream as it is.
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (refused) {
      // The reader never gets an end: the connection is closed under it once the client is done.
      if (chunk === null) req.socket.destroy();
      return true;
    }
    if (chunk !== null) seen += chunk.length;
    if (seen <= max) return push(chunk, encoding);
    refused = true;
    refuse(req, res, refusal(family, "too-large", tooLarge(max)));
    return true;
  };
  return true;
}

/** Headers past Node's limit get a JSON 431 in the path's format; other parser errors a bare 400. */
export function onClientError(err: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  if (err.code !== "HPE_HEADER_OVERFLOW")
    return socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
  const requestLine = err.rawPacket?.toString("latin1").split("\r\n")[0] ?? "";
  const r = refusal(
    pathFamily(requestPath(requestLine.split(" ")[1])),
    "headers-too-large",
    "The address and headers are too long together (16 KB at most); send less.",
  );
  const head = Object.entries({
    ...r.headers,
    "content-length": String(Buffer.byteLength(r.body)),
    "x-content-type-options": "nosniff",
    connection: "close",
  }).map(([k, v]) => `${k}: ${v}`);
  socket.end(
    `HTTP/1.1 431 Request Header Fields Too Large\r\n${head.join("\r\n")}\r\n\r\n${r.body}`,
  );
}
