import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { demoApp, insertWebhook, sendTestEvent } from "../support/webhook-rows";
import { startReceiver, until } from "../support/receiver";

/**
 * The job engine's wake-ups (lib/jobs/engine.ts): a queue declared with `notify` (webhooks.dispatch)
 * wakes idle workers through LISTEN/NOTIFY when the job's transaction commits, so deliveries are sent
 * as soon as the fan-out has written them, long before the next poll; and a queue's declared options
 * reach a database whose queue an earlier release created (pg-boss's createQueue leaves it as is).
 * Workers here poll once a minute: only a NOTIFY delivers within the 30 s the test waits.
 */
const POLL_SECONDS = 60;
let server: TestServer;
const receivers: { close: () => Promise<void> }[] = [];

before(async () => {
  server = await inProcessServer({
    env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", JOB_POLL_SECONDS: String(POLL_SECONDS) },
  });
});
after(async () => {
  for (const r of receivers) await r.close();
  await server.stop();
});

test("deliveries the fan-out writes are sent without waiting for the dispatchers' next poll", async () => {
  const app = await demoApp(server);
  // Workers fetch once when they start: let that pass, so the event below finds them waiting.
  const { jobs } = await import("../../lib/jobs/engine");
  const { dispatchQueue } = await import("../../lib/webhooks/delivery/dispatch");
  await until(() => {
    const dispatchers = jobs()
      .getWipData()
      .filter((w) => w.name === dispatchQueue.name);
    return dispatchers.length > 0 && dispatchers.every((w) => w.lastFetchedOn !== null);
  }, 30_000);
  const r = await startReceiver();
  receivers.push(r);
  const hook = await insertWebhook(app.id, r.url);
  const eventId = await sendTestEvent(app.id, hook, { source: { id: "1" } });
  // What the fan-out job does (its workers poll too): deliveries written, the webhook woken.
  const { fanOutMany } = await import("../../lib/webhooks/fanout/fanout");
  await fanOutMany([eventId]);
  await until(() => r.got.length >= 1, (POLL_SECONDS / 2) * 1000);
  assert.equal(r.got[0].headers["x-svc-event-id"], eventId);
});

test("declared queue options (notify, retries) apply to a queue an earlier release created", async () => {
  const { jobs, startJobs, stopJobs } = await import("../../lib/jobs/engine");
  const { QUEUES } = await import("../../lib/platform/queues");
  const { dispatchQueue } = await import("../../lib/webhooks/delivery/dispatch");
  // As an earlier release left it: no notify, other retries and expiry.
  await jobs().updateQueue(dispatchQueue.name, {
    notify: false,
    retryLimit: 1,
    expireInSeconds: 900,
  });
  await stopJobs();
  await startJobs(QUEUES, { workers: true, pollSeconds: POLL_SECONDS });
  const queue = await jobs().getQueue(dispatchQueue.name);
  assert.equal(queue?.notify, true);
  assert.equal(queue?.retryLimit, dispatchQueue.options?.retryLimit);
  assert.equal(queue?.expireInSeconds, dispatchQueue.options?.expireInSeconds);
});
