import { buffer } from "node:stream/consumers";
import { z } from "zod";
import { and, eq, gt } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { adsStatsJobs } from "@/lib/db/schema";
import { credentialErrorBody } from "@/lib/http/errors";
import { definePlatformRoute, publicRoute } from "@/lib/http/platform-route";
import { storage } from "@/lib/media/storage";
import { isSafeKey } from "@/lib/media/storage/keys";
import { now } from "@/lib/time/clock";
import { JOB_FILES, JOB_FILES_PATH } from "./jobs";

const notFound = () =>
  new Response(JSON.stringify(credentialErrorBody("PAGE_NOT_FOUND")), {
    status: 404,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

/**
 * GET /media/analytics/<name>: a finished analytics job's answer at its `url`, as stored: gzip bytes
 * (content-type application/gzip, no content-encoding, so a client gets the file to decompress, as
 * the reference's clients expect), until the job's expires_at. Names are unguessable: the URL is the
 * capability, as for media files.
 */
export const statsJobFile = definePlatformRoute({
  family: "platform",
  method: "GET",
  path: `${JOB_FILES_PATH}:name`,
  summary: "An asynchronous analytics job's gzip-compressed answer, at its url until expires_at.",
  credential: publicRoute,
  params: z.object({ name: z.string().meta({ description: "The file's unguessable name." }) }),
  encoding: "custom",
  contentType: "application/gzip",
  statuses: [200],
  response: z.string().meta({ description: "gzip-compressed JSON", format: "binary" }),
  errors: ["PAGE_NOT_FOUND"],
  example: { params: { name: "1880028106020515840-k3Jd9aQ2.json.gz" }, response: "…" },
  handler: async ({ c, params }) => {
    const key = JOB_FILES + params.name;
    if (!isSafeKey(key)) return notFound();
    const [row] = await db()
      .select({ id: adsStatsJobs.id })
      .from(adsStatsJobs)
      .where(
        and(
          // The name starts with the job's id: a primary-key read, then the whole key must match.
          eq(adsStatsJobs.id, params.name.split("-")[0]),
          eq(adsStatsJobs.storage_key, key),
          eq(adsStatsJobs.status, "SUCCESS"),
          gt(adsStatsJobs.expires_at, now()),
        ),
      )
      .limit(1);
    const size = (await storage().stat(key))?.size;
    if (!row || size === undefined) return notFound();
    const headers = {
      "content-type": "application/gzip",
      "content-length": String(size),
      "content-disposition": `attachment; filename="${params.name}"`,
      "cache-control": "private, no-store",
    };
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    // Read whole: an answer of at most 20 entities' series is a few megabytes at most, compressed.
    const bytes = new Uint8Array(await buffer(storage().read(key)));
    return new Response(bytes, { status: 200, headers });
  },
});
