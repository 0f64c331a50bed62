import { before, after, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { sandboxSuite, type Ads } from "../support/ads-helpers";
import {
  chunkedUpload,
  fixture,
  libraryMedia,
  multipart,
  uploadCall,
  uploadFixture,
  waitProcessed,
} from "../support/media";

/**
 * The media jobs: media.process delivered again leaves a finished video alone; the expiry sweep
 * (media.expire) deletes media never added to a library after 24 h, rows and files.
 */
let srv: TestServer;
let ads: Ads;
let account: string;
before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
});
after(() => srv.stop());

test("expired uploads lose their row, file and chunks; library media stays", async () => {
  const { storage } = await import("../../lib/media/storage");
  const { db } = await import("../../lib/db/client");
  const { media } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const { sweepExpiredMedia } = await import("../../lib/media/process/expiry");
  const kept = await libraryMedia(ads, account, "photo-400x300.jpg");
  const loose = await uploadFixture(ads, "still.gif");
  const init = await uploadCall(ads, "POST", {
    command: "INIT",
    total_bytes: 7393,
    media_type: "video/mp4",
  });
  const chunk = multipart(fixture("video-16x9.mp4").subarray(0, 100), {
    command: "APPEND",
    media_id: init.body.media_id_string,
    segment_index: 0,
  });
  assert.equal((await uploadCall(ads, "POST", {}, chunk)).status, 204);
  const row = async (id: string) =>
    (await db().select().from(media).where(eq(media.media_id, id)))[0];
  const looseRow = await row(loose.media_id);
  assert.ok(await storage().stat(looseRow.storage_key!));
  assert.equal((await storage().list(`chunks/${init.body.media_id_string}`)).length, 1);
  const { Readable } = await import("node:stream");
  await storage().write("tmp/left-by-a-crash", Readable.from(["x"]));
  // A day and a minute later:
  await sweepExpiredMedia(new Date(Date.now() + 24 * 3600 * 1000 + 60_000));
  assert.equal(await row(loose.media_id), undefined);
  assert.equal(await storage().stat(looseRow.storage_key!), null);
  assert.equal(await row(init.body.media_id_string), undefined);
  assert.deepEqual(await storage().list(`chunks/${init.body.media_id_string}`), []);
  assert.equal(await storage().stat("tmp/left-by-a-crash"), null);
  const keptRow = await row(kept.media_key.slice(2));
  assert.ok(keptRow, "media in a library never expires");
  assert.ok(await storage().stat(keptRow.storage_key!));
  const status = await uploadCall(ads, "GET", { command: "STATUS", media_id: loose.media_id });
  assert.equal(status.body.errors[0].code, 325);
});

test("media.process delivered again (or late) changes nothing on a finished video", async () => {
  const { db } = await import("../../lib/db/client");
  const { media } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const { processMediaQueue } = await import("../../lib/media/process/queue");
  const r = await chunkedUpload(ads, fixture("video-1x1.mp4"), { media_type: "video/mp4" });
  const id = r.body.media_id_string;
  assert.equal((await waitProcessed(ads, id)).body.processing_info.state, "succeeded");
  const row = async () => (await db().select().from(media).where(eq(media.media_id, id)))[0];
  const before = await row();
  await processMediaQueue.run({ media_id: id }, { id: "again", retryCount: 0 });
  await processMediaQueue.run({ media_id: "404" }, { id: "unknown", retryCount: 0 });
  assert.deepEqual(await row(), before);
  assert.equal(before.aspect_ratio, "1:1");
  assert.equal(before.codec, "avc");
  assert.equal(before.container, "MP4");
  assert.ok(before.poster_storage_key);
});

test("requireLibraryMedia (for cards and posts) answers library media in order, or names the key", async () => {
  const { db } = await import("../../lib/db/client");
  const { requireLibraryMedia } = await import("../../lib/ads/media-library/lookup");
  const image = await libraryMedia(ads, account, "image-800x320.png");
  const gif = await libraryMedia(ads, account, "animated.gif");
  const loose = await uploadFixture(ads, "square-600.png");
  await db().transaction(async (tx) => {
    const found = await requireLibraryMedia(
      tx,
      account,
      [gif.media_key, image.media_key],
      "media_keys",
    );
    assert.deepEqual(
      found.map((f) => [f.media.media_key, f.media.width, f.media_url]),
      [
        [gif.media_key, 120, gif.media_url],
        [image.media_key, 800, image.media_url],
      ],
    );
    await assert.rejects(
      requireLibraryMedia(tx, account, [loose.media_key], "media_key"),
      (e: import("../../lib/ads-kernel/errors").AdsError) =>
        e.items[0].code === "INVALID_MEDIA" &&
        e.items[0].parameter === "media_key" &&
        e.items[0].message.includes(`${loose.media_key} is not in this account's media library`),
    );
    await assert.rejects(
      requireLibraryMedia(tx, account, [gif.media_key], "media_key", ["VIDEO"]),
      /is GIF; expected VIDEO/,
    );
  });
});
