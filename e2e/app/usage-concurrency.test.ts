import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { uniq } from "../support/ads-helpers";
import { routeFetch } from "../support/in-process-tokens";
import { cycleRow, metered, notificationsOf, setCycle, usageApp } from "../support/usage";

/**
 * Exactness of the check-and-record under concurrent load (lib/usage/charge.ts): many calls at once
 * near a cap, on PostgreSQL through the pool's several connections (and through the request pool
 * and the background pool at once, as two processes would), succeed exactly as many times as the
 * cap leaves room for. On PGlite (one connection) the same holds trivially; the suite runs on both.
 */
let srv: TestServer;
before(async () => {
  srv = await inProcessServer();
  routeFetch(srv);
});
after(() => srv?.stop());

test("30 reads at once with room for 10: exactly 10 answered, 20 capped, the cap reached", async () => {
  const app = await usageApp(srv, "free");
  const demo = await app.as("demo");
  const post = (await demo("POST", "/2/posts", { text: uniq("popular") })).body.data.id;
  await setCycle(app.id, { read_units: 90 });
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => app.read("GET", `/2/posts/${post}`)),
  );
  const statuses = answers.map((a) => a.status);
  assert.equal(statuses.filter((s) => s === 200).length, 10, JSON.stringify(statuses));
  assert.equal(statuses.filter((s) => s === 429).length, 20);
  assert.equal((await cycleRow(app.id)).read_units, 100);
  assert.deepEqual((await metered(app.id))["posts.read"], [10, 10_000]);
});

test("20 reads of two families at once, with room: all answered and recorded, 80% announced once", async () => {
  const app = await usageApp(srv, "free");
  const demo = await app.as("demo");
  const post = (await demo("POST", "/2/posts", { text: uniq("shared") })).body.data.id;
  const me = srv.credentials.user_id;
  await setCycle(app.id, { read_units: 70 });
  const before = (await notificationsOf(me, "USAGE_THRESHOLD")).length;
  // Reads of one app that end together are charged together (lib/usage/read-batch.ts).
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2 ? app.read("GET", `/2/posts/${post}`) : demo("GET", "/2/users/me"),
    ),
  );
  assert.deepEqual(
    answers.map((a) => a.status),
    Array.from({ length: 20 }, () => 200),
  );
  assert.equal((await cycleRow(app.id)).read_units, 90);
  const rows = await metered(app.id);
  assert.deepEqual(
    [rows["posts.read"], rows["users.read"]],
    [
      [10, 10_000],
      [10, 10_000],
    ],
  );
  assert.equal((await notificationsOf(me, "USAGE_THRESHOLD")).length - before, 1);
});

test("12 posts at once with room for 5: exactly 5 written", async () => {
  const app = await usageApp(srv, "free");
  const demo = await app.as("demo");
  await setCycle(app.id, { post_units: 495 });
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) => demo("POST", "/2/posts", { text: uniq(`burst ${i}`) })),
  );
  const statuses = answers.map((a) => a.status);
  assert.equal(statuses.filter((s) => s === 201).length, 5, JSON.stringify(statuses));
  assert.equal(statuses.filter((s) => s === 429).length, 7);
  assert.equal((await cycleRow(app.id)).post_units, 500);
  assert.deepEqual((await metered(app.id))["posts.create"], [5, 75_000]);
});

test("charges through two connection pools at once (two processes' worth) stay exact", async () => {
  const { db, workDb } = await import("../../lib/db/client");
  const { charge } = await import("../../lib/usage/charge");
  const app = await usageApp(srv, "free");
  await setCycle(app.id, { read_units: 60 });
  const at = new Date();
  const one = (h: ReturnType<typeof db>) =>
    charge(h, { appId: app.id, tier: "free", family: "posts.read", units: 1, at }).then(
      () => true,
      () => false,
    );
  const results = await Promise.all(
    Array.from({ length: 80 }, (_, i) => one(i % 2 ? db() : workDb())),
  );
  assert.equal(results.filter(Boolean).length, 40);
  assert.equal((await cycleRow(app.id)).read_units, 100);
});
