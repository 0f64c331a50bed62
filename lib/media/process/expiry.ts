import { and, eq, lt } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { defineQueue } from "@/lib/jobs/queue";
import { storage } from "../storage";
import { chunkFolder } from "../upload/chunked";
import { EXPIRY_MS } from "../rows";

/** Media swept per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Deletes media never added to a media library once it expires (24 h after upload, FACTS): its files
 * first, then its row, so a run cut short is finished by the next (deleting a missing file is fine).
 * Media in a library never expires (lib/ads/media-library sets expires_at far ahead).
 */
export async function sweepExpiredMedia(now = new Date()): Promise<number> {
  const rows = await db()
    .select({ id: media.media_id, file: media.storage_key, poster: media.poster_storage_key })
    .from(media)
    .where(lt(media.expires_at, now))
    .limit(BATCH);
  const store = storage();
  for (const r of rows) {
    for (const key of [r.file, r.poster]) if (key) await store.delete(key);
    await store.delete(chunkFolder(r.id));
    // Still expired at delete time: a library add in between has made it permanent.
    await db()
      .delete(media)
      .where(and(eq(media.media_id, r.id), lt(media.expires_at, now)));
  }
  await sweepTemporaryFiles(now);
  return rows.length;
}

/** Temporary upload files a crashed request left behind (requests remove their own), a day on. */
async function sweepTemporaryFiles(now: Date): Promise<void> {
  const store = storage();
  for (const key of (await store.list("tmp")).slice(0, 1000)) {
    const s = await store.stat(key);
    if (s && s.modifiedMs < now.getTime() - EXPIRY_MS) await store.delete(key);
  }
}

/** Every 10 minutes, one run across all processes (pg-boss schedules). */
export const expireMediaQueue = defineQueue<object>({
  name: "media.expire",
  cron: "*/10 * * * *",
  run: async () => {
    await sweepExpiredMedia();
  },
});
