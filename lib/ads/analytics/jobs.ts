import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { adsStatsJobs } from "@/lib/db/schema";
import { config } from "@/lib/config/env";
import { enqueue } from "@/lib/jobs/engine";
import { newId } from "@/lib/crypto/tokens";
import { now } from "@/lib/time/clock";
import { storage } from "@/lib/media/storage";
import { AdsError } from "../../ads-kernel/errors";
import { checkEntityIds } from "./entities";
import type { StatsAccount } from "./stats";
import { checkJobQuestion } from "./job-window";
import { statsJobRef } from "./job-queue-ref";
import { MAX_OPEN_JOBS, jobRecord, type JobParams, type JobRecord } from "./job-schema";

/** A job and its file are kept this long from its creation. */
export const JOB_TTL_MS = 7 * 24 * 3_600_000;
/** The result files' folder in the media storage, and the path that serves it (job-file.ts). */
export const JOB_FILES = "analytics/";
export const JOB_FILES_PATH = "/media/analytics/";

type JobRow = typeof adsStatsJobs.$inferSelect;

export function jobRecordOf(row: JobRow, status = row.status): JobRecord {
  return jobRecord.parse({
    ...row,
    id_str: row.id,
    status,
    url:
      status === "SUCCESS" && row.storage_key
        ? `${config().publicBaseUrl}${JOB_FILES_PATH}${row.storage_key.slice(JOB_FILES.length)}`
        : null,
    message: row.error,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  });
}

/**
 * POST stats/jobs/accounts/:account_id: the question checked as the synchronous one is, then the job
 * row and its analytics.stats job in one transaction, under the account's lock on its count of open
 * jobs (at most 100 queued or processing).
 */
export async function createJob(account: StatsAccount, p: JobParams): Promise<JobRecord> {
  const { entity } = checkJobQuestion(account, p).q;
  await checkEntityIds(account.id, entity, p.entity_ids);
  const at = now();
  const row = await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stats-jobs:${account.id}`}))`);
    const [{ open }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(adsStatsJobs)
      .where(
        and(
          eq(adsStatsJobs.account_id, account.id),
          inArray(adsStatsJobs.status, ["QUEUED", "PROCESSING"]),
        ),
      );
    if (open >= MAX_OPEN_JOBS)
      throw AdsError.of(
        "TOO_MANY_JOBS",
        `This account has ${open} analytics jobs queued or processing, the most it may have at once (${MAX_OPEN_JOBS}); create more once some are done.`,
      );
    const [inserted] = await tx
      .insert(adsStatsJobs)
      .values({
        id: newId(),
        account_id: account.id,
        status: "QUEUED",
        entity: p.entity,
        entity_ids: p.entity_ids,
        start_time: p.start_time,
        end_time: p.end_time,
        granularity: p.granularity,
        metric_groups: p.metric_groups,
        placement: p.placement,
        segmentation_type: p.segmentation_type ?? null,
        expires_at: new Date(at.getTime() + JOB_TTL_MS),
        created_at: at,
        updated_at: at,
      })
      .returning();
    await enqueue(statsJobRef, { job_id: inserted.id }, { tx });
    return inserted;
  });
  return jobRecordOf(row);
}

/** GET stats/jobs/accounts/:account_id: the jobs named, or the account's 200 newest; never expired ones. */
export async function listJobs(accountId: string, ids?: string[]): Promise<JobRecord[]> {
  const rows = await db()
    .select()
    .from(adsStatsJobs)
    .where(
      and(
        eq(adsStatsJobs.account_id, accountId),
        gt(adsStatsJobs.expires_at, now()),
        ids ? inArray(adsStatsJobs.id, ids) : undefined,
      ),
    )
    .orderBy(desc(adsStatsJobs.created_at), desc(adsStatsJobs.id))
    .limit(200);
  return rows.map((r) => jobRecordOf(r));
}

/**
 * DELETE stats/jobs/accounts/:account_id/:job_id: the job is cancelled, whatever its state: its row
 * goes (a run still going finds none and drops its file, job-run.ts), then its file.
 */
export async function cancelJob(accountId: string, jobId: string): Promise<JobRecord> {
  const [row] = await db()
    .delete(adsStatsJobs)
    .where(and(eq(adsStatsJobs.account_id, accountId), eq(adsStatsJobs.id, jobId)))
    .returning();
  if (!row) throw AdsError.notFound("analytics job", jobId);
  if (row.storage_key) await storage().delete(row.storage_key);
  return jobRecordOf({ ...row, updated_at: now() }, "CANCELLED");
}
