import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { consoleSessionFor } from "../support/console-session";
import { bearerFor, caller, demoAppId, emitted, otherApp, user } from "../support/product-rows";
import { sseReader } from "../support/sse";

/**
 * GET /console-api/apps/:id/events/stream (the Deliveries tab's live view): the app's events as
 * server-sent events, in seq order, only those its subscriptions match or it generated; resumes after
 * Last-Event-ID; ends with an `end` event when the session ends or the app is deleted.
 */
let srv: TestServer, me: string, appId: string, session: { cookie: string; csrf: string };

before(async () => {
  srv = await inProcessServer();
  me = srv.credentials.user_id;
  appId = await demoAppId(srv);
  session = await consoleSessionFor(me);
  const sub = await caller(srv, await bearerFor(appId))("POST", "/2/activity/subscriptions", {
    event_type: "post.create",
    filter: { user_id: me },
  });
  assert.equal(sub.status, 201, JSON.stringify(sub.body));
});
after(() => srv?.stop());

const stream = (app: string, who = session, headers: Record<string, string> = {}) =>
  srv.fetch!(`${srv.baseUrl}/console-api/apps/${app}/events/stream`, {
    headers: { cookie: who.cookie, ...headers },
  });

const post = (text: string, author = me) => ({
  kind: "post.create" as const,
  userId: author,
  payload: {
    post: { id: `${Date.now()}`, text, author_id: author, created_at: new Date().toISOString() },
    user: user(author, "demo"),
  },
});
const testEvent = (app: string) => ({
  kind: "like.create" as const,
  userId: null,
  payload: {},
  test: { appId: app },
});

test("the app's events arrive in order; other apps' and unmatched ones do not", async () => {
  const other = await otherApp(srv);
  const res = await stream(appId);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "no-store");
  const s = sseReader(res);
  const mine = [
    await emitted(post("first")),
    await emitted({ ...post("not ours"), kind: "post.delete" as const }), // no subscription of this kind
    await emitted(testEvent(other)), // another app's test event
    await emitted(testEvent(appId)),
    await emitted(post("third")),
  ].filter((_, i) => i !== 1 && i !== 2);
  for (const want of mine) {
    const got = await s.next();
    assert.notEqual(got, "end");
    if (got === "end") return;
    assert.equal(got.event, "app-event");
    assert.equal(got.id, String(want.seq));
    const e = JSON.parse(got.data);
    assert.equal(e.event_id, want.id);
    assert.equal(e.kind, want.kind);
    assert.deepEqual(e.routes, want.test ? ["test"] : ["activity"]);
  }
  await s.cancel();
});

test("a reconnect resumes after Last-Event-ID", async () => {
  const a = await emitted(post("before reconnect a"));
  const b = await emitted(post("before reconnect b"));
  const s = sseReader(await stream(appId, session, { "last-event-id": String(a.seq) }));
  const got = await s.next();
  assert.ok(got !== "end" && got.id === String(b.seq), JSON.stringify(got));
  await s.cancel();
  const bad = await stream(appId, session, { "last-event-id": "x1" });
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).errors[0].parameter, "after");
});

test("the stream ends with a reason when the session ends", { timeout: 30_000 }, async () => {
  const mine = await consoleSessionFor(me);
  const s = sseReader(await stream(appId, mine));
  const out = await srv.fetch!(`${srv.baseUrl}/console-api/signout`, {
    method: "POST",
    headers: { cookie: mine.cookie, "x-csrf-token": mine.csrf },
  });
  assert.equal(out.status, 200);
  const end = await s.next();
  assert.ok(end !== "end" && end.event === "end", JSON.stringify(end));
  assert.deepEqual(JSON.parse(end.data), { reason: "session_ended" });
  assert.equal(await s.next(), "end");
  assert.equal((await stream(appId, mine)).status, 401);
});

test("the stream ends when the app is deleted", { timeout: 30_000 }, async () => {
  const doomed = await otherApp(srv);
  const s = sseReader(await stream(doomed));
  const del = await srv.fetch!(`${srv.baseUrl}/console-api/apps/${doomed}`, {
    method: "DELETE",
    headers: { cookie: session.cookie, "x-csrf-token": session.csrf },
  });
  assert.equal(del.status, 200, await del.text());
  const end = await s.next();
  assert.ok(end !== "end" && end.event === "end", JSON.stringify(end));
  assert.deepEqual(JSON.parse(end.data), { reason: "app_deleted" });
  assert.equal(await s.next(), "end");
});

test("another user's app is 404 and no session is 401", async () => {
  const analyst = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  const res = await stream(appId, await consoleSessionFor(analyst));
  assert.equal(res.status, 404);
  const anon = await srv.fetch!(`${srv.baseUrl}/console-api/apps/${appId}/events/stream`);
  assert.equal(anon.status, 401);
});

test("live views per user are bounded", async () => {
  const { MAX_VIEWS_PER_USER } = await import("../../lib/webhooks/routes/console-live");
  const open = [];
  for (let i = 0; i < MAX_VIEWS_PER_USER; i++) open.push(sseReader(await stream(appId)));
  const refused = await stream(appId);
  assert.equal(refused.status, 429);
  assert.equal((await refused.json()).errors[0].code, "TOO_MANY_STREAMS");
  await open[0].cancel();
  // The cancelled view's slot is free once its loop noticed (at its next poll).
  for (let i = 0; i < 50; i++) {
    const again = await stream(appId);
    if (again.status === 200) {
      await sseReader(again).cancel();
      break;
    }
    await again.body?.cancel();
    await new Promise((r) => setTimeout(r, 100));
    assert.notEqual(i, 49, "the slot was never freed");
  }
  for (const s of open.slice(1)) await s.cancel();
});
