import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { scheduledPosts } from "@/lib/db/schema";
import { defineQueue } from "@/lib/jobs/queue";
import { enqueue } from "@/lib/jobs/engine";
import { goLive, type PublishOutcome } from "./go-live";

/**
 * The scheduler: one `posts.publish` job per (scheduled post, scheduled_at), sent in the write's
 * transaction, due at scheduled_at. Its id is derived from both, so sending again adds nothing and a
 * reschedule makes a new job; the old one finds the row changed and does nothing. The handler locks
 * the row and hands go-live.ts only a SCHEDULED row still due at the job's time, which validates it
 * and writes the post and the outcome in the same transaction: with at-least-once delivery, several
 * processes and restarts, the row's state makes each scheduled post publish exactly once.
 */
export type PublishJob = { scheduled_post_id: string; scheduled_at: string };

/**
 * Workers per process, each fetching batches of PUBLISH_BATCH and fetching again at once while they
 * come back full (not once per JOB_POLL_SECONDS): 1,000 posts due in one minute publish within 60 s
 * on one process (e2e/app/posts-scheduler-load.test.ts measures it).
 */
export const PUBLISH_CONCURRENCY = 4;
export const PUBLISH_BATCH = 10;

export const publishQueue = defineQueue<PublishJob>({
  name: "posts.publish",
  options: { retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  concurrency: PUBLISH_CONCURRENCY,
  batchSize: PUBLISH_BATCH,
  run: async (data) => {
    await publishScheduled(data);
  },
});

/** A UUID (version 5 layout) from the scheduled post's id and time: the same pair, the same job. */
export function publishJobId(id: string, at: Date): string {
  const h = crypto.createHash("sha256").update(`posts.publish|${id}|${at.toISOString()}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export function enqueuePublish(tx: Tx, id: string, at: Date): Promise<string | null> {
  const data = { scheduled_post_id: id, scheduled_at: at.toISOString() };
  return enqueue(publishQueue, data, { tx, id: publishJobId(id, at), startAfter: at });
}

export async function publishScheduled(job: PublishJob): Promise<PublishOutcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledPosts)
      .where(eq(scheduledPosts.id, job.scheduled_post_id))
      .for("update");
    if (
      !row ||
      row.deleted ||
      row.scheduled_status !== "SCHEDULED" ||
      row.scheduled_at.toISOString() !== job.scheduled_at
    )
      return "skipped";
    return goLive(tx, row);
  });
}
