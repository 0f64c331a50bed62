import { before, after, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, hourWindow, sandboxSuite, type Ads } from "../support/ads-helpers";
import { chunkedUpload, fixture, libraryMedia, uploadFixture } from "../support/media";

/** The media library and account media (document 3, FACTS): add, read, change, remove; q and media_type; PREROLL. */
let srv: TestServer;
let ads: Ads;
let account: string;
before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
});
after(() => srv.stop());

test("an added image answers its record with what the bytes say, served at media_url", async () => {
  const rec = await libraryMedia(ads, account, "image-800x419.png", { title: "Spring sale" });
  assert.match(rec.media_key, /^3_\d+$/);
  assert.equal(rec.media_type, "IMAGE");
  assert.equal(rec.media_category, "POST_IMAGE");
  assert.equal(rec.media_status, "TRANSCODE_COMPLETED");
  assert.equal(rec.width, 800);
  assert.equal(rec.height, 419);
  assert.equal(rec.name, "image-800x419.png");
  assert.equal(rec.deleted, false);
  const url = new URL(rec.media_url);
  assert.match(url.pathname, /^\/media\/\d+-[0-9a-f]{32}\.png$/);
  const file = await srv.fetch!(url);
  assert.equal(file.status, 200);
  assert.equal(file.headers.get("content-type"), "image/png");
  assert.match(file.headers.get("cache-control") ?? "", /immutable/);
  const head = await srv.fetch!(url, { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("content-length"), "6026");
  assert.equal((await head.arrayBuffer()).byteLength, 0);
  const cached = await srv.fetch!(url, { headers: { "if-none-match": file.headers.get("etag")! } });
  assert.equal(cached.status, 304);
  assert.equal(Buffer.from(await file.arrayBuffer()).length, 6026);
  const got = await ads.get(`accounts/${account}/media_library/${rec.media_key}`);
  assert.equal(got.status, 200);
  assert.deepEqual(got.body.data, rec);
});

test("a video entry has duration, aspect ratio, a poster frame, and answers byte ranges", async () => {
  const rec = await libraryMedia(ads, account, "video-16x9.mp4");
  assert.equal(rec.media_type, "VIDEO");
  assert.equal(rec.duration, 1000);
  assert.equal(rec.aspect_ratio, "16:9");
  assert.deepEqual([rec.width, rec.height], [640, 360]);
  assert.ok(rec.poster_media_url, "a first-frame poster (ffmpeg is installed here)");
  const poster = await srv.fetch!(rec.poster_media_url);
  assert.equal(poster.headers.get("content-type"), "image/jpeg");
  assert.deepEqual([...new Uint8Array(await poster.arrayBuffer()).subarray(0, 2)], [0xff, 0xd8]);
  const part = await srv.fetch!(rec.media_url, { headers: { range: "bytes=4-11" } });
  assert.equal(part.status, 206);
  assert.equal(part.headers.get("content-range"), "bytes 4-11/7393");
  assert.equal(Buffer.from(await part.arrayBuffer()).toString("latin1"), "ftypisom");
  const beyond = await srv.fetch!(rec.media_url, { headers: { range: "bytes=9000-" } });
  assert.equal(beyond.status, 416);
  const guessed = await srv.fetch!(rec.media_url.replace(/-[0-9a-f]{32}/, "-" + "0".repeat(32)));
  assert.equal(guessed.status, 404);
});

test("AMPLIFY_VIDEO becomes PREROLL account media; account media lists, filters, deletes", async () => {
  const rec = await libraryMedia(ads, account, "video-1x1.mp4", { category: "AMPLIFY_VIDEO" });
  assert.match(rec.media_key, /^13_/);
  const list = await ads.get(`accounts/${account}/account_media`, {
    creative_types: "PREROLL",
    with_total_count: true,
  });
  assert.equal(list.status, 200, JSON.stringify(list.body));
  const item = list.body.data.find((m: { media_key: string }) => m.media_key === rec.media_key);
  assert.ok(item, JSON.stringify(list.body.data));
  assert.equal(item.creative_type, "PREROLL");
  assert.equal(item.media_url, rec.media_url);
  assert.equal(list.body.total_count, 1);
  const banners = await ads.get(`accounts/${account}/account_media`, { creative_types: "BANNER" });
  assert.deepEqual(banners.body.data, []);
  expectError(
    await ads.get(`accounts/${account}/account_media`, { creative_types: "POSTER" }),
    400,
    "INVALID_PARAMETER",
    "creative_types",
  );
  const del = await ads.delete(`accounts/${account}/account_media/${item.id}`);
  assert.equal(del.body.data.deleted, true);
  expectError(
    await ads.get(`accounts/${account}/account_media/${item.id}`),
    404,
    "ACCOUNT_MEDIA_NOT_FOUND",
  );
  const withDeleted = await ads.get(`accounts/${account}/account_media/${item.id}`, {
    with_deleted: true,
  });
  assert.equal(withDeleted.body.data.deleted, true);
});

test("q matches terms in any letter case across name, title, file_name, description; media_type filters", async () => {
  const gif = await libraryMedia(ads, account, "animated.gif", {
    name: "Bouncing Logo",
    description: "for the WINTER push",
  });
  const jpg = await libraryMedia(ads, account, "photo-400x300.jpg", { title: "Winter coat" });
  const keys = async (params: Record<string, string>) =>
    (await ads.get(`accounts/${account}/media_library`, params)).body.data.map(
      (r: { media_key: string }) => r.media_key,
    );
  assert.deepEqual(await keys({ q: "winter" }), [jpg.media_key, gif.media_key]);
  assert.deepEqual(await keys({ q: "winter logo" }), [gif.media_key]);
  assert.deepEqual(await keys({ q: "400x300" }), [jpg.media_key]);
  assert.deepEqual(await keys({ q: "100%" }), []);
  assert.deepEqual(await keys({ q: "winter", media_type: "GIF" }), [gif.media_key]);
  expectError(
    await ads.get(`accounts/${account}/media_library`, { q: "x".repeat(256) }),
    400,
    "INVALID_PARAMETER",
    "q",
  );
  expectError(
    await ads.get(`accounts/${account}/media_library`, { media_type: "AUDIO" }),
    400,
    "INVALID_PARAMETER",
    "media_type",
  );
});

test("count is 1 to 50 (default 20) and cursors walk every entry once", async () => {
  for (const bad of [0, 51])
    expectError(
      await ads.get(`accounts/${account}/media_library`, { count: bad }),
      400,
      "INVALID_PARAMETER",
      "count",
    );
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const r = await ads.get(`accounts/${account}/media_library`, { count: 2, cursor });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(r.body.data.length <= 2);
    seen.push(...r.body.data.map((x: { media_key: string }) => x.media_key));
    cursor = r.body.next_cursor ?? undefined;
  } while (cursor);
  const all = await ads.get(`accounts/${account}/media_library`);
  assert.deepEqual(
    seen,
    all.body.data.map((x: { media_key: string }) => x.media_key),
  );
  assert.ok(seen.length >= 5);
});

test("PUT changes names and poster, DELETE removes; unusable keys say which key and why", async () => {
  const rec = await libraryMedia(ads, account, "video-16x9.mp4");
  const poster = await uploadFixture(ads, "square-600.png");
  const put = await ads.put(`accounts/${account}/media_library/${rec.media_key}`, {
    title: "New title",
    name: "",
    poster_media_key: poster.media_key,
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.equal(put.body.data.title, "New title");
  assert.equal(put.body.data.name, null);
  assert.equal(put.body.data.poster_media_key, poster.media_key);
  assert.match(put.body.data.poster_media_url, /\.png$/);
  const gif = await uploadFixture(ads, "still.gif", "POST_GIF");
  expectError(
    await ads.put(`accounts/${account}/media_library/${rec.media_key}`, {
      poster_media_key: gif.media_key,
    }),
    400,
    "INVALID_MEDIA",
    "poster_media_key",
  );
  const again = expectError(
    await ads.post(`accounts/${account}/media_library`, { media_key: rec.media_key }),
    400,
    "INVALID_PARAMETER",
    "media_key",
  );
  assert.match(again.message, /already/);
  const del = await ads.delete(`accounts/${account}/media_library/${rec.media_key}`);
  assert.equal(del.body.data.deleted, true);
  expectError(
    await ads.get(`accounts/${account}/media_library/${rec.media_key}`),
    404,
    "MEDIA_NOT_FOUND",
  );
  const history = await ads.get(`accounts/${account}/account_history`, {
    entity_type: "MEDIA_LIBRARY",
    entity_id: rec.media_key,
    ...hourWindow(),
  });
  assert.equal(history.status, 200, JSON.stringify(history.body));
  const kinds = history.body.data.map((h: { change_type: string }) => h.change_type);
  assert.deepEqual([...kinds].sort(), ["CREATE", "DELETE", "UPDATE"]);
  const unknown = expectError(
    await ads.post(`accounts/${account}/media_library`, { media_key: "3_12345" }),
    400,
    "INVALID_MEDIA",
    "media_key",
  );
  assert.match(unknown.message, /3_12345 is not media you uploaded/);
  const missing = expectError(
    await ads.post(`accounts/${account}/media_library`, {}),
    400,
    "MISSING_PARAMETER",
    "media_key",
  );
  assert.match(missing.message, /media_key/);
  const bad = await chunkedUpload(ads, fixture("truncated.mp4"), { media_type: "video/mp4" });
  const pending = expectError(
    await ads.post(`accounts/${account}/media_library`, { media_key: bad.body.media_key }),
    400,
    "INVALID_MEDIA",
    "media_key",
  );
  assert.match(pending.message, /not processed yet|processing failed/);
});
