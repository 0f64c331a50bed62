import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  expectError,
  hourWindow,
  idsOf,
  sandboxSuite,
  snapshot,
  type Ads,
} from "../support/ads-helpers";
import { addAccountUser, foreignPost, lineItemOf, postOf } from "../support/attach-helpers";
import { seedCard } from "../support/seeded-media";

/**
 * Promoted posts (document 2): post_ids up to 50 in one call (one record each, all or none), reposts
 * of a REPOSTS_ONLY user's posts, the objective rules, detaching, a deleted line item's promoted posts.
 */
let srv: TestServer, ads: Ads, account: string, fi: string, me: string, analyst: string;

before(async () => {
  ({ srv, ads, account, fi } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  analyst = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
});
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/promoted_posts${id ? `/${id}` : ""}`;
const engagements = { objective: "ENGAGEMENTS" };

test("one POST promotes several posts: an array in post_ids order, post_id as given; a repeat answers the same record", async () => {
  const li = await lineItemOf(ads, account, fi, engagements);
  const posts = [await postOf(ads, account, me), await postOf(ads, account, me)];
  const r = await ads.post(path(), {
    line_item_id: li.id,
    post_ids: posts.map((p) => p.id).join(","),
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  assert.equal(r.body.data.length, 2);
  const [a, b] = r.body.data;
  assert.deepEqual(
    [a.post_id, b.post_id, a.line_item_id, a.entity_status, a.approval_status, a.deleted],
    [posts[0].id, posts[1].id, li.id, "ACTIVE", "ACCEPTED", false],
  );
  assert.notEqual(a.id, a.post_id, "the promoted post has its own id");
  const again = await ads.post(path(), { line_item_id: li.id, post_ids: posts[0].id });
  assert.deepEqual(idsOf(again), [a.id]);
  const listed = await ads.get(path(), { line_item_ids: li.id });
  assert.deepEqual(idsOf(listed).sort(), [a.id, b.id].sort());
  assert.deepEqual((await ads.get(path(a.id))).body.data, a);
});

test("bad input: post_ids required, at most 50, numeric; an unknown post refuses the whole call", async () => {
  const li = await lineItemOf(ads, account, fi, engagements);
  const good = (await postOf(ads, account, me)).id;
  expectError(
    await ads.post(path(), { line_item_id: li.id }),
    400,
    "MISSING_PARAMETER",
    "post_ids",
  );
  const many = Array.from({ length: 51 }, (_, i) => String(1000 + i)).join(",");
  expectError(
    await ads.post(path(), { line_item_id: li.id, post_ids: many }),
    400,
    "INVALID_PARAMETER",
    "post_ids",
  );
  const before = await snapshot(ads, account, "promoted_posts");
  expectError(
    await ads.post(path(), { line_item_id: li.id, post_ids: `${good},abc` }),
    400,
    "INVALID_PARAMETER",
    "post_ids",
  );
  const err = expectError(
    await ads.post(path(), { line_item_id: li.id, post_ids: `${good},999999999` }),
    400,
    "INVALID_POST",
    "post_ids",
  );
  assert.match(err.message, /999999999/);
  assert.deepEqual(await snapshot(ads, account, "promoted_posts"), before, "nothing promoted");
  expectError(
    await ads.post(path(), { line_item_id: "nope", post_ids: good }),
    400,
    "INVALID_PARAMETER",
    "line_item_id",
  );
});

test("a REPOSTS_ONLY user's public post becomes a promoted-only repost with a new id, made once", async () => {
  await addAccountUser(account, analyst, ["ANALYST"]);
  const theirs = await foreignPost(analyst);
  const li = await lineItemOf(ads, account, fi, engagements);
  const r = await ads.post(path(), { line_item_id: li.id, post_ids: theirs });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const pp = r.body.data[0];
  assert.notEqual(pp.post_id, theirs);
  assert.equal(pp.source_post_id, theirs);
  const repost = await ads.get(`accounts/${account}/posts`, {
    post_type: "PUBLISHED",
    post_ids: pp.post_id,
    user_id: me,
  });
  assert.equal(repost.status, 200, JSON.stringify(repost.body));
  assert.deepEqual(
    repost.body.data.map((p: { id: string; nullcast: boolean }) => [p.id, p.nullcast]),
    [[pp.post_id, true]],
    "a promoted-only post of the FULL user",
  );
  const li2 = await lineItemOf(ads, account, fi, engagements);
  const again = await ads.post(path(), { line_item_id: li2.id, post_ids: theirs });
  assert.equal(again.body.data[0].post_id, pp.post_id, "the repost is reused");
  // A user who is not a promotable user of the account: refused.
  const stranger = srv.credentials.users.find((u) => u.user_id !== me && u.user_id !== analyst)!;
  const strangers = await foreignPost(stranger.user_id);
  expectError(
    await ads.post(path(), { line_item_id: li.id, post_ids: strangers }),
    400,
    "INVALID_POST",
    "post_ids",
  );
});

test("objectives: VIDEO_VIEWS needs a video, APP_INSTALLS an app card, WEBSITE_CLICKS a website card or link; MEDIA refuses", async () => {
  const plain = (await postOf(ads, account, me)).id;
  const video = await lineItemOf(ads, account, fi, { objective: "VIDEO_VIEWS" });
  const e = expectError(
    await ads.post(path(), { line_item_id: video.id, post_ids: plain }),
    400,
    "INVALID_POST",
    "post_ids",
  );
  assert.match(e.message, /video/);
  const web = await lineItemOf(ads, account, fi, { objective: "WEBSITE_CLICKS" });
  expectError(
    await ads.post(path(), { line_item_id: web.id, post_ids: plain }),
    400,
    "INVALID_POST",
    "post_ids",
  );
  const linked = (await postOf(ads, account, me, { text: "Read https://example.com/a now" })).id;
  assert.equal((await ads.post(path(), { line_item_id: web.id, post_ids: linked })).status, 201);
  const carded = (await postOf(ads, account, me, { card_uri: await seedCard(ads, account) })).id;
  assert.equal((await ads.post(path(), { line_item_id: web.id, post_ids: carded })).status, 201);
  const app = await lineItemOf(ads, account, fi, {
    objective: "APP_INSTALLS",
    goal: "APP_INSTALLS",
  });
  expectError(
    await ads.post(path(), { line_item_id: app.id, post_ids: carded }),
    400,
    "INVALID_POST",
    "post_ids",
  );
  const media = await lineItemOf(ads, account, fi, {
    objective: "REACH",
    product_type: "MEDIA",
    placements: "PUBLISHER_NETWORK",
  });
  expectError(
    await ads.post(path(), { line_item_id: media.id, post_ids: plain }),
    400,
    "INCOMPATIBLE_LINE_ITEM",
    "line_item_id",
  );
});

test("a PROMOTED_ACCOUNT line item that gains a post gains the timeline placement", async () => {
  const li = await lineItemOf(ads, account, fi, {
    objective: "FOLLOWERS",
    product_type: "PROMOTED_ACCOUNT",
    placements: "SVC_SEARCH",
  });
  const post = (await postOf(ads, account, me)).id;
  assert.equal((await ads.post(path(), { line_item_id: li.id, post_ids: post })).status, 201);
  const after = (await ads.get(`accounts/${account}/line_items/${li.id}`)).body.data;
  assert.deepEqual([...after.placements].sort(), ["SVC_SEARCH", "SVC_TIMELINE"]);
});

test("DELETE detaches; a deleted line item's promoted posts stay deleted=false, listed only with with_deleted", async () => {
  const li = await lineItemOf(ads, account, fi, engagements);
  const [p1, p2] = [(await postOf(ads, account, me)).id, (await postOf(ads, account, me)).id];
  const [a, b] = (await ads.post(path(), { line_item_id: li.id, post_ids: `${p1},${p2}` })).body
    .data;
  const del = await ads.delete(path(a.id));
  assert.deepEqual([del.status, del.body.data.deleted], [200, true]);
  expectError(await ads.delete(path(a.id)), 404, "PROMOTED_POST_NOT_FOUND");
  assert.deepEqual(idsOf(await ads.get(path(), { line_item_ids: li.id })), [b.id]);
  assert.equal((await ads.delete(`accounts/${account}/line_items/${li.id}`)).status, 200);
  assert.deepEqual(idsOf(await ads.get(path(), { line_item_ids: li.id })), []);
  const all = await ads.get(path(), { line_item_ids: li.id, with_deleted: true });
  const kept = all.body.data.find((r: { id: string }) => r.id === b.id);
  assert.equal(kept.deleted, false);
  assert.ok(idsOf(all).includes(a.id), "the detached one is listed with with_deleted too");
  const hist = await ads.get(`accounts/${account}/account_history`, {
    entity_type: "PROMOTED_POST",
    entity_id: a.id,
    // From the hour before: the records may have been made before an hour began.
    ...hourWindow(),
  });
  assert.equal(hist.status, 200, JSON.stringify(hist.body));
  assert.deepEqual(hist.body.data.map((h: { change_type: string }) => h.change_type).sort(), [
    "CREATE",
    "DELETE",
  ]);
});
