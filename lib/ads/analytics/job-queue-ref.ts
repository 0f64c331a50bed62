import { queueRef } from "@/lib/jobs/queue";

/** The analytics.stats queue as its senders know it (its handler: job-run.ts). */
export const statsJobRef = queueRef<{ job_id: string }>("analytics.stats");
