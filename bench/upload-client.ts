import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { DemoCredentials } from "../e2e/support/server";
import { signedAuthorization } from "./sign";

/**
 * The client side of `media_upload_chunked`: a 50 MB MP4 (a real video followed by a padding `free`
 * box), its multipart APPEND bodies, signed calls of the upload interface (FACTS "Media upload"), and
 * a sampler of a server's resident memory. The same requests go to the product and its baseline.
 */
export const UPLOAD_PATH = "/upload/1.1/media/upload.json";
export const MB = 1024 * 1024;
export const CHUNK_BYTES = 5 * MB;
export const CHUNKS = 10;
export const TOTAL_BYTES = CHUNK_BYTES * CHUNKS;
const VIDEO = "e2e/fixtures/media/video-16x9.mp4";

/** video-16x9.mp4, then one top-level `free` box (32-bit size, zeros) up to exactly TOTAL_BYTES. */
export function paddedMp4(): Buffer {
  const video = fs.readFileSync(VIDEO);
  const box = Buffer.alloc(TOTAL_BYTES - video.length);
  box.writeUInt32BE(box.length, 0);
  box.write("free", 4, "latin1");
  return Buffer.concat([video, box]);
}

/** One APPEND's body: the three fields, then the chunk as the `media` file part. */
export function appendBody(mediaId: string, index: number, chunk: Buffer) {
  const boundary = `----svcbench${crypto.randomBytes(12).toString("hex")}`;
  const field = (name: string, value: string | number) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field("command", "APPEND") +
    field("media_id", mediaId) +
    field("segment_index", index) +
    `--${boundary}\r\ncontent-disposition: form-data; name="media"; filename="chunk${index}"\r\n` +
    `content-type: application/octet-stream\r\n\r\n`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), chunk, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One signed call: `params` in the (signed) query string, `body` an unsigned multipart body. */
export function uploadCall(
  baseUrl: string,
  creds: DemoCredentials,
  method: "GET" | "POST",
  params: Record<string, string | number>,
  multipart?: { type: string; body: Buffer },
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl + UPLOAD_PATH);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const headers: http.OutgoingHttpHeaders = {
    authorization: signedAuthorization(method, url.toString(), {
      consumerKey: creds.consumer_key,
      consumerSecret: creds.consumer_secret,
      token: creds.access_token,
      tokenSecret: creds.access_token_secret,
    }),
    "content-length": multipart?.body.length ?? 0,
  };
  if (multipart) headers["content-type"] = multipart.type;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(multipart?.body);
  });
}

/** VmRSS (current resident memory) of a process, in MB; null when /proc cannot tell. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples VmRSS every `ms` until stopped; answers the highest sample (null when none could be read). */
export function sampleRss(pid: number, ms = 20): { stop: () => number | null } {
  let max: number | null = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && (max === null || now > max)) max = now;
  }, ms);
  return {
    stop: () => {
      clearInterval(timer);
      const last = rssMb(pid);
      return last !== null && (max === null || last > max) ? last : max;
    },
  };
}
