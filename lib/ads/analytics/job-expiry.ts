import { and, eq, lt } from "drizzle-orm";
import { workDb } from "@/lib/db/client";
import { adsStatsJobs } from "@/lib/db/schema";
import { defineQueue } from "@/lib/jobs/queue";
import { storage } from "@/lib/media/storage";
import { now } from "@/lib/time/clock";

/** Jobs swept per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Deletes expired analytics jobs: the file first, then the row, so a run cut short is finished by
 * the next (deleting a missing file is fine). Their URLs answer 404 from expires_at on anyway
 * (job-file.ts), whether or not this has run.
 */
export async function sweepExpiredJobs(at = now()): Promise<number> {
  const rows = await workDb()
    .select({ id: adsStatsJobs.id, key: adsStatsJobs.storage_key })
    .from(adsStatsJobs)
    .where(lt(adsStatsJobs.expires_at, at))
    .limit(BATCH);
  for (const r of rows) {
    if (r.key) await storage().delete(r.key);
    await workDb()
      .delete(adsStatsJobs)
      .where(and(eq(adsStatsJobs.id, r.id), lt(adsStatsJobs.expires_at, at)));
  }
  return rows.length;
}

/** Every 10 minutes, one run across all processes (pg-boss schedules). */
export const expireStatsJobsQueue = defineQueue<object>({
  name: "analytics.expire",
  cron: "*/10 * * * *",
  run: async () => {
    await sweepExpiredJobs();
  },
});
