import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  sandboxAccount,
  sandboxSuite,
  uniq,
  type Ads,
  type AnyRecord,
} from "../support/ads-helpers";
import {
  deleteCard,
  seedCard,
  seedLibraryMedia,
  deleteLibraryMedia,
} from "../support/seeded-media";

/**
 * The scheduler (posts.publish on the job engine): scheduled posts go live at their minute, validated
 * then (FAILED with a reason otherwise), deleted and rescheduled ones do not, and a job delivered twice
 * (or concurrently) publishes once. The first test waits for the next minute (up to ~75 s).
 */
let srv: TestServer, ads: Ads, account: string, me: string;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/scheduled_posts${id ? `/${id}` : ""}`;
const minuteAfter = (ms: number) => new Date((Math.floor((Date.now() + ms) / 60_000) + 1) * 60_000);
const schedule = async (p: Record<string, string | boolean>): Promise<AnyRecord> => {
  const r = await ads.post(path(), { as_user_id: me, text: uniq("due"), ...p });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
};
const get = async (id: string) => (await ads.get(path(id), { with_deleted: true })).body.data;

async function postsOf(scheduledId: string) {
  const { db } = await import("../../lib/db/client");
  const { posts } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  return db().select().from(posts).where(eq(posts.scheduled_post_id, scheduledId));
}

test("at the minute: published (post_id, completed_at, SUCCESS); card gone → FAILED; deleted and moved ones wait", async () => {
  const card = await seedCard(ads, account);
  const gone = await seedCard(ads, account);
  const video = await seedLibraryMedia(ads, account, { type: "VIDEO", width: 1280, height: 720 });
  // The next minute, or the one after when it is under 20 s away (the writes below must land before it).
  const due = minuteAfter(20_000).toISOString();
  const ok = await schedule({ scheduled_at: due, card_uri: card, name: "Go" });
  const noCard = await schedule({ scheduled_at: due, card_uri: gone });
  const noMedia = await schedule({ scheduled_at: due, media_keys: video, text: "" });
  const deleted = await schedule({ scheduled_at: due });
  const moved = await schedule({ scheduled_at: due });
  await deleteCard(ads, account, gone);
  await deleteLibraryMedia(ads, account, video);
  assert.equal((await ads.delete(path(deleted.id))).status, 200);
  const later = minuteAfter(30 * 60_000).toISOString();
  assert.equal((await ads.put(path(moved.id), { scheduled_at: later })).status, 200);

  // A bound on the wait, not a speed target (bench: scheduled_posts_1000 measures the lag).
  const deadline = Date.parse(due) + 120_000;
  let done: AnyRecord = ok;
  while (Date.now() < deadline) {
    done = await get(ok.id);
    const failed = await get(noMedia.id);
    if (done.scheduled_status !== "SCHEDULED" && failed.scheduled_status !== "SCHEDULED") break;
    await new Promise((r) => setTimeout(r, 500));
  }
  assert.equal(done.scheduled_status, "SUCCESS", JSON.stringify(done));
  assert.match(done.post_id, /^\d+$/);
  assert.ok(Date.parse(done.completed_at) >= Date.parse(due), "not before its minute");
  const [post] = await postsOf(ok.id);
  assert.deepEqual(
    [post.id, post.text, post.card_uri, post.name, post.user_id, post.nullcast],
    [done.post_id, ok.text, card, "Go", me, true],
  );
  const listed = await ads.get(`accounts/${account}/posts`, {
    post_type: "PUBLISHED",
    post_ids: done.post_id,
  });
  assert.equal(listed.body.data[0].full_text, ok.text);

  const f1 = await get(noCard.id);
  assert.equal(f1.scheduled_status, "FAILED");
  assert.match(f1.reason, /card_uri|card/);
  assert.equal(f1.post_id, null);
  const f2 = await get(noMedia.id);
  assert.equal(f2.scheduled_status, "FAILED");
  assert.match(f2.reason, /INVALID_MEDIA/);
  assert.equal((await get(deleted.id)).scheduled_status, "DELETED");
  const m = await get(moved.id);
  assert.deepEqual([m.scheduled_status, m.scheduled_at], ["SCHEDULED", later]);
  for (const s of [noCard, noMedia, deleted, moved]) assert.equal((await postsOf(s.id)).length, 0);
});

test("a job delivered twice, concurrently and again later, publishes once; a stale job does nothing", async () => {
  const { publishScheduled } = await import("../../lib/ads/posts/publish-queue");
  const s = await schedule({ scheduled_at: minuteAfter(24 * 3_600_000).toISOString() });
  const job = { scheduled_post_id: s.id, scheduled_at: s.scheduled_at };
  const stale = {
    ...job,
    scheduled_at: new Date(Date.parse(s.scheduled_at) - 60_000).toISOString(),
  };
  assert.equal(await publishScheduled(stale), "skipped");
  const outcomes = await Promise.all([publishScheduled(job), publishScheduled(job)]);
  assert.deepEqual(outcomes.sort(), ["published", "skipped"]);
  assert.equal(await publishScheduled(job), "skipped");
  // The engine delivers it once more (a redelivery after a crash): still one post.
  const { enqueue } = await import("../../lib/jobs/engine");
  const { publishQueue } = await import("../../lib/ads/posts/publish-queue");
  await enqueue(publishQueue, job);
  await new Promise((r) => setTimeout(r, 3_000));
  const posts = await postsOf(s.id);
  assert.equal(posts.length, 1);
  const after = await get(s.id);
  assert.deepEqual([after.scheduled_status, after.post_id], ["SUCCESS", posts[0].id]);
});

test("a scheduled post of an account deleted meanwhile FAILS at go-live", async () => {
  const { publishScheduled } = await import("../../lib/ads/posts/publish-queue");
  const acct = await sandboxAccount(ads);
  const r = await ads.post(`accounts/${acct}/scheduled_posts`, {
    as_user_id: me,
    text: uniq("orphan"),
    scheduled_at: minuteAfter(3_600_000).toISOString(),
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  assert.equal((await ads.delete(`accounts/${acct}`)).status, 200);
  const job = { scheduled_post_id: r.body.data.id, scheduled_at: r.body.data.scheduled_at };
  assert.equal(await publishScheduled(job), "failed");
  assert.equal((await postsOf(r.body.data.id)).length, 0);
});
