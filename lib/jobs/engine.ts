import { sql } from "drizzle-orm";
import { PgBoss, fromDrizzle, fromPglite } from "pg-boss";
import type { Tx } from "@/lib/db/client";
import { jobsBackend } from "@/lib/db/client";
import { config } from "@/lib/config/env";
import type { AnyQueue, EnqueueOptions, QueueDecl, QueueRef } from "./queue";

/**
 * The job engine: pg-boss over the product's own database (its `pgboss` schema), PGlite or
 * PostgreSQL. Every process can enqueue; processes with JOB_WORKERS=on also run the queues' work.
 * Enqueuing inside a write's transaction (`tx`) makes the job exist exactly when the write commits.
 */
declare global {
  var __svcJobs: PgBoss | undefined;
}
const g = globalThis;

export function jobs(): PgBoss {
  if (!g.__svcJobs) throw new Error("job engine not started: call startJobs() at start-up");
  return g.__svcJobs;
}

type Settings = { workers: boolean; pollSeconds: number };

export async function startJobs(
  queues: readonly AnyQueue[],
  settings: Settings = { workers: config().jobWorkers, pollSeconds: config().jobPollSeconds },
): Promise<PgBoss> {
  if (g.__svcJobs) return g.__svcJobs;
  const backend = jobsBackend();
  // LISTEN/NOTIFY (one more connection on PostgreSQL): a job of a queue declared with `notify` wakes
  // this process's idle workers when its transaction commits, instead of at their next poll.
  const listen = { useListenNotify: settings.workers };
  const boss =
    "pglite" in backend
      ? new PgBoss({
          backend: "pglite",
          db: fromPglite(backend.pglite),
          schema: "pgboss",
          ...listen,
        })
      : new PgBoss({ connectionString: backend.url, max: 4, schema: "pgboss", ...listen });
  // pg-boss reports trouble (a lost connection, a slow query) as events; never crash on them.
  boss.on("error", (err) => console.error("[jobs]", err instanceof Error ? err.message : err));
  await boss.start();
  g.__svcJobs = boss;
  for (const q of queues) {
    await boss.createQueue(q.name, q.options ?? {});
    // createQueue leaves an existing queue as it was: the declaration's options (retries, expiry,
    // notify) apply to a database made by an earlier release too. Policy and partitioning cannot change.
    const { policy: _p, partition: _t, ...changeable } = q.options ?? {};
    if (Object.keys(changeable).length) await boss.updateQueue(q.name, changeable);
    if (q.cron) await boss.schedule(q.name, q.cron, {}, { tz: "UTC" });
    if (!settings.workers) continue;
    if (q.atStart) await boss.send(q.name, {});
    const pollSeconds = Math.min(settings.pollSeconds, q.pollSeconds ?? Infinity);
    await boss.work<object>(
      q.name,
      {
        pollingIntervalSeconds: pollSeconds,
        // With notify, polling is the floor for what no NOTIFY announces (a job whose startAfter
        // arrives, a retry): kept at the same interval, so no job waits longer than without it.
        notifyPollingIntervalSeconds: pollSeconds,
        batchSize: q.batchSize ?? 1,
        burstWhenBatchFull: (q.batchSize ?? 1) > 1,
        localConcurrency: q.concurrency ?? 1,
      },
      async (batch) => {
        // pg-boss hands back the JSON a sender stored, which enqueue() typed as this queue's own T
        // (QueueRef<T>); a list of queues of different T (AnyQueue) cannot carry that T here.
        const decl = q as QueueDecl<object>;
        if (decl.runBatch) return decl.runBatch(batch.map((job) => job.data));
        for (const job of batch) await decl.run(job.data, job);
      },
    );
  }
  return boss;
}

export async function stopJobs(): Promise<void> {
  const boss = g.__svcJobs;
  g.__svcJobs = undefined;
  await boss?.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
}

/**
 * Adds a job. With `tx`, inside that transaction (PGlite has one connection: a send outside the open
 * transaction would wait for it forever). A job `id` (a UUID) makes the send idempotent: a second
 * send with the same id adds nothing and answers null.
 */
export function enqueue<T extends object>(
  queue: QueueDecl<T> | QueueRef<T>,
  data: T,
  opts: EnqueueOptions & { tx?: Tx } = {},
): Promise<string | null> {
  const { tx, ...send } = opts;
  return jobs().send(queue.name, data, tx ? { ...send, db: fromDrizzle(tx, sql) } : send);
}
