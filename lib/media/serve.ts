import { Readable } from "node:stream";
import { z } from "zod";
import { and, eq, gt, or } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { credentialErrorBody } from "@/lib/http/errors";
import { definePlatformRoute, publicRoute } from "@/lib/http/platform-route";
import { storage } from "./storage";
import { isSafeKey } from "./storage/keys";
import { FILES } from "./rows";

/**
 * GET /media/<name>: the files of processed media at their media_url / poster_media_url. Names are
 * unguessable (a random part beside the media id), so the URL is the capability, as on the
 * reference's media host. Content-Type is the probed one; Range requests serve part of a file (video
 * players seek with them); a file never changes under its name, so caches may keep it for a year.
 */
type Range = { start: number; end: number } | "unsatisfiable" | null;

/** One "bytes=" range of RFC 9110 (first-last, first-, -suffix); several ranges are served whole. */
export function parseRange(header: string | undefined, size: number): Range {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!m || (m[1] === "" && m[2] === "")) return null;
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end || size === 0) return "unsatisfiable";
  return { start, end };
}

const notFound = () =>
  new Response(JSON.stringify(credentialErrorBody("PAGE_NOT_FOUND")), {
    status: 404,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

export const mediaFile = definePlatformRoute({
  family: "platform",
  method: "GET",
  path: "/media/:name",
  summary:
    "A processed media file at its media_url or poster_media_url (Range, If-None-Match; also HEAD).",
  credential: publicRoute,
  params: z.object({ name: z.string().meta({ description: "The file's unguessable name." }) }),
  encoding: "custom",
  contentType: "application/octet-stream",
  statuses: [200, 206, 304, 416],
  response: z
    .string()
    .meta({ description: "The file's bytes, as the probed type.", format: "binary" }),
  errors: ["PAGE_NOT_FOUND"],
  example: { params: { name: "1880028106020515840-k3Jd9a.png" }, response: "…" },
  handler: async ({ c, params }) => {
    const key = FILES + params.name;
    if (!isSafeKey(key)) return notFound();
    const row = (
      await db()
        .select({
          storage_key: media.storage_key,
          content_type: media.content_type,
          state: media.state,
        })
        .from(media)
        .where(
          and(
            or(eq(media.storage_key, key), eq(media.poster_storage_key, key)),
            gt(media.expires_at, new Date()),
          ),
        )
        .limit(1)
    )[0];
    const size = (await storage().stat(key))?.size;
    if (!row || row.state !== "succeeded" || size === undefined) return notFound();
    const type =
      row.storage_key === key ? (row.content_type ?? "application/octet-stream") : "image/jpeg";
    const headers: Record<string, string> = {
      "content-type": type,
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${params.name}"`,
    };
    if (c.req.header("if-none-match") === headers.etag) return c.body(null, 304, headers);
    const range = parseRange(c.req.header("range"), size);
    if (range === "unsatisfiable")
      return c.body(null, 416, { ...headers, "content-range": `bytes */${size}` });
    const part = range ?? { start: 0, end: size - 1 };
    headers["content-length"] = String(part.end - part.start + 1);
    if (range) headers["content-range"] = `bytes ${part.start}-${part.end}/${size}`;
    if (c.req.method === "HEAD" || size === 0) return c.body(null, range ? 206 : 200, headers);
    const body = Readable.toWeb(storage().read(key, part)) as ReadableStream<Uint8Array>; // node's web stream type differs from lib.dom's in name only
    return new Response(body, { status: range ? 206 : 200, headers });
  },
});
