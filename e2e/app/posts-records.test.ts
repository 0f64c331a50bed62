import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { z } from "zod";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import type { AdsResponse } from "../support/ads";

/**
 * Every answer of the posts family parses with the record schema its operation declares in the
 * registry (what OpenAPI documents and the console's types are inferred from).
 */
let srv: TestServer, ads: Ads, account: string, me: string;
let OPERATIONS: { method: string; path: string; record?: z.ZodType }[];

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  ({ OPERATIONS } = await import("../../lib/ads/operations"));
});
after(() => srv?.stop());

const acc = "/accounts/:account_id";
function check(r: AdsResponse, method: string, path: string) {
  assert.ok(r.status < 300, `${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  const op = OPERATIONS.find((o) => o.method === method && o.path === `${acc}${path}`);
  assert.ok(op?.record, `${method} ${path} declares a record schema`);
  const data: unknown[] = Array.isArray(r.body.data) ? r.body.data : [r.body.data];
  assert.ok(data.length > 0, `${method} ${path} answered no record`);
  for (const rec of data) {
    const parsed = op.record.safeParse(rec);
    assert.ok(parsed.success, `${method} ${path}: ${parsed.error?.message} ${JSON.stringify(rec)}`);
  }
}

test("posts, drafts, scheduled posts and promotable users answer their declared records", async () => {
  const a = `accounts/${account}`;
  check(await ads.get(`${a}/promotable_users`), "get", "/promotable_users");
  check(
    await ads.get(`${a}/promotable_users/${me}`),
    "get",
    "/promotable_users/:promotable_user_id",
  );
  const post = await ads.post(`${a}/post`, { as_user_id: me, text: uniq("#rec @demo") });
  check(post, "post", "/post");
  check(
    await ads.put(`${a}/posts/${post.body.data.id}/name`, { name: "N" }),
    "put",
    "/posts/:post_id/name",
  );
  const draft = await ads.post(`${a}/draft_posts`, { as_user_id: me, text: uniq("d") });
  check(draft, "post", "/draft_posts");
  const d = draft.body.data.id;
  check(await ads.get(`${a}/draft_posts`), "get", "/draft_posts");
  check(await ads.get(`${a}/draft_posts/${d}`), "get", "/draft_posts/:draft_post_id");
  check(
    await ads.put(`${a}/draft_posts/${d}`, { name: "x" }),
    "put",
    "/draft_posts/:draft_post_id",
  );
  check(
    await ads.post(`${a}/draft_posts/preview/${d}`),
    "post",
    "/draft_posts/preview/:draft_post_id",
  );
  const when = new Date(Date.now() + 86_400_000).toISOString();
  const s = await ads.post(`${a}/scheduled_posts`, {
    as_user_id: me,
    text: uniq("s"),
    scheduled_at: when,
  });
  check(s, "post", "/scheduled_posts");
  const one = "/scheduled_posts/:scheduled_post_id";
  check(await ads.get(`${a}/scheduled_posts`), "get", "/scheduled_posts");
  check(await ads.get(`${a}/scheduled_posts/${s.body.data.id}`), "get", one);
  check(await ads.put(`${a}/scheduled_posts/${s.body.data.id}`, { name: "y" }), "put", one);
  for (const post_type of ["PUBLISHED", "DRAFT", "SCHEDULED"])
    check(await ads.get(`${a}/posts`, { post_type, timeline_type: "ALL" }), "get", "/posts");
  check(await ads.delete(`${a}/scheduled_posts/${s.body.data.id}`), "delete", one);
  check(await ads.delete(`${a}/draft_posts/${d}`), "delete", "/draft_posts/:draft_post_id");
});

test("drafts, scheduled posts and posts are in the account history (the scheduler's changes without a user)", async () => {
  const { hourWindow } = await import("../support/ads-helpers");
  const a = `accounts/${account}`;
  const history = async (entity_type: string, entity_id: string) =>
    (
      await ads.get(`${a}/account_history`, { entity_type, entity_id, ...hourWindow() })
    ).body.data.map((h: { change_type: string; user_id: string | null }) => [
      h.change_type,
      h.user_id,
    ]);
  const d = (await ads.post(`${a}/draft_posts`, { as_user_id: me, text: uniq("h") })).body.data;
  await ads.put(`${a}/draft_posts/${d.id}`, { name: "h" });
  await ads.delete(`${a}/draft_posts/${d.id}`);
  assert.deepEqual(await history("DRAFT_POST", d.id), [
    ["DELETE", me],
    ["UPDATE", me],
    ["CREATE", me],
  ]);
  const s = (
    await ads.post(`${a}/scheduled_posts`, {
      as_user_id: me,
      text: uniq("h"),
      scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
  ).body.data;
  const { publishScheduled } = await import("../../lib/ads/posts/publish-queue");
  await publishScheduled({ scheduled_post_id: s.id, scheduled_at: s.scheduled_at });
  assert.deepEqual(await history("SCHEDULED_POST", s.id), [
    ["UPDATE", null],
    ["CREATE", me],
  ]);
  const published = (await ads.get(`${a}/scheduled_posts/${s.id}`)).body.data.post_id;
  assert.deepEqual(await history("POST", published), [["CREATE", null]]);
  const p = (await ads.post(`${a}/post`, { as_user_id: me, text: uniq("h") })).body.data;
  await ads.put(`${a}/posts/${p.id}/name`, { name: "Named" });
  assert.deepEqual(await history("POST", p.id), [
    ["UPDATE", me],
    ["CREATE", me],
  ]);
});
