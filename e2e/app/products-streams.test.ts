import { after, before, test } from "node:test";
import { openStream } from "../support/stream-reader";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { bearerFor, caller, demoAppId, emitted, user } from "../support/product-rows";

/**
 * Persistent streams (FACTS "Filtered stream", "Activity subscriptions", "Connections"): events
 * emitted after connecting (or within backfill_minutes before) arrive as newline-delimited JSON; each
 * connection is listed; a DELETE of connections really ends the response.
 */
let srv: TestServer, call: ReturnType<typeof caller>, token: string, me: string;

before(async () => {
  srv = await inProcessServer();
  token = await bearerFor(await demoAppId(srv));
  call = caller(srv, token);
  me = srv.credentials.user_id;
  // The streams deliver the app's activity subscriptions: those the files before this one in its
  // process left on the demo app would add their events.
  const { db } = await import("../../lib/db/client");
  const { activitySubscriptions } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  await db()
    .delete(activitySubscriptions)
    .where(eq(activitySubscriptions.app_id, await demoAppId(srv)));
});
after(() => srv?.stop());

const open = (path: string) => openStream(srv, token, path);

const post = (text: string) => ({
  post: {
    id: `${Date.now()}`,
    text,
    author_id: me,
    created_at: new Date().toISOString(),
    nullcast: false,
  },
  user: user(me, "demo"),
});

test(
  "the filtered stream delivers a matching post, is listed, and a DELETE by uuid ends it",
  { timeout: 60_000 },
  async () => {
    const rule = await call("POST", "/2/posts/search/stream/rules", {
      add: [{ value: "streamword", tag: "s" }],
    });
    const ruleId = rule.body.data[0].id;
    const s = await open("/2/tweets/search/stream");
    await emitted({ kind: "post.create", userId: me, payload: post("nothing here") });
    const e = await emitted({
      kind: "post.create",
      userId: me,
      payload: post("a streamword post"),
    });
    const msg = await s.next();
    assert.notEqual(msg, "end");
    const m = msg as { data: { id: string; text: string }; matching_rules: unknown[] };
    assert.equal(m.data.text, "a streamword post");
    assert.equal(m.data.id, (e.payload.post as { id: string }).id);
    assert.deepEqual(m.matching_rules, [{ id: ruleId, tag: "s" }]);
    assert.ok(s.blanks() >= 1, "the stream opens with a keep-alive line");

    const active = await call("GET", "/2/connections?endpoints=filtered_stream");
    assert.deepEqual(
      active.body.data.map((c: { id: string; endpoint_name: string }) => [c.id, c.endpoint_name]),
      [[s.id, "filtered_stream"]],
    );
    const kill = await call("DELETE", "/2/connections", { uuids: [s.id, "not-a-connection"] });
    assert.equal(kill.status, 200, JSON.stringify(kill.body));
    assert.equal(kill.body.data.successful_kills, 1);
    assert.equal(kill.body.data.failed_kills, 1);
    assert.equal(kill.body.data.results[0].success, true);
    assert.equal(await s.next(), "end");
    const inactive = await call("GET", "/2/connections?status=inactive");
    const row = inactive.body.data.find((c: { id: string }) => c.id === s.id);
    assert.equal(row.disconnect_reason, "killed");
    assert.ok(row.disconnected_at);
    assert.equal((await call("GET", "/2/connections")).body.data.length, 0);
  },
);

test(
  "the activity stream backfills, delivers subscriptions without a webhook, and DELETE /all ends it",
  { timeout: 60_000 },
  async () => {
    await call("POST", "/2/activity/subscriptions", {
      event_type: "post.create",
      filter: { keyword: "backfilled" },
      tag: "k",
    });
    const early = await emitted({
      kind: "post.create",
      userId: me,
      payload: post("backfilled one"),
    });
    const s = await open("/2/activity/stream?backfill_minutes=5");
    const first = (await s.next()) as { data: { event_uuid: string; tag: string } };
    assert.equal(first.data.event_uuid, early.id);
    assert.equal(first.data.tag, "k");
    const later = await emitted({
      kind: "post.create",
      userId: me,
      payload: post("backfilled two"),
    });
    const second = (await s.next()) as { data: { event_uuid: string } };
    assert.equal(second.data.event_uuid, later.id);
    const kill = await call("DELETE", "/2/connections/all");
    assert.equal(kill.body.data.successful_kills, 1);
    assert.equal(await s.next(), "end");
  },
);

test(
  "a client that goes away is recorded; bad stream and connection parameters are refused",
  { timeout: 60_000 },
  async () => {
    const s = await open("/2/activity/stream");
    await s.reader.cancel();
    const all = await call("GET", "/2/connections?status=all&endpoints=activity_stream");
    const row = all.body.data.find((c: { id: string }) => c.id === s.id);
    assert.equal(row.disconnect_reason, "client_disconnected");
    const bad = await call("GET", "/2/activity/stream?backfill_minutes=6");
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].parameter, "backfill_minutes");
    assert.equal(
      (await call("GET", "/2/connections?status=gone")).body.errors[0].parameter,
      "status",
    );
    assert.equal((await call("DELETE", "/2/connections/nope")).status, 400);
    assert.equal((await call("DELETE", "/2/connections", { uuids: [] })).status, 400);
    const none = await call("DELETE", "/2/connections/filtered_stream");
    assert.deepEqual(none.body.data, { successful_kills: 0, failed_kills: 0, results: [] });
  },
);

test("a connection whose process died shows as lost and cannot be killed", async () => {
  const { db } = await import("../../lib/db/client");
  const { streamConnections } = await import("../../lib/db/schema");
  const id = crypto.randomUUID();
  const long = new Date(Date.now() - 3600_000);
  await db()
    .insert(streamConnections)
    .values({
      id,
      app_id: await demoAppId(srv),
      endpoint_name: "filtered_stream",
      client_ip: "127.0.0.1",
      connected_at: long,
      last_seen_at: long,
    });
  assert.equal((await call("GET", "/2/connections")).body.data.length, 0);
  const past = await call("GET", "/2/connections?status=inactive&endpoints=filtered_stream");
  const row = past.body.data.find((c: { id: string }) => c.id === id);
  assert.equal(row.disconnect_reason, "lost");
  assert.equal(row.disconnected_at, long.toISOString());
  const kill = await call("DELETE", `/2/connections`, { uuids: [id] });
  assert.equal(kill.body.data.failed_kills, 1);
});

test(
  "over a real socket: the stream flows, and a client hanging up is recorded",
  { timeout: 60_000 },
  async () => {
    const { createPlatformApp } = await import("../../lib/platform/app");
    const { getRequestListener } = await import("@hono/node-server");
    const listener = getRequestListener(createPlatformApp().fetch);
    // As in server.ts: the listener answers its own errors (a 500), so nothing waits on it.
    const server = http.createServer((req, res) => void listener(req, res));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      await call("POST", "/2/posts/search/stream/rules", { add: [{ value: "wireword" }] });
      const req = http.get({
        host: "127.0.0.1",
        port,
        path: "/2/posts/search/stream",
        headers: { authorization: `Bearer ${token}` },
      });
      const res = await new Promise<http.IncomingMessage>((r) => req.on("response", r));
      assert.equal(res.statusCode, 200);
      const id = String(res.headers["x-stream-connection-id"]);
      res.setEncoding("utf8");
      let text = "";
      const line = new Promise<string>((resolve) =>
        res.on("data", (chunk: string) => {
          text += chunk;
          const found = text.split("\r\n").find((l) => l.includes("wireword"));
          if (found) resolve(found);
        }),
      );
      await emitted({ kind: "post.create", userId: me, payload: post("over the wireword") });
      assert.equal(JSON.parse(await line).data.text, "over the wireword");
      req.destroy();
      // The server notices the hang-up on its own schedule: ask until the row says so.
      let row: { disconnect_reason: string | null; client_ip: string } | undefined;
      while (!row?.disconnect_reason) {
        const all = await call("GET", "/2/connections?status=all");
        row = all.body.data.find((c: { id: string }) => c.id === id);
        if (!row?.disconnect_reason) await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(row.disconnect_reason, "client_disconnected");
      assert.equal(row.client_ip, "127.0.0.1");
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  },
);
