import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { demoApp, insertWebhook, otherApp, sendTestEvent, setValid } from "../support/webhook-rows";
import { signatureValid, startReceiver, until } from "../support/receiver";

/**
 * Signed delivery (lib/webhooks/delivery): a test event naming a webhook reaches a loopback receiver as a
 * signed activity envelope; failures are retried on the (injected) schedule with every attempt
 * recorded; an invalid webhook receives nothing; a slow receiver holds back no other webhook.
 */
let server: TestServer;
let app: { id: string; secret: string };
let store: typeof import("../../lib/webhooks/delivery/service");
let schedule: typeof import("../../lib/webhooks/delivery/schedule");
const receivers: { close: () => Promise<void> }[] = [];

before(async () => {
  server = await inProcessServer({
    env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", JOB_POLL_SECONDS: "0.5" },
  });
  app = await demoApp(server);
  store = await import("../../lib/webhooks/delivery/service");
  schedule = await import("../../lib/webhooks/delivery/schedule");
});
after(async () => {
  for (const r of receivers) await r.close();
  await server.stop();
});

async function receiver(answer?: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}

/** A pending delivery of a new test event to `hook`, due in `inSeconds` (a lease's end, or now). */
async function pendingDelivery(hook: string, inSeconds: number) {
  const { db } = await import("../../lib/db/client");
  const { sql } = await import("drizzle-orm");
  const eventId = randomUUID();
  await db().execute(sql`insert into platform_events (id, kind, payload, test, app_id, occurred_at)
    values (${eventId}, 'follow.follow', '{}'::jsonb, true, ${app.id}, now())`);
  await db()
    .execute(sql`insert into webhook_deliveries (id, event_id, seq, kind, webhook_id, app_id,
      product, body, next_attempt_at, created_at)
    select ${randomUUID()}, id, seq, kind, ${hook}, ${app.id}, 'activity', '{"data":{}}',
      now() + ${inSeconds} * interval '1 second', now()
    from platform_events where id = ${eventId}`);
}

async function deliveriesOf(webhookId: string) {
  return (await store.listDeliveries(app.id, { webhookId, limit: 100 })).data;
}

test("the receiver's own HMAC check accepts FACTS' vector", () => {
  const vector = "sha256=25Cu3iwbbiqBTwQRzcKJZwisjf736V2Q8UaTlkfLSoc=";
  assert.ok(signatureValid("test", "test=1&other_test=2", vector));
  assert.ok(!signatureValid("test", "test=1&other_test=3", vector));
  assert.ok(!signatureValid("test", "test=1&other_test=2", undefined), "a missing header fails");
});

test("a test event arrives once, signed over the raw body, as an activity envelope", async () => {
  const r = await receiver();
  const hook = await insertWebhook(app.id, r.url);
  const eventId = await sendTestEvent(app.id, hook, { source: { id: "1" } });
  await until(() => r.got.length >= 1);
  const [got] = r.got;
  assert.ok(signatureValid(app.secret, got.body, got.headers["x-svc-webhooks-signature"]));
  assert.ok(!signatureValid("another secret", got.body, got.headers["x-svc-webhooks-signature"]));
  assert.equal(got.headers["content-type"], "application/json");
  assert.equal(got.headers["x-svc-event-id"], eventId);
  assert.deepEqual(JSON.parse(got.body), {
    data: {
      event_uuid: eventId,
      event_type: "follow.follow",
      filter: {},
      tag: null,
      payload: { source: { id: "1" } },
      test: true,
    },
  });
  await until(async () => (await deliveriesOf(hook))[0]?.state === "delivered");
  const [d] = await deliveriesOf(hook);
  assert.equal(got.headers["x-svc-delivery-id"], d.id);
  assert.equal(d.attempts, 1);
  assert.equal(d.attempts_log.length, 1);
  assert.equal(d.attempts_log[0].status, 200);
  assert.equal(d.attempts_log[0].response_excerpt, "answer 200");
  assert.equal(
    d.attempts_log[0].request_headers["x-svc-webhooks-signature"],
    got.headers["x-svc-webhooks-signature"],
  );
  assert.equal(r.got.length, 1, "delivered once");
});

test("a 500 is retried on the schedule until a 2XX; every attempt is recorded", async () => {
  schedule.setRetrySchedule([0, 0, 0]);
  const r = await receiver((_req, n) => (n < 3 ? 500 : 200));
  const hook = await insertWebhook(app.id, r.url);
  await sendTestEvent(app.id, hook);
  await until(async () => (await deliveriesOf(hook))[0]?.state === "delivered");
  const [d] = await deliveriesOf(hook);
  assert.deepEqual(d.attempts_log.map((a) => a.status).reverse(), [500, 500, 200]);
  assert.equal(d.attempts, 3);
  assert.deepEqual(
    r.got.map((g) => g.headers["x-svc-delivery-attempt"]),
    ["1", "2", "3"],
  );
  assert.equal(new Set(r.got.map((g) => g.headers["x-svc-delivery-id"])).size, 1, "one id");
  schedule.setRetrySchedule(null);
});

test("a delivery whose last try fails is failed; the console's retry then delivers it", async () => {
  schedule.setRetrySchedule([0]);
  let status = 503;
  const r = await receiver(() => status);
  const hook = await insertWebhook(app.id, r.url);
  await sendTestEvent(app.id, hook);
  await until(async () => (await deliveriesOf(hook))[0]?.state === "failed");
  let [d] = await deliveriesOf(hook);
  assert.equal(d.attempts, 2);
  assert.equal(d.last_status, 503);
  status = 200;
  const attempt = await store.retryDelivery(app.id, d.id);
  assert.equal(attempt?.status, 200);
  [d] = await deliveriesOf(hook);
  assert.equal(d.state, "delivered");
  assert.equal(d.attempts_log.length, 3);
  assert.equal(await store.retryDelivery("another-app", d.id), null, "another app's delivery");
  schedule.setRetrySchedule(null);
});

test("an invalid webhook receives nothing: test events skip it, pending deliveries wait; other apps' webhooks are never named", async () => {
  const r = await receiver();
  const hook = await insertWebhook(app.id, r.url, false);
  await sendTestEvent(app.id, hook);
  // A test event names only a webhook of its own app.
  const foreign = await insertWebhook(await otherApp(server), r.url);
  await sendTestEvent(app.id, foreign);
  // A later event to a valid webhook arriving shows the first fan-out ran (no timing involved).
  const witness = await receiver();
  const other = await insertWebhook(app.id, witness.url);
  await sendTestEvent(app.id, other);
  await until(() => witness.got.length === 1);
  await until(async () => (await deliveriesOf(other))[0]?.state === "delivered");
  assert.equal((await deliveriesOf(hook)).length, 0, "no delivery for an invalid webhook");
  assert.equal(r.got.length, 0, "nothing for another app's webhook");

  // A delivery made while valid waits while the webhook is invalid, and goes once it is valid again.
  await setValid(hook, true);
  await setValid(hook, false);
  const { dispatchWebhook } = await import("../../lib/webhooks/delivery/dispatch");
  const { sweepDeliveries } = await import("../../lib/webhooks/delivery/sweep");
  await pendingDelivery(hook, 0);
  await dispatchWebhook(hook);
  await sweepDeliveries();
  assert.equal(r.got.length, 0);
  assert.equal((await deliveriesOf(hook))[0].state, "pending");
  await setValid(hook, true);
  await dispatchWebhook(hook);
  assert.equal(r.got.length, 1);
  assert.equal((await deliveriesOf(hook))[0].state, "delivered");
});

test("a receiver that does not answer holds back no other webhook", async () => {
  let release = () => {};
  const held = new Promise<number>((resolve) => (release = () => resolve(200)));
  const slow = await receiver(() => held);
  const fast = await receiver();
  const slowHook = await insertWebhook(app.id, slow.url);
  const fastHook = await insertWebhook(app.id, fast.url);
  await sendTestEvent(app.id, slowHook);
  await until(() => slow.got.length === 1);
  for (let i = 0; i < 5; i++) await sendTestEvent(app.id, fastHook, { n: i });
  await until(() => fast.got.length === 5);
  assert.equal((await deliveriesOf(slowHook))[0].state, "pending", "the slow one is still waiting");
  assert.deepEqual(
    fast.got
      .map((g) => (JSON.parse(g.body) as { data: { payload: { n: number } } }).data.payload.n)
      .sort(),
    [0, 1, 2, 3, 4],
  );
  release();
  await until(async () => (await deliveriesOf(slowHook))[0]?.state === "delivered");
});

test("a process's start wakes a webhook again when the claim a killed process left leases out", async () => {
  const r = await receiver();
  const hook = await insertWebhook(app.id, r.url);
  const { sweepDeliveries, wakePending } = await import("../../lib/webhooks/delivery/sweep");
  const { db } = await import("../../lib/db/client");
  const { sql } = await import("drizzle-orm");
  // Claimed by a worker that died: pending, never attempted, leased for another 30 s.
  await pendingDelivery(hook, 30);
  const wakes = async () =>
    (
      await db().execute<{ in_s: number }>(sql`select round(extract(epoch from
        start_after - now()))::int as in_s from pgboss.job
        where name = 'webhooks.dispatch' and singleton_key = ${`${hook}:later`}`)
    ).rows.map((w) => Number(w.in_s));
  await sweepDeliveries();
  assert.deepEqual(await wakes(), [], "the minute's sweep wakes only what is due");
  await wakePending(true); // webhooks.resume's work
  const [inSeconds] = await wakes();
  assert.ok(inSeconds >= 28 && inSeconds <= 30, `woken when the lease ends (in ${inSeconds} s)`);
  assert.equal(r.got.length, 0, "nothing sent before");
});
