import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxAccount, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";

/** GET accounts/:id/posts (document 3) with every parameter, and PUT posts/:post_id/name. */
let srv: TestServer, ads: Ads, account: string, me: string;
const ids: Record<string, string> = {};

before(async () => {
  ({ srv, ads } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
  account = await sandboxAccount(ads);
  const make = async (key: string, p: Record<string, string | boolean>) => {
    const r = await ads.post(`accounts/${account}/post`, { as_user_id: me, ...p });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    ids[key] = r.body.data.id;
  };
  await make("promoted", { text: uniq("promoted"), name: "Spring sale" });
  await make("organic", { text: uniq("organic"), nullcast: false, name: "Spring news" });
  await make("reply", { text: `@someone ${uniq("reply")}`, name: "Other" });
  await make("last", { text: uniq("last") });
});
after(() => srv?.stop());

const list = (p: Record<string, string | number | boolean> = {}) =>
  ads.get(`accounts/${account}/posts`, { post_type: "PUBLISHED", ...p });
const listed = async (p: Record<string, string | number | boolean> = {}) => {
  const r = await list(p);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.map((d: { id: string }) => d.id);
};

test("post_type is required and checked", async () => {
  expectError(await ads.get(`accounts/${account}/posts`), 400, "MISSING_PARAMETER", "post_type");
  expectError(await list({ post_type: "OTHER" }), 400, "INVALID_PARAMETER", "post_type");
});

test("timeline_type: NULLCAST by default, ORGANIC, ALL; replies only with include_mentions_and_replies", async () => {
  assert.deepEqual(await listed(), [ids.last, ids.promoted]);
  assert.deepEqual(await listed({ timeline_type: "ORGANIC" }), [ids.organic]);
  assert.deepEqual(await listed({ timeline_type: "ALL" }), [ids.last, ids.organic, ids.promoted]);
  assert.deepEqual(await listed({ timeline_type: "ALL", include_mentions_and_replies: true }), [
    ids.last,
    ids.reply,
    ids.organic,
    ids.promoted,
  ]);
  expectError(await list({ timeline_type: "SOME" }), 400, "INVALID_PARAMETER", "timeline_type");
});

test("name prefix (≤80), post_ids (≤200), user_id (default the FULL promotable user), trim_user", async () => {
  assert.deepEqual(await listed({ timeline_type: "ALL", name: "Spring" }), [
    ids.organic,
    ids.promoted,
  ]);
  assert.deepEqual(await listed({ timeline_type: "ALL", name: "spring s" }), [ids.promoted]);
  expectError(await list({ name: "n".repeat(81) }), 400, "INVALID_PARAMETER", "name");
  assert.deepEqual(await listed({ post_ids: `${ids.last},${ids.organic}` }), [ids.last]);
  const many = Array.from({ length: 201 }, (_, i) => String(i + 1)).join(",");
  expectError(await list({ post_ids: many }), 400, "INVALID_PARAMETER", "post_ids");
  assert.deepEqual(await listed({ user_id: me }), await listed());
  assert.deepEqual(await listed({ user_id: "42" }), []);
  const trimmed = await list({ trim_user: true, count: 1 });
  assert.equal(trimmed.body.data[0].user_id, me);
  assert.equal(trimmed.body.data[0].user, undefined);
  assert.equal((await list({ count: 1 })).body.data[0].user.screen_name, "demo");
});

test("count 1..1000 (default 200) and cursor paging", async () => {
  const first = await list({ timeline_type: "ALL", count: 1 });
  assert.deepEqual(
    first.body.data.map((d: { id: string }) => d.id),
    [ids.last],
  );
  const second = await list({ timeline_type: "ALL", count: 2, cursor: first.body.next_cursor });
  assert.deepEqual(
    second.body.data.map((d: { id: string }) => d.id),
    [ids.organic, ids.promoted],
  );
  assert.equal(second.body.next_cursor, null);
  expectError(await list({ count: 0 }), 400, "INVALID_PARAMETER", "count");
  expectError(await list({ count: 1001 }), 400, "INVALID_PARAMETER", "count");
  expectError(await list({ cursor: "abc" }), 400, "INVALID_PARAMETER", "cursor");
});

test("PUT posts/:post_id/name renames; ≤80; another account's post is POST_NOT_FOUND", async () => {
  const r = await ads.put(`accounts/${account}/posts/${ids.last}/name`, { name: "Renamed" });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.data.name, "Renamed");
  assert.equal(r.body.data.id, ids.last);
  expectError(
    await ads.put(`accounts/${account}/posts/${ids.last}/name`, { name: "n".repeat(81) }),
    400,
    "INVALID_PARAMETER",
    "name",
  );
  expectError(
    await ads.put(`accounts/${account}/posts/${ids.last}/name`, {}),
    400,
    "MISSING_PARAMETER",
    "name",
  );
  const other = await sandboxAccount(ads);
  expectError(
    await ads.put(`accounts/${other}/posts/${ids.last}/name`, { name: "x" }),
    404,
    "POST_NOT_FOUND",
  );
});
