import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, uniq, type Ads } from "../support/ads-helpers";
import { seedCard, seedLibraryMedia } from "../support/seeded-media";

/** Draft posts (document 3): CRUD, their rules, list paging, and the preview notification. */
let srv: TestServer, ads: Ads, account: string, me: string;

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  me = srv.credentials.user_id;
});
after(() => srv?.stop());

const path = (id = "") => `accounts/${account}/draft_posts${id ? `/${id}` : ""}`;
const create = (p: Record<string, string | number | boolean> = {}) =>
  ads.post(path(), { as_user_id: me, text: uniq("draft"), ...p });

test("create, get, update, delete (status DELETED), then 404", async () => {
  const image = await seedLibraryMedia(ads, account, { type: "IMAGE", width: 10, height: 10 });
  const card = await seedCard(ads, account);
  const r = await create({ name: "D1", media_keys: image, card_uri: card });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const d = r.body.data;
  assert.match(d.id, /^\d+$/);
  assert.deepEqual(
    [d.user_id, d.nullcast, d.name, d.card_uri, d.media_keys, d.deleted],
    [me, true, "D1", card, [image], false],
  );
  assert.deepEqual((await ads.get(path(d.id))).body.data, d);
  const put = await ads.put(path(d.id), { text: "changed", card_uri: "", name: "D2" });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.deepEqual(
    [put.body.data.text, put.body.data.card_uri, put.body.data.name, put.body.data.media_keys],
    ["changed", null, "D2", [image]],
  );
  const noMedia = await ads.put(path(d.id), { media_keys: "" });
  assert.deepEqual(noMedia.body.data.media_keys, []);
  const del = await ads.delete(path(d.id));
  assert.equal(del.status, 200);
  assert.equal(del.body.data.status, "DELETED");
  assert.equal(del.body.data.deleted, true);
  expectError(await ads.get(path(d.id)), 404, "NOT_FOUND");
  expectError(await ads.delete(path(d.id)), 404, "NOT_FOUND");
  expectError(await ads.put(path(d.id), { text: "x" }), 404, "NOT_FOUND");
});

test("rules: as_user_id required and promotable, not blank, name ≤80, media rule, card of the account", async () => {
  expectError(await ads.post(path(), { text: "x" }), 400, "MISSING_PARAMETER", "as_user_id");
  expectError(await create({ as_user_id: "999" }), 400, "INVALID_USER_ID", "as_user_id");
  expectError(await ads.post(path(), { as_user_id: me }), 400, "POST_CANNOT_BE_BLANK", "text");
  expectError(await create({ name: "n".repeat(81) }), 400, "INVALID_PARAMETER", "name");
  expectError(await create({ text: "t".repeat(281) }), 400, "INVALID_PARAMETER", "text");
  expectError(await create({ card_uri: "card://77" }), 400, "INVALID_PARAMETER", "card_uri");
  const videos = [
    await seedLibraryMedia(ads, account, {
      type: "VIDEO",
      width: 640,
      height: 360,
      duration_ms: 1,
    }),
    await seedLibraryMedia(ads, account, {
      type: "VIDEO",
      width: 640,
      height: 360,
      duration_ms: 1,
    }),
  ];
  const two = await create({ media_keys: videos.join(",") });
  expectError(two, 400, "INVALID_PARAMETER", "media_keys");
  assert.match(two.body.errors[0].message, /1 video/);
  const ok = await create({ media_keys: videos[0], text: "" });
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
  // Removing the only content is refused: the draft would be blank.
  expectError(
    await ads.put(path(ok.body.data.id), { media_keys: "" }),
    400,
    "POST_CANNOT_BE_BLANK",
  );
  expectError(
    await ads.put(path(ok.body.data.id), { media_keys: "3_404" }),
    400,
    "INVALID_MEDIA",
    "media_keys",
  );
});

test("list: newest first, count 1..200 (default 100), cursor paging, user_id filter", async () => {
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await create()).body.data.id);
  const all: string[] = [];
  let cursor: string | undefined;
  do {
    const r = await ads.get(path(), { count: 2, ...(cursor ? { cursor } : {}) });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(r.body.data.length <= 2);
    all.push(...r.body.data.map((d: { id: string }) => d.id));
    cursor = r.body.next_cursor ?? undefined;
  } while (cursor);
  assert.deepEqual(
    all.filter((id) => ids.includes(id)),
    [...ids].reverse(),
  );
  assert.equal(new Set(all).size, all.length);
  expectError(await ads.get(path(), { count: 201 }), 400, "INVALID_PARAMETER", "count");
  expectError(await ads.get(path(), { count: 0 }), 400, "INVALID_PARAMETER", "count");
  expectError(await ads.get(path(), { cursor: "bogus" }), 400, "INVALID_PARAMETER", "cursor");
  const other = await ads.get(path(), { user_id: "123" });
  assert.deepEqual(other.body.data, []);
});

test("preview answers the message and stores a notification only the asking user may use", async () => {
  const d = (await create()).body.data;
  const r = await ads.post(`accounts/${account}/draft_posts/preview/${d.id}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(r.body.data, {
    message: "See @demo's notifications in the svc app to preview your post.",
  });
  const { db } = await import("../../lib/db/client");
  const { notifications } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const rows = await db().select().from(notifications).where(eq(notifications.user_id, me));
  const n = rows.find((x) => x.link?.includes(d.id));
  assert.ok(n, "a notification links the preview");
  assert.equal(n.kind, "DRAFT_POST_PREVIEW");
  assert.equal(n.read_at, null);
  const { mayViewDraftPreview } = await import("../../lib/ads/posts/draft-preview");
  assert.equal(await mayViewDraftPreview(d.id, me), true);
  const analyst = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  assert.equal(await mayViewDraftPreview(d.id, analyst), false);
  expectError(await ads.post(`accounts/${account}/draft_posts/preview/123`), 404, "NOT_FOUND");
});

test("GET posts with post_type=DRAFT lists drafts in the post shape", async () => {
  const d = (await create({ name: uniq("Named") })).body.data;
  const r = await ads.get(`accounts/${account}/posts`, { post_type: "DRAFT", post_ids: d.id });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.data[0].id, d.id);
  assert.equal(r.body.data[0].full_text, d.text);
  assert.equal(r.body.data[0].user.id, me);
});
