import crypto from "node:crypto";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { and, eq, inArray } from "drizzle-orm";
import { workDb } from "@/lib/db/client";
import { adAccounts, adsStatsJobs } from "@/lib/db/schema";
import { defineQueue } from "@/lib/jobs/queue";
import { storage } from "@/lib/media/storage";
import { now } from "@/lib/time/clock";
import { AdsError } from "../../ads-kernel/errors";
import { jobParams } from "./job-schema";
import { jobAnswer } from "./job-answer";
import { JOB_FILES } from "./jobs";
import { statsJobRef } from "./job-queue-ref";

const RETRIES = 2;
const zip = promisify(gzip);
type Changes = Partial<typeof adsStatsJobs.$inferInsert>;

/** Moves a job on when it is in one of `from` (its row locked): null when it is not (cancelled, or done by another delivery). */
async function step(jobId: string, from: string[], to: Changes) {
  const [row] = await workDb()
    .update(adsStatsJobs)
    .set({ ...to, updated_at: now() })
    .where(and(eq(adsStatsJobs.id, jobId), inArray(adsStatsJobs.status, from)))
    .returning();
  return row ?? null;
}

/**
 * Runs one asynchronous analytics job: QUEUED → PROCESSING → the answer computed by the rule the
 * synchronous call uses, written gzip-compressed to the media storage under an unguessable name →
 * SUCCESS with its key. pg-boss may deliver twice: a job no longer queued or processing is left alone,
 * and a job cancelled while it ran has no row to take the file, which is then dropped. A question the
 * rules now refuse FAILs at once with the reason; anything else is retried, and FAILs on the last try.
 */
export const statsJobQueue = defineQueue<{ job_id: string }>({
  name: statsJobRef.name,
  // notify: the integrator polls the job; its creation's commit wakes a worker at once.
  options: { retryLimit: RETRIES, retryDelay: 2, notify: true },
  concurrency: 2,
  run: async ({ job_id }, job) => {
    const row = await step(job_id, ["QUEUED", "PROCESSING"], { status: "PROCESSING" });
    if (!row) return;
    try {
      const [account] = await workDb()
        .select({ id: adAccounts.id, timezone: adAccounts.timezone })
        .from(adAccounts)
        .where(eq(adAccounts.id, row.account_id));
      const p = jobParams.parse({ ...row, segmentation_type: row.segmentation_type ?? undefined });
      const answer = await jobAnswer(account, p);
      const key = `${JOB_FILES}${row.id}-${crypto.randomBytes(16).toString("base64url")}.json.gz`;
      await storage().write(key, Readable.from([await zip(JSON.stringify(answer))]));
      if (!(await step(job_id, ["PROCESSING"], { status: "SUCCESS", storage_key: key })))
        await storage().delete(key);
    } catch (err) {
      const refused = err instanceof AdsError ? err.message : null;
      if (!refused) {
        console.error(`[analytics.stats] job ${job_id}, try ${job.retryCount}: ${String(err)}`);
        if (job.retryCount < RETRIES) throw err;
      }
      const error = refused ?? "The job could not be run; create it again.";
      await step(job_id, ["PROCESSING"], { status: "FAILED", error });
    }
  },
});
