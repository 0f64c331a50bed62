import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, idsOf, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import { lineItemOf } from "../support/attach-helpers";

/**
 * Scheduled promoted posts (document 2; FACTS): a promoted post appears in the go-live transaction
 * and the record gets post_id; DELETE only before scheduled_at; no PUT; the scheduled post's state and
 * content are checked. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let srv: TestServer, ads: Ads, account: string, fi: string, me: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/scheduled_promoted_posts${id ? `/${id}` : ""}`;
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();
async function scheduled(extra: Record<string, string> = {}) {
  const r = await ads.post(`accounts/${account}/scheduled_posts`, {
    as_user_id: me,
    text: uniq("Later"),
    scheduled_at: at(3_600_000),
    ...extra,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}
async function goLive(s: { id: string; scheduled_at: string }) {
  const { publishScheduled } = await import("../../lib/ads/posts/publish-queue");
  return publishScheduled({ scheduled_post_id: s.id, scheduled_at: s.scheduled_at });
}

test("going live makes a promoted post per scheduled promoted post and sets post_id", async () => {
  const s = await scheduled();
  const [l1, l2] = [
    await lineItemOf(ads, account, fi, { objective: "ENGAGEMENTS" }),
    await lineItemOf(ads, account, fi, { objective: "REACH", bid_strategy: "AUTO" }),
  ];
  const made = [];
  for (const li of [l1, l2]) {
    const r = await ads.post(path(), { line_item_id: li.id, scheduled_post_id: s.id });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.deepEqual([r.body.data.post_id, r.body.data.scheduled_post_id], [null, s.id]);
    made.push(r.body.data);
  }
  const again = await ads.post(path(), { line_item_id: l1.id, scheduled_post_id: s.id });
  assert.equal(again.body.data.id, made[0].id, "the same pair is answered as is");
  assert.equal(await goLive(s), "published");
  const post = (await ads.get(`accounts/${account}/scheduled_posts/${s.id}`)).body.data.post_id;
  assert.ok(post);
  for (const [i, li] of [l1, l2].entries()) {
    assert.equal((await ads.get(path(made[i].id))).body.data.post_id, post);
    const pp = await ads.get(`accounts/${account}/promoted_posts`, { line_item_ids: li.id });
    assert.deepEqual(
      pp.body.data.map((p: { post_id: string }) => p.post_id),
      [post],
    );
  }
  const late = expectError(
    await ads.delete(path(made[0].id)),
    400,
    "INVALID_PARAMETER",
    "scheduled_promoted_post_id",
  );
  assert.match(late.message, /only before/);
  expectError(
    await ads.post(path(), { line_item_id: l1.id, scheduled_post_id: s.id }),
    400,
    "INVALID_PARAMETER",
    "scheduled_post_id",
  );
});

test("delete before scheduled_at: nothing is promoted at go-live; no PUT; deleting the scheduled post takes them along", async () => {
  const s = await scheduled();
  const li = await lineItemOf(ads, account, fi, { objective: "ENGAGEMENTS" });
  const spp = (await ads.post(path(), { line_item_id: li.id, scheduled_post_id: s.id })).body.data;
  expectError(await ads.put(path(spp.id), { line_item_id: li.id }), 405, "METHOD_NOT_ALLOWED");
  const del = await ads.delete(path(spp.id));
  assert.deepEqual([del.status, del.body.data.deleted], [200, true]);
  expectError(await ads.get(path(spp.id)), 404, "SCHEDULED_PROMOTED_POST_NOT_FOUND");
  assert.equal(await goLive(s), "published");
  assert.deepEqual(
    idsOf(await ads.get(`accounts/${account}/promoted_posts`, { line_item_ids: li.id })),
    [],
  );
  const s2 = await scheduled();
  const spp2 = (await ads.post(path(), { line_item_id: li.id, scheduled_post_id: s2.id })).body
    .data;
  assert.equal((await ads.delete(`accounts/${account}/scheduled_posts/${s2.id}`)).status, 200);
  expectError(await ads.get(path(spp2.id)), 404, "SCHEDULED_PROMOTED_POST_NOT_FOUND");
});

test("bad input: unknown scheduled post or line item, a MEDIA line item, a VIDEO_VIEWS line item without video", async () => {
  const s = await scheduled();
  const li = await lineItemOf(ads, account, fi, { objective: "ENGAGEMENTS" });
  expectError(
    await ads.post(path(), { line_item_id: li.id, scheduled_post_id: "123" }),
    400,
    "INVALID_PARAMETER",
    "scheduled_post_id",
  );
  expectError(
    await ads.post(path(), { line_item_id: "1", scheduled_post_id: s.id }),
    400,
    "INVALID_PARAMETER",
    "line_item_id",
  );
  expectError(
    await ads.post(path(), { line_item_id: li.id }),
    400,
    "MISSING_PARAMETER",
    "scheduled_post_id",
  );
  const media = await lineItemOf(ads, account, fi, {
    objective: "REACH",
    product_type: "MEDIA",
    placements: "PUBLISHER_NETWORK",
  });
  expectError(
    await ads.post(path(), { line_item_id: media.id, scheduled_post_id: s.id }),
    400,
    "INCOMPATIBLE_LINE_ITEM",
    "line_item_id",
  );
  const video = await lineItemOf(ads, account, fi, { objective: "VIDEO_VIEWS" });
  expectError(
    await ads.post(path(), { line_item_id: video.id, scheduled_post_id: s.id }),
    400,
    "INVALID_POST",
    "scheduled_post_id",
  );
});
