import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { demoOAuth2Tokens, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import { routeFetch, userClient } from "../support/in-process-tokens";
import { assertShape, demoKeys, eventsSince, outboxMark, userCall } from "../support/sources";

/**
 * Posts as an event source: post.create from the one place posts are written (the advertising
 * interface's POST accounts/:id/post, the scheduler's go-live, v2 POST /2/posts), post.edit for an
 * edit (owner, premium tier, within the hour of the original), post.delete; refused calls emit nothing.
 */
let srv: TestServer, ads: Ads, account: string, me: string;
let demo: ReturnType<typeof userCall>, analyst: ReturnType<typeof userCall>;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  const k = demoKeys(srv);
  demo = userCall(srv, k.consumer, k.token);
  routeFetch(srv);
  const a = await userClient(srv, "analyst");
  analyst = userCall(srv, a.consumer, a.token);
});
after(() => srv?.stop());

const v2post = async (body: unknown, as = demo, path = "/2/posts") => as("POST", path, body);

describe("post.create", () => {
  test("POST accounts/:id/post emits post.create with the post and its author", async () => {
    const mark = await outboxMark();
    const text = uniq("ads post");
    const r = await ads.post(`accounts/${account}/post`, { as_user_id: me, text });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const [e, ...rest] = await eventsSince(mark);
    assert.equal(rest.length, 0);
    assert.equal(e.kind, "post.create");
    assert.equal(e.user_id, me);
    assert.equal(e.test, false);
    const { post, user } = e.payload;
    assert.deepEqual(
      { id: post.id, text: post.text, author_id: post.author_id, nullcast: post.nullcast },
      { id: r.body.data.id, text, author_id: me, nullcast: true },
    );
    assert.deepEqual(post.edit_history_post_ids, [post.id]);
    assert.ok(!Number.isNaN(Date.parse(post.created_at)));
    assert.deepEqual(user, { id: me, screen_name: "demo", name: "Demo User" });
    await assertShape(e);
  });

  test("a refused ads post (duplicate text) emits nothing", async () => {
    const text = uniq("dup");
    assert.equal(
      (await ads.post(`accounts/${account}/post`, { as_user_id: me, text })).status,
      201,
    );
    const mark = await outboxMark();
    const r = await ads.post(`accounts/${account}/post`, { as_user_id: me, text });
    assert.equal(r.status, 400);
    assert.deepEqual(await eventsSince(mark), []);
  });

  test("the scheduler's go-live emits post.create in its transaction", async () => {
    const at = new Date(Date.now() + 3 * 3600_000);
    at.setUTCSeconds(0, 0);
    const s = await ads.post(`accounts/${account}/scheduled_posts`, {
      as_user_id: me,
      text: uniq("scheduled"),
      scheduled_at: at.toISOString(),
    });
    assert.equal(s.status, 201, JSON.stringify(s.body));
    const { db } = await import("../../lib/db/client");
    const { scheduledPosts } = await import("../../lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const { goLive } = await import("../../lib/ads/posts/go-live");
    const [row] = await db()
      .select()
      .from(scheduledPosts)
      .where(eq(scheduledPosts.id, s.body.data.id));
    const mark = await outboxMark();
    assert.equal(await db().transaction((tx) => goLive(tx, row)), "published");
    const [e] = await eventsSince(mark);
    assert.equal(e.kind, "post.create");
    assert.equal(e.payload.post.text, row.text);
  });

  test("POST /2/posts (and /2/tweets) answers {data:{id,text,edit_history_post_ids}} and emits post.create", async () => {
    for (const path of ["/2/posts", "/2/tweets"]) {
      const mark = await outboxMark();
      const text = uniq("v2 hello");
      const r = await v2post({ text }, demo, path);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual(r.body.data, {
        id: r.body.data.id,
        text,
        edit_history_post_ids: [r.body.data.id],
      });
      const [e] = await eventsSince(mark);
      assert.equal(e.kind, "post.create");
      assert.equal(e.payload.post.id, r.body.data.id);
      assert.equal(e.payload.post.nullcast, false);
    }
  });
});

describe("post.edit", () => {
  test("the owner on the premium tier edits within the hour: a new id, the chain, post.edit", async () => {
    const first = (await v2post({ text: uniq("v1") })).body.data;
    const mark = await outboxMark();
    const text = uniq("v2");
    const r = await v2post({ text, edit_options: { previous_post_id: first.id } });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const edited = r.body.data;
    assert.notEqual(edited.id, first.id);
    assert.deepEqual(edited.edit_history_post_ids, [first.id, edited.id]);
    const [e, ...rest] = await eventsSince(mark);
    assert.equal(rest.length, 0);
    assert.equal(e.kind, "post.edit");
    assert.equal(e.payload.previous_post_id, first.id);
    assert.deepEqual(e.payload.post.edit_history_post_ids, [first.id, edited.id]);
    assert.equal(e.payload.post.text, text);
    await assertShape(e);
    // A second edit extends the chain; the superseded version can no longer be edited.
    const third = await v2post({ text: uniq("v3"), edit_options: { previous_post_id: edited.id } });
    assert.deepEqual(third.body.data.edit_history_post_ids, [
      first.id,
      edited.id,
      third.body.data.id,
    ]);
    const stale = await v2post({ text: uniq("v3b"), edit_options: { previous_post_id: first.id } });
    assert.equal(stale.status, 400);
    assert.equal(stale.body.errors[0].parameter, "edit_options.previous_post_id");
  });

  test("refused edits emit nothing: another user's post, a non-premium user, after the hour", async () => {
    const mine = (await v2post({ text: uniq("mine") })).body.data;
    const theirs = (await v2post({ text: uniq("theirs") }, analyst)).body.data;
    const mark = await outboxMark();
    const other = await v2post({ text: "x", edit_options: { previous_post_id: mine.id } }, analyst);
    assert.equal(other.status, 403, JSON.stringify(other.body));
    assert.match(other.body.errors[0].detail, /author/);
    const free = await v2post(
      { text: "x", edit_options: { previous_post_id: theirs.id } },
      analyst,
    );
    assert.equal(free.status, 403);
    assert.match(free.body.errors[0].detail, /premium/);
    const { createPost, PostProblem } = await import("../../lib/ads/posts/service");
    const later = new Date(Date.now() + 61 * 60_000);
    await assert.rejects(
      createPost(me, { text: uniq("late"), previousPostId: mine.id }, later),
      (err) => err instanceof PostProblem && /1 hour/.test(err.message),
    );
    assert.deepEqual(await eventsSince(mark), []);
  });
});

describe("post.delete", () => {
  test("only the author deletes; {data:{deleted:true}} and post.delete once", async () => {
    const p = (await v2post({ text: uniq("to delete") })).body.data;
    const mark = await outboxMark();
    assert.equal((await analyst("DELETE", `/2/posts/${p.id}`)).status, 403);
    const r = await demo("DELETE", `/2/tweets/${p.id}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body, { data: { deleted: true } });
    const again = await demo("DELETE", `/2/posts/${p.id}`);
    assert.equal(again.status, 404);
    const events = await eventsSince(mark);
    assert.deepEqual(
      events.map((e) => [e.kind, e.payload.post]),
      [["post.delete", { id: p.id, author_id: me }]],
    );
    await assertShape(events[0]);
  });
});

describe("bad input answers a problem naming the parameter, and emits nothing", () => {
  const CASES: [string, unknown, number, string | undefined][] = [
    ["no text", {}, 400, "text"],
    ["empty text", { text: "  " }, 400, "text"],
    ["text over 280 characters", { text: "a".repeat(281) }, 400, "text"],
    ["text not a string", { text: 5 }, 400, "text"],
    ["an unknown field", { text: "hi", reply: {} }, 400, "reply"],
    [
      "previous_post_id not digits",
      { text: "hi", edit_options: { previous_post_id: "x" } },
      400,
      "edit_options.previous_post_id",
    ],
    [
      "previous_post_id of no post",
      { text: "hi", edit_options: { previous_post_id: "1" } },
      404,
      "edit_options.previous_post_id",
    ],
    ["a body that is an array", [1], 400, undefined],
  ];
  for (const [what, body, status, parameter] of CASES)
    test(what, async () => {
      const mark = await outboxMark();
      const r = await v2post(body);
      assert.equal(r.status, status, JSON.stringify(r.body));
      assert.equal(r.body.errors[0].parameter, parameter);
      assert.match(r.body.errors[0].type, /\/2\/problems\//);
      assert.deepEqual(await eventsSince(mark), []);
    });

  test("OAuth 2.0: post.write may post, a token without it may not", async () => {
    routeFetch(srv);
    const [reader, writer] = await demoOAuth2Tokens(srv, ["post.read", "post.write"]);
    const { bearerCall } = await import("../support/sources");
    const denied = await bearerCall(srv, reader)("POST", "/2/posts", { text: uniq("o2 read") });
    assert.equal(denied.status, 403);
    assert.match(denied.body.errors[0].detail, /post\.write/);
    const ok = await bearerCall(srv, writer)("POST", "/2/posts", { text: uniq("o2 write") });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
  });

  test("a read-only token cannot post", async () => {
    routeFetch(srv);
    const ro = await userClient(srv, "outsider", { svc_auth_access_type: "read" });
    const r = await userCall(srv, ro.consumer, ro.token)("POST", "/2/posts", { text: uniq("ro") });
    assert.equal(r.status, 403);
    assert.equal(r.body.errors[0].reason, "NotAuthorized");
  });
});
