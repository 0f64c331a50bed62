import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxAccount, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import { seedCard, seedLibraryMedia } from "../support/seeded-media";

/**
 * Scheduled posts (document 3; FACTS): create, list, get, update, delete, scheduled_at's rules, the
 * 30-per-15-minutes limit, and the publish job each write enqueues. Publishing: posts-scheduler.test.ts.
 */
let srv: TestServer, ads: Ads, account: string, me: string;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000);
const path = (acct: string, id = "") => `accounts/${acct}/scheduled_posts${id ? `/${id}` : ""}`;
const create = (acct: string, p: Record<string, string | number | boolean> = {}) =>
  ads.post(path(acct), {
    as_user_id: me,
    text: uniq("scheduled"),
    scheduled_at: at(24 * HOUR).toISOString(),
    ...p,
  });

async function jobOf(id: string, scheduledAt: string) {
  const { jobs } = await import("../../lib/jobs/engine");
  const { publishJobId } = await import("../../lib/ads/posts/publish-queue");
  return jobs().getJobById("posts.publish", publishJobId(id, new Date(scheduledAt)));
}

test("create drops seconds, answers SCHEDULED with post_id null, and enqueues its job due at scheduled_at", async () => {
  // One reading of the clock: a slow request must not move the minute the answer is compared with.
  const minute = at(2 * HOUR);
  const when = new Date(minute.getTime() + 42_123);
  const card = await seedCard(ads, account);
  const r = await create(account, { scheduled_at: when.toISOString(), card_uri: card, name: "S" });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const s = r.body.data;
  assert.match(s.id, /^\d+$/);
  assert.equal(s.scheduled_at, minute.toISOString());
  assert.deepEqual(
    [s.scheduled_status, s.post_id, s.completed_at, s.user_id, s.nullcast, s.card_uri, s.name],
    ["SCHEDULED", null, null, me, true, card, "S"],
  );
  const job = await jobOf(s.id, s.scheduled_at);
  assert.ok(job, "the publish job exists");
  assert.equal(new Date(job.startAfter).toISOString(), s.scheduled_at);
  assert.deepEqual((await ads.get(path(account, s.id))).body.data, s);
});

test("scheduled_at: required, ISO 8601, in the future, at most one year ahead", async () => {
  expectError(
    await ads.post(path(account), { as_user_id: me, text: "x" }),
    400,
    "MISSING_PARAMETER",
    "scheduled_at",
  );
  for (const value of [
    "tomorrow",
    new Date(Date.now() - 60_000).toISOString(),
    at(0).toISOString(),
  ])
    expectError(
      await create(account, { scheduled_at: value }),
      400,
      "INVALID_PARAMETER",
      "scheduled_at",
    );
  expectError(
    await create(account, { scheduled_at: at(367 * 24 * HOUR).toISOString() }),
    400,
    "INVALID_PARAMETER",
    "scheduled_at",
  );
  assert.equal(
    (await create(account, { scheduled_at: at(360 * 24 * HOUR).toISOString() })).status,
    201,
  );
  expectError(await create(account, { text: "" }), 400, "POST_CANNOT_BE_BLANK", "text");
  expectError(await create(account, { as_user_id: "1" }), 400, "INVALID_USER_ID", "as_user_id");
  expectError(await create(account, { media_keys: "3_1" }), 400, "INVALID_MEDIA", "media_keys");
});

test("PUT changes fields and reschedules (a new job); DELETE marks it DELETED; neither after go-live", async () => {
  const s = (await create(account)).body.data;
  const img = await seedLibraryMedia(ads, account, { type: "IMAGE", width: 10, height: 10 });
  const later = at(48 * HOUR).toISOString();
  const put = await ads.put(path(account, s.id), {
    text: "new text",
    scheduled_at: later,
    media_keys: img,
    nullcast: false,
    name: "renamed",
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const u = put.body.data;
  assert.deepEqual(
    [u.text, u.scheduled_at, u.media_keys, u.nullcast, u.name],
    ["new text", later, [img], false, "renamed"],
  );
  assert.ok(await jobOf(s.id, later), "the rescheduled time has its own job");
  assert.ok(await jobOf(s.id, s.scheduled_at), "the old job stays; it will find the row changed");
  const del = await ads.delete(path(account, s.id));
  assert.equal(del.status, 200);
  assert.deepEqual([del.body.data.scheduled_status, del.body.data.deleted], ["DELETED", true]);
  expectError(await ads.get(path(account, s.id)), 404, "NOT_FOUND");
  const seen = await ads.get(path(account, s.id), { with_deleted: true });
  assert.equal(seen.body.data.scheduled_status, "DELETED");
  expectError(await ads.put(path(account, s.id), { text: "x" }), 404, "NOT_FOUND");
  // A published one can be neither changed nor deleted.
  const done = (await create(account)).body.data;
  const { publishScheduled } = await import("../../lib/ads/posts/publish-queue");
  assert.equal(
    await publishScheduled({ scheduled_post_id: done.id, scheduled_at: done.scheduled_at }),
    "published",
  );
  expectError(
    await ads.delete(path(account, done.id)),
    400,
    "INVALID_PARAMETER",
    "scheduled_post_id",
  );
  expectError(
    await ads.put(path(account, done.id), { text: "late" }),
    400,
    "INVALID_PARAMETER",
    "scheduled_post_id",
  );
});

test("at most 30 SCHEDULED in any 15-minute window; a deletion frees a place", async () => {
  const acct = await sandboxAccount(ads);
  const t = at(5 * HOUR);
  const iso = (min: number) => new Date(t.getTime() + min * 60_000).toISOString();
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) {
    const r = await create(acct, { scheduled_at: iso(i % 2 ? 14 : 0) });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    ids.push(r.body.data.id);
  }
  // Only the window from minute 0 to minute 14 holds all 30: any minute inside it is refused.
  for (const min of [0, 7, 14]) {
    const r = await create(acct, { scheduled_at: iso(min) });
    expectError(r, 400, "SCHEDULED_POST_LIMIT_EXCEEDED", "scheduled_at");
  }
  assert.equal((await create(acct, { scheduled_at: iso(20) })).status, 201);
  assert.equal((await create(acct, { scheduled_at: iso(-5) })).status, 201);
  assert.equal((await create(acct, { scheduled_at: iso(29) })).status, 201);
  assert.equal((await create(acct, { scheduled_at: iso(-15) })).status, 201);
  // Moving one into the full window is refused too.
  const outside = (await create(acct, { scheduled_at: iso(60) })).body.data;
  expectError(
    await ads.put(path(acct, outside.id), { scheduled_at: iso(3) }),
    400,
    "SCHEDULED_POST_LIMIT_EXCEEDED",
  );
  assert.equal((await ads.delete(path(acct, ids[0]))).status, 200);
  assert.equal((await create(acct, { scheduled_at: iso(7) })).status, 201);
});

test("35 creations at once for one window: exactly 30 are scheduled", async () => {
  const acct = await sandboxAccount(ads);
  const when = at(7 * HOUR).toISOString();
  const answers = await Promise.all(
    Array.from({ length: 35 }, () => create(acct, { scheduled_at: when })),
  );
  const statuses = answers.map((r) => r.status);
  assert.equal(statuses.filter((s) => s === 201).length, 30, JSON.stringify(statuses));
  for (const r of answers.filter((x) => x.status !== 201))
    expectError(r, 400, "SCHEDULED_POST_LIMIT_EXCEEDED", "scheduled_at");
});

test("list: newest first, count and cursor, user_id filter; GET posts post_type=SCHEDULED", async () => {
  const acct = await sandboxAccount(ads);
  const made: string[] = [];
  for (let i = 0; i < 3; i++) made.push((await create(acct)).body.data.id);
  const p1 = await ads.get(path(acct), { count: 2 });
  assert.equal(p1.status, 200, JSON.stringify(p1.body));
  const p2 = await ads.get(path(acct), { count: 2, cursor: p1.body.next_cursor });
  const ids = [...p1.body.data, ...p2.body.data].map((s: { id: string }) => s.id);
  assert.deepEqual(ids, [...made].reverse());
  assert.equal(p2.body.next_cursor, null);
  assert.deepEqual((await ads.get(path(acct), { user_id: "5" })).body.data, []);
  expectError(await ads.get(path(acct), { count: 1001 }), 400, "INVALID_PARAMETER", "count");
  const asPosts = await ads.get(`accounts/${acct}/posts`, { post_type: "SCHEDULED" });
  assert.deepEqual(
    asPosts.body.data.map((s: { id: string }) => s.id),
    [...made].reverse(),
  );
});
