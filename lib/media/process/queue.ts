import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { defineQueue } from "@/lib/jobs/queue";
import { storage } from "../storage";
import { MediaProblem } from "../probe/problem";
import { probeVideo } from "../probe/video";
import { storedError } from "../rows";
import { makePoster } from "./poster";

const RETRIES = 2;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Moves a video to `to` when it is in one of `from` (the row locked): false when another delivery got there first. */
async function step(mediaId: string, from: string[], to: Partial<typeof media.$inferInsert>) {
  return db().transaction(async (tx) => {
    const row = (await tx.select().from(media).where(eq(media.media_id, mediaId)).for("update"))[0];
    if (!row || !from.includes(row.state)) return null;
    await tx
      .update(media)
      .set({ ...to, updated_at: new Date() })
      .where(eq(media.media_id, mediaId));
    return row;
  });
}

/**
 * Video processing after FINALIZE (enqueued in its transaction): pending → in_progress → probed in
 * full, poster frame made → succeeded, or failed with the reason. pg-boss may deliver twice: a row
 * already succeeded or failed is left alone, and in_progress is taken up again (every step is
 * repeatable: the poster's key is fixed by the row).
 */
export const processMediaQueue = defineQueue<{ media_id: string }>({
  name: "media.process",
  // notify: someone is waiting on the video's state; FINALIZE's commit wakes a worker at once.
  options: { retryLimit: RETRIES, retryDelay: 5, notify: true },
  concurrency: 1,
  run: async ({ media_id }, job) => {
    const row = await step(media_id, ["pending", "in_progress"], {
      state: "in_progress",
      progress_percent: 10,
    });
    if (!row?.storage_key) return;
    const store = storage();
    try {
      const facts = await probeVideo(store, row.storage_key);
      const posterKey = row.storage_key.replace(/\.[a-z0-9]+$/, "-poster.jpg");
      // The poster is an extra: a video whose first frame cannot be taken is still a good video.
      const poster = await makePoster(store, row.storage_key, posterKey).catch((err: unknown) => {
        console.error(`[media.process] no poster frame for media ${media_id}: ${message(err)}`);
        return false;
      });
      await step(media_id, ["in_progress"], {
        state: "succeeded",
        progress_percent: 100,
        content_type: facts.contentType,
        width: facts.width,
        height: facts.height,
        duration_ms: facts.durationMs,
        aspect_ratio: facts.aspectRatio,
        container: facts.container,
        codec: facts.codec,
        poster_storage_key: poster ? posterKey : null,
        error: null,
      });
    } catch (err) {
      // A file we cannot take fails for good; anything else (ffmpeg crashed, disk) is retried by
      // pg-boss, and reported as failed on the last try so STATUS never waits forever.
      const problem = err instanceof MediaProblem ? err : null;
      if (!problem)
        console.error(`[media.process] media ${media_id}, try ${job.retryCount}: ${message(err)}`);
      if (!problem && job.retryCount < RETRIES) throw err;
      const error = problem
        ? storedError(problem.errorName, problem.message)
        : storedError("InternalError", "The video could not be processed; upload it again.");
      await step(media_id, ["in_progress"], { state: "failed", error });
    }
  },
});
