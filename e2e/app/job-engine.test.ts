import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { until as poll } from "../support/receiver";

/**
 * The job engine (lib/jobs/engine.ts) on the test's engine (PGlite, or PostgreSQL with DATABASE_URL):
 * a job sent inside a write's transaction exists exactly when that write commits, runs on a worker,
 * and a job id makes sending idempotent.
 */
let server: TestServer;
let engine: typeof import("../../lib/jobs/engine");
let dbModule: typeof import("../../lib/db/client");
const seen: string[] = [];
const queue = {
  name: "test.echo",
  run: async (data: { n: string }) => {
    seen.push(data.n);
  },
};

before(async () => {
  server = await inProcessServer();
  engine = await import("../../lib/jobs/engine");
  dbModule = await import("../../lib/db/client");
  await engine.jobs().createQueue(queue.name);
  await engine
    .jobs()
    .work<{ n: string }>(queue.name, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await queue.run(job.data);
    });
});
after(() => server.stop());

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
}

test("a job sent in a committed transaction runs; one in a rolled-back transaction never exists", async () => {
  await dbModule.db().transaction(async (tx) => {
    await engine.enqueue(queue, { n: "committed" }, { tx });
  });
  await assert.rejects(
    dbModule.db().transaction(async (tx) => {
      await engine.enqueue(queue, { n: "rolled-back" }, { tx });
      throw new Error("the write fails after enqueueing");
    }),
    /the write fails/,
  );
  await engine.enqueue(queue, { n: "after" });
  await until(() => seen.includes("committed") && seen.includes("after"));
  assert.ok(seen.includes("committed"), "the committed job ran");
  assert.ok(seen.includes("after"), "the job sent outside a transaction ran");
  const found = await engine
    .jobs()
    .findJobs<{ n: string }>(queue.name, { data: { n: "rolled-back" } });
  assert.equal(found.length, 0, "the rolled-back transaction's job does not exist");
  assert.ok(!seen.includes("rolled-back"));
});

test("the same job id sent twice makes one job", async () => {
  const id = crypto.randomUUID();
  const first = await engine.enqueue(queue, { n: "once" }, { id });
  const second = await engine.enqueue(queue, { n: "once" }, { id });
  assert.equal(first, id);
  assert.equal(second, null);
  await until(() => seen.includes("once"));
  // Settled: the one job has completed, so nothing is left to run it again.
  const jobsOf = () => engine.jobs().findJobs<{ n: string }>(queue.name, { id });
  await poll(async () => (await jobsOf())[0]?.state === "completed");
  assert.equal((await jobsOf()).length, 1);
  assert.equal(seen.filter((n) => n === "once").length, 1);
});

test("recurring work is scheduled once on the job engine, not on a process timer", async () => {
  const schedules = await engine.jobs().getSchedules("maintenance.sweep");
  assert.equal(schedules.length, 1);
  assert.equal(schedules[0]?.cron, "*/5 * * * *");
});
