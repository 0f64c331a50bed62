import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { consoleSessionFor } from "../support/console-session";
import { demoApp, insertWebhook, otherApp } from "../support/webhook-rows";
import { startReceiver, until } from "../support/receiver";

/**
 * /console-api/apps/:id/deliveries…: the Deliveries tab's API over THE delivery services: test events
 * from the generator, the log with filters and cursor, retry, replay with its rules and status,
 * charts; another user's app is 404 and bad input answers the field's error.
 */
let srv: TestServer;
let app: { id: string };
let hook: string;
let failing = false;
let r: Awaited<ReturnType<typeof startReceiver>>;
type Session = { cookie: string; csrf: string };
let me: Session, analyst: Session;

before(async () => {
  srv = await inProcessServer({
    env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", JOB_POLL_SECONDS: "0.5" },
  });
  app = await demoApp(srv);
  r = await startReceiver(() => (failing ? 500 : 200));
  hook = await insertWebhook(app.id, r.url);
  me = await consoleSessionFor(srv.credentials.user_id);
  const other = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  analyst = await consoleSessionFor(other);
});
after(async () => {
  await r.close();
  await srv.stop();
});

type Body = {
  // JSON answers of several shapes, read field by field by the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  next_cursor?: string | null;
  errors?: { parameter?: string; code: string; message?: string }[];
};
async function call(who: Session, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { cookie: who.cookie, "x-csrf-token": who.csrf };
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/apps/${app.id}/deliveries${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
}
const list = async (q = "") => (await call(me, "GET", q)).body;

test("a test event sent from the console arrives and shows in the log with its attempt", async () => {
  const sent = await call(me, "POST", "/test", { event_type: "follow.follow", webhook_id: hook });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  await until(async () => (await list("?state=delivered")).data.length === 1);
  const [d] = (await list("?kind=FollowFollow")).data;
  assert.equal(d.kind, "follow.follow");
  assert.equal(d.attempts_log.length, 1);
  assert.equal(d.attempts_log[0].status, 200);
  assert.ok(d.attempts_log[0].request_headers["x-svc-webhooks-signature"]);
  assert.equal(typeof d.body, "object");
  const hooks = await call(me, "GET", "/webhooks");
  assert.equal(hooks.body.data[0].url, r.url);
});

test("a failed delivery is retried from the console once the receiver is fixed", async () => {
  failing = true;
  await call(me, "POST", "/test", { event_type: "like.create", webhook_id: hook });
  let id = "";
  await until(async () => {
    const [d] = (await list("?kind=like.create")).data;
    id = d?.attempts_log.length ? d.id : "";
    return !!id;
  });
  failing = false;
  const retried = await call(me, "POST", `/${id}/retry`);
  assert.equal(retried.status, 200);
  assert.equal(retried.body.data.ok, true);
  const [d] = (await list("?kind=like.create")).data;
  assert.equal(d.state, "delivered");
  assert.ok(d.attempts_log.length >= 2);
  assert.equal((await call(me, "POST", "/nope/retry")).status, 404);
});

test("paging, filters and charts", async () => {
  const first = await list("?limit=1");
  assert.equal(first.data.length, 1);
  assert.ok(first.next_cursor);
  const second = await list(`?limit=1&cursor=${first.next_cursor}`);
  assert.notEqual(second.data[0].id, first.data[0].id);
  const future = new Date(Date.now() + 3600e3).toISOString();
  assert.equal((await list(`?from=${future}`)).data.length, 0);
  const stats = await call(me, "GET", `/stats?webhook_id=${hook}&bucket=minute`);
  assert.equal(stats.status, 200);
  const total = stats.body.data.reduce((n: number, p: { succeeded: number }) => n + p.succeeded, 0);
  assert.ok(total >= 2);
});

test("bad input names its field; another user's app is 404", async () => {
  for (const [q, parameter] of [
    ["?state=lost", "state"],
    ["?kind=nope", "kind"],
    ["?from=yesterday", "from"],
    ["?limit=500", "limit"],
    ["?cursor=abc", "cursor"],
  ]) {
    const a = await call(me, "GET", q);
    assert.equal(a.status, 400, q);
    assert.equal(a.body.errors?.[0].parameter, parameter, q);
  }
  const t = await call(me, "POST", "/test", { event_type: "nope" });
  assert.equal(t.body.errors?.[0].parameter, "event_type");
  assert.equal((await call(analyst, "GET", "")).status, 404);
  const stranger = await otherApp(srv);
  const w = await call(me, "POST", "/test", { event_type: "post.create", webhook_id: stranger });
  assert.equal(w.status, 404);
});

test("replay: window rules on the field, one at a time, status until complete", async () => {
  const minute = (d: Date) => d.toISOString().replace(/[-T:]/g, "").slice(0, 12);
  const now = Date.now();
  const long = {
    webhook_id: hook,
    from_date: minute(new Date(now - 6 * 864e5)),
    to_date: minute(new Date(now)),
  };
  const bad = await call(me, "POST", "/replay", long);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors?.[0].parameter, "to_date");
  // A date left out is named with the shape it must have, like a wrong one.
  const missing = await call(me, "POST", "/replay", { webhook_id: hook, to_date: long.to_date });
  assert.equal(missing.status, 400);
  assert.equal(missing.body.errors?.[0].parameter, "from_date");
  assert.match(missing.body.errors?.[0].message ?? "", /yyyymmddhhmm/);
  const window = {
    webhook_id: hook,
    from_date: minute(new Date(now - 600e3)),
    to_date: minute(new Date(now + 60e3)),
  };
  const job = await call(me, "POST", "/replay", window);
  assert.equal(job.status, 200, JSON.stringify(job.body));
  const again = await call(me, "POST", "/replay", window);
  assert.ok(again.status === 409 || again.status === 200);
  await until(async () => {
    const s = await call(me, "GET", `/replay/${job.body.data.job_id}`);
    return s.body.data.state === "complete";
  });
  const replayed = (await list()).data.flatMap(
    (d: { attempts_log: { replay_job_id: string | null }[] }) => d.attempts_log,
  );
  assert.ok(
    replayed.some(
      (a: { replay_job_id: string | null }) => a.replay_job_id === job.body.data.job_id,
    ),
  );
});
