import type { Queue, SendOptions } from "pg-boss";

/**
 * One kind of background work: its queue name, pg-boss queue options (retries, expiry), and the
 * function that runs one job. pg-boss delivers at least once (a crash after the work and before the
 * completion runs it again), so `run` must be idempotent: lock the row it changes and check its state.
 * `options.notify` (LISTEN/NOTIFY) wakes an idle worker when the sending transaction commits instead
 * of at its next poll: for work a person waits on that is sent once per request (a video, an upload,
 * a report), never per event (a NOTIFY serializes commits: lib/webhooks/fanout/fanout-queue.ts).
 */
export type QueueDecl<T extends object> = {
  name: string;
  options?: Omit<Queue, "name">;
  /** Jobs a worker of this process runs at once. */
  concurrency?: number;
  /**
   * Jobs each worker fetches at once (default 1) and runs one after the other; above 1 a worker
   * fetches again at once while batches come back full (pg-boss burstWhenBatchFull) instead of
   * waiting JOB_POLL_SECONDS, for bursts of due work (scheduled posts). A batch's jobs complete or
   * fail together, so each job must be idempotent (as every job must).
   */
  batchSize?: number;
  /**
   * How often an idle worker of this queue polls, when sooner than JOB_POLL_SECONDS (pg-boss's floor
   * is 0.5 s): for queues that cannot be woken by NOTIFY and whose wait is user-visible lag.
   */
  pollSeconds?: number;
  /** Recurring work: a cron expression (UTC); one job per tick across every process. */
  cron?: string;
  /**
   * A job (data `{}`) is sent when a process with workers starts: work that recovers what a crashed
   * process left (its claims, its wakes) runs at the restart, not at a later tick.
   */
  atStart?: boolean;
  run: (data: T, job: { id: string; retryCount: number }) => Promise<void>;
  /**
   * Runs a fetched batch at once instead of `run` per job (e.g. one transaction for the batch): the
   * per-job overhead is what limits a queue with one small job per event.
   */
  runBatch?: (data: T[]) => Promise<void>;
};

export type AnyQueue = QueueDecl<never>;

/**
 * A queue's name and job shape without its handler: what a module that only sends jobs imports,
 * so that sending does not import everything the handler needs (lib/events/outbox.ts sends
 * events.fanout, whose handler is the webhooks feature's).
 */
export type QueueRef<T extends object> = { name: string; readonly jobShape?: T };

export function queueRef<T extends object>(name: string): QueueRef<T> {
  return { name };
}

export type EnqueueOptions = Pick<SendOptions, "id" | "startAfter" | "singletonKey" | "priority">;

export function defineQueue<T extends object>(decl: QueueDecl<T>): QueueDecl<T> {
  if (!/^[a-z][a-z0-9_.-]*$/.test(decl.name)) throw new Error(`bad queue name ${decl.name}`);
  return decl;
}
