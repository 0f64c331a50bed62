import { spawn, type ChildProcess } from "node:child_process";
import type { Bench } from "./setup";

/**
 * The lag bench's job worker as its own process, as a deployment runs it: web processes with
 * JOB_WORKERS=off emit events in their transactions, a worker process (JOB_WORKERS=on) fans them out
 * and delivers them. On PostgreSQL only (PGlite is one process). `npx tsx bench/webhooks/worker.ts`
 * with DATA_DIR and DATABASE_URL of the bench's database; prints READY, stops on SIGTERM.
 */
export async function startWorkerProcess(b: Bench): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/webhooks/worker.ts"], {
    env: { ...process.env, DATA_DIR: b.dataDir, DATABASE_URL: b.databaseUrl, JOB_WORKERS: "on" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the worker process ended (${code})`)));
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("READY")) resolve();
    });
  });
  return child;
}

export async function stopWorkerProcess(child: ChildProcess): Promise<void> {
  child.removeAllListeners("exit");
  const gone = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await gone;
}

async function main() {
  const { loadSecretKey } = await import("../../lib/crypto/secret-box");
  const { openDatabase, closeDatabase } = await import("../../lib/db/client");
  const { startJobs, stopJobs } = await import("../../lib/jobs/engine");
  const { config } = await import("../../lib/config/env");
  const { QUEUES } = await import("../../lib/platform/queues");
  const dataDir = process.env.DATA_DIR!;
  loadSecretKey(dataDir, undefined);
  await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  await startJobs(QUEUES, { workers: true, pollSeconds: config().jobPollSeconds });
  console.log("READY");
  process.once("SIGTERM", () => {
    void stopJobs()
      .then(() => closeDatabase())
      .then(() => process.exit(0));
  });
}

if (process.argv[1]?.endsWith("worker.ts")) void main();
