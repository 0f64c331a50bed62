import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { routeFetch } from "../support/in-process-tokens";
import { bearerToken } from "../support/oauth2";
import { demoApp, insertWebhook, sendTestEvent, setValid } from "../support/webhook-rows";
import { signatureValid, startReceiver, until, type Received } from "../support/receiver";

/**
 * Replay (POST /2/webhooks/replay and the deprecated account-activity path, one function): window
 * rules, one running job per webhook, re-sent deliveries marked with the job, the completion message;
 * and the console's delivery list and charts over the same deliveries.
 */
let server: TestServer;
let app: { id: string; secret: string };
let token: string;
let store: typeof import("../../lib/webhooks/delivery/service");
let release: () => void = () => {};
let held: Promise<number> | null = null;
let r: Awaited<ReturnType<typeof startReceiver>>;
let hook: string;
const eventIds: string[] = [];

before(async () => {
  server = await inProcessServer({
    env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", JOB_POLL_SECONDS: "0.5" },
  });
  routeFetch(server);
  app = await demoApp(server);
  store = await import("../../lib/webhooks/delivery/service");
  const c = server.credentials;
  const res = await bearerToken(server.baseUrl, { key: c.consumer_key, secret: c.consumer_secret });
  token = (res.json() as { access_token: string }).access_token;
  r = await startReceiver(() => held ?? 200);
  hook = await insertWebhook(app.id, r.url);
  for (let i = 0; i < 3; i++) eventIds.push(await sendTestEvent(app.id, hook, { n: i }));
  await until(async () => {
    const list = await store.listDeliveries(app.id, { webhookId: hook, state: "delivered" });
    return list.data.length === 3;
  });
});
after(async () => {
  release();
  await r.close();
  await server.stop();
});

const minute = (d: Date) => d.toISOString().replace(/[-T:]/g, "").slice(0, 12);
const from = () => minute(new Date(Date.now() - 10 * 60e3));
const to = () => minute(new Date(Date.now() + 60e3));

async function replay(body: unknown, raw?: string) {
  const res = await server.fetch!(`${server.baseUrl}/2/webhooks/replay`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    // The answer is one of the two shapes; the assertions check which.
    json: (await res.json()) as ReplayAnswer,
  };
}

type ReplayAnswer = {
  data: { job_id: string; created_at: string };
  errors: { reason: string; parameter?: string }[];
};

const completion = (m: Received) =>
  (JSON.parse(m.body) as { replay_job_status?: { job_id: string } }).replay_job_status;

async function replayedBy(jobId: string) {
  await until(() => r.got.some((m) => completion(m)?.job_id === jobId));
  return r.got.filter((m) => m.headers["x-svc-replay-job-id"] === jobId);
}

test("a replay re-sends the window's deliveries, then announces completion", async () => {
  const res = await replay({ webhook_id: hook, from_date: from(), to_date: to() });
  assert.equal(res.status, 200);
  const { job_id, created_at } = res.json.data;
  assert.match(job_id, /^\d+$/);
  assert.ok(!Number.isNaN(Date.parse(created_at)));
  const mine = await replayedBy(job_id);
  assert.equal(mine.length, 4, "three deliveries and the completion message");
  const last = mine[mine.length - 1];
  assert.deepEqual(JSON.parse(last.body), {
    replay_job_status: {
      webhook_id: hook,
      job_state: "Complete",
      job_state_description: "Job completed successfully",
      job_id,
    },
  });
  for (const m of mine)
    assert.ok(signatureValid(app.secret, m.body, m.headers["x-svc-webhooks-signature"]));
  const replayedEvents = mine.slice(0, 3).map((m) => m.headers["x-svc-event-id"]);
  // Sent oldest first but concurrently: arrival order is best effort, the set is exact.
  assert.deepEqual(new Set(replayedEvents), new Set(eventIds));
  const originals = r.got.filter((m) => !m.headers["x-svc-replay-job-id"]);
  assert.deepEqual(
    new Set(mine.slice(0, 3).map((m) => m.headers["x-svc-delivery-id"])),
    new Set(originals.map((m) => m.headers["x-svc-delivery-id"])),
    "the same delivery ids: receivers deduplicate on them",
  );
  const list = await store.listDeliveries(app.id, { webhookId: hook });
  for (const d of list.data) assert.ok(d.attempts_log.some((a) => a.replay_job_id === job_id));
});

test("the deprecated account-activity path behaves identically and says it is deprecated", async () => {
  const path = `/2/account_activity/replay/webhooks/${hook}/subscriptions/all?from_date=${from()}&to_date=${to()}`;
  const res = await server.fetch!(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(res.status, 200);
  assert.ok(res.headers.get("deprecation"));
  const { data } = (await res.json()) as { data: { job_id: string } };
  assert.equal((await replayedBy(data.job_id)).length, 4);
  const bad = await server.fetch!(
    `${server.baseUrl}/2/account_activity/replay/webhooks/${hook}/subscriptions/all?from_date=x&to_date=${to()}`,
    { method: "POST", headers: { authorization: `Bearer ${token}` } },
  );
  assert.equal(bad.status, 400);
  const problem = ((await bad.json()) as { errors: { parameter: string }[] }).errors[0];
  assert.equal(problem.parameter, "from_date");
});

test("one running job per webhook: a second one meanwhile is a ReplayConflictError", async () => {
  held = new Promise((resolve) => (release = () => resolve(200)));
  const first = await replay({ webhook_id: hook, from_date: from(), to_date: to() });
  assert.equal(first.status, 200);
  const second = await replay({ webhook_id: hook, from_date: from(), to_date: to() });
  assert.equal(second.status, 409);
  assert.equal(second.json.errors[0].reason, "ReplayConflictError");
  assert.equal(second.json.errors[0].parameter, "webhook_id");
  held = null;
  release();
  await replayedBy(first.json.data.job_id);
  let next: Awaited<ReturnType<typeof replay>> | undefined;
  await until(
    async () =>
      (next = await replay({ webhook_id: hook, from_date: from(), to_date: to() })).status === 200,
  );
  // That replay re-sends the deliveries too: the later tests count attempts, so it must be over.
  await replayedBy(next!.json.data.job_id);
});

test("window rules and webhook checks answer problems naming the parameter", async () => {
  const now = new Date();
  const cases: [Record<string, unknown>, number, string, string][] = [
    [
      { webhook_id: hook, from_date: "2026-01-01", to_date: to() },
      400,
      "from_date",
      "ReplayWindowInvalid",
    ],
    [
      { webhook_id: hook, from_date: from(), to_date: "202602310000" },
      400,
      "to_date",
      "ReplayWindowInvalid",
    ],
    [{ webhook_id: hook, from_date: to(), to_date: from() }, 400, "to_date", "ReplayWindowInvalid"],
    [
      { webhook_id: hook, from_date: minute(new Date(+now - 6 * 86400e3)), to_date: from() },
      400,
      "to_date",
      "ReplayWindowInvalid",
    ],
    [
      {
        webhook_id: hook,
        from_date: minute(new Date(+now - 40 * 86400e3)),
        to_date: minute(new Date(+now - 39 * 86400e3)),
      },
      400,
      "from_date",
      "ReplayWindowInvalid",
    ],
    [
      { webhook_id: hook, from_date: from(), to_date: minute(new Date(+now + 3600e3)) },
      400,
      "to_date",
      "ReplayWindowInvalid",
    ],
    [
      { webhook_id: "999", from_date: from(), to_date: to() },
      404,
      "webhook_id",
      "WebhookIdInvalid",
    ],
    [
      { webhook_id: "x".repeat(65), from_date: from(), to_date: to() },
      400,
      "webhook_id",
      "InvalidRequest",
    ],
    [{ from_date: from(), to_date: to() }, 400, "webhook_id", "InvalidRequest"],
  ];
  for (const [body, status, parameter, reason] of cases) {
    const res = await replay(body);
    assert.equal(res.status, status, JSON.stringify(body));
    assert.equal(res.json.errors[0].parameter, parameter, JSON.stringify(body));
    assert.equal(res.json.errors[0].reason, reason);
  }
  assert.equal((await replay(null, "{not json")).status, 400);
  assert.equal((await replay([1])).status, 400);
  const invalid = await insertWebhook(app.id, `${r.url}?invalid`, false);
  const res = await replay({ webhook_id: invalid, from_date: from(), to_date: to() });
  assert.equal(res.status, 400);
  assert.equal(res.json.errors[0].parameter, "webhook_id");
  await setValid(invalid, true);
  const anon = await server.fetch!(`${server.baseUrl}/2/webhooks/replay`, {
    method: "POST",
    body: "{}",
  });
  assert.equal(anon.status, 401, "a bearer token is required");
  const anonProblem = ((await anon.json()) as { errors: { reason: string }[] }).errors[0];
  assert.equal(anonProblem.reason, "UnsupportedAuthentication");
});

test("the console's list pages newest first with attempts; charts count outcomes per bucket", async () => {
  const page1 = await store.listDeliveries(app.id, { webhookId: hook, limit: 2 });
  assert.equal(page1.data.length, 2);
  assert.ok(page1.next_cursor);
  const page2 = await store.listDeliveries(app.id, {
    webhookId: hook,
    limit: 2,
    cursor: page1.next_cursor!,
  });
  assert.equal(page2.data.length, 1);
  assert.equal(page2.next_cursor, null);
  const seen = [...page1.data, ...page2.data].map((d) => d.event_id).reverse();
  assert.deepEqual(seen, eventIds);
  await assert.rejects(store.listDeliveries(app.id, { cursor: "nonsense" }), RangeError);
  assert.equal(
    (await store.listDeliveries(app.id, { webhookId: hook, kind: "post.create" })).data.length,
    0,
  );
  assert.equal((await store.listDeliveries("other-app", { webhookId: hook })).data.length, 0);
  const stats = await store.deliveryStats(app.id, hook, "hour");
  const attempts = [...page1.data, ...page2.data].reduce((n, d) => n + d.attempts_log.length, 0);
  assert.equal(
    stats.reduce((n, s) => n + s.succeeded + s.failed, 0),
    attempts,
  );
  assert.ok(stats.every((s) => s.p50_ms !== null && s.p95_ms! >= s.p50_ms!));
  assert.deepEqual(await store.deliveryStats("other-app", hook, "hour"), []);
});
