import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { webhookDeliveries, webhookReplayJobs } from "@/lib/db/schema";
import { defineQueue } from "@/lib/jobs/queue";
import { loadTarget, recordAttempts } from "./store";
import { mapBounded, postSigned, sendDelivery } from "./send";
import { CLAIM_BATCH, PARALLEL_PER_WEBHOOK } from "./schedule";

export const replayQueue = defineQueue<{ jobId: string }>({
  name: "webhooks.replay",
  // notify: the replay request's commit wakes a worker at once.
  options: {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 3600,
    notify: true,
  },
  concurrency: 2,
  run: (data) => runReplay(data.jobId),
});

/**
 * A replay job's work: every delivery of the webhook created in [from, to) that was attempted before
 * (replay is recovery, not backfill) is sent again, oldest event first, each a new attempt marked with
 * the job; then the job is closed and the webhook told `replay_job_status` Complete. Run again
 * after a crash, it re-sends (at least once; x-svc-delivery-id is the receiver's dedup key).
 */
export async function runReplay(jobId: string): Promise<void> {
  const [job] = await db()
    .select()
    .from(webhookReplayJobs)
    .where(eq(webhookReplayJobs.id, jobId))
    .limit(1);
  if (!job || job.state !== "running") return;
  const target = await loadTarget(job.webhook_id);
  let resent = 0;
  let after = { seq: -1, id: "" };
  for (;;) {
    if (!target?.valid) break; // an invalid webhook receives nothing, replays included
    const page = await db()
      .select({
        id: webhookDeliveries.id,
        event_id: webhookDeliveries.event_id,
        body: webhookDeliveries.body,
        attempts: webhookDeliveries.attempts,
        seq: webhookDeliveries.seq,
      })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.webhook_id, job.webhook_id),
          gte(webhookDeliveries.created_at, job.from_date),
          lt(webhookDeliveries.created_at, job.to_date),
          gt(webhookDeliveries.attempts, 0),
          sql`(${webhookDeliveries.seq}, ${webhookDeliveries.id}) > (${after.seq}, ${after.id})`,
        ),
      )
      .orderBy(asc(webhookDeliveries.seq), asc(webhookDeliveries.id))
      .limit(CLAIM_BATCH);
    if (page.length === 0) break;
    // Keyset paging on (seq, id): one event may owe this webhook a message per product.
    after = page[page.length - 1];
    const attempts = await mapBounded(page, PARALLEL_PER_WEBHOOK, async (d) => ({
      ...(await sendDelivery(target, d, job.id)),
      attemptsBefore: d.attempts,
    }));
    await recordAttempts(attempts, true);
    resent += page.length;
  }
  // Closed before the announcement: a receiver that asks for the next replay as soon as it reads
  // "Complete" must not meet a ReplayConflictError. (A crash between the two loses the message.)
  const closed = await db()
    .update(webhookReplayJobs)
    .set({ state: "complete", resent, completed_at: new Date() })
    .where(and(eq(webhookReplayJobs.id, jobId), eq(webhookReplayJobs.state, "running")))
    .returning({ id: webhookReplayJobs.id });
  if (closed.length === 0 || !target?.valid) return;
  const replay_job_status = {
    webhook_id: job.webhook_id,
    job_state: "Complete",
    job_state_description: "Job completed successfully",
    job_id: job.id,
  };
  const body = JSON.stringify({ replay_job_status });
  await postSigned(target, body, { "x-svc-replay-job-id": job.id });
}
