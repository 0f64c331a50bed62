import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { sniff } from "./sniff";
import { aspectRatio } from "./aspect";
import { inspect } from "./inspect";
import { MediaProblem } from "./problem";
import { folderStorage } from "../storage/folder";
import { parseCategory } from "../categories";
import { parseRange } from "../serve";

const dir = path.resolve("e2e/fixtures/media");
const store = folderStorage(dir);
const head = (name: string) => fs.readFileSync(path.join(dir, name)).subarray(0, 64);

test("sniffing reads what the bytes are, whatever the name", () => {
  assert.equal(sniff(head("image-800x419.png")), "png");
  assert.equal(sniff(head("jpeg-named.png")), "jpeg");
  assert.equal(sniff(head("animated.gif")), "gif");
  assert.equal(sniff(head("video-16x9.mp4")), "mp4");
  assert.equal(sniff(head("truncated.mp4")), "mp4");
  assert.equal(sniff(head("lies.png")), null);
  assert.equal(sniff(Buffer.alloc(0)), null);
});

test("aspect ratios are reduced; categories take aliases in any case", () => {
  assert.equal(aspectRatio(640, 360), "16:9");
  assert.equal(aspectRatio(800, 320), "5:2");
  assert.equal(aspectRatio(240, 240), "1:1");
  assert.equal(parseCategory("tweet_video"), "POST_VIDEO");
  assert.equal(parseCategory(" amplify_video "), "AMPLIFY_VIDEO");
  assert.equal(parseCategory("POST_AUDIO"), null);
  assert.equal(parseCategory("constructor"), null);
});

test("inspect: images probed in full, GIF frames counted, lies refused with the reason", async () => {
  const png = await inspect(store, "image-800x419.png", null);
  assert.deepEqual([png.category, png.width, png.height, png.ext], ["POST_IMAGE", 800, 419, "png"]);
  const gif = await inspect(store, "animated.gif", null);
  assert.deepEqual([gif.category, gif.animated, gif.height], ["POST_GIF", true, 90]);
  const still = await inspect(store, "still.gif", "POST_IMAGE");
  assert.deepEqual([still.media_type, still.animated], ["IMAGE", false]);
  const video = await inspect(store, "video-16x9.mp4", "POST_VIDEO");
  assert.equal(video.processing, true);
  await assert.rejects(inspect(store, "lies.png", "POST_IMAGE"), (e: MediaProblem) =>
    /neither an image nor a video/.test(e.message),
  );
  await assert.rejects(inspect(store, "video-16x9.mp4", null), /uploaded in chunks/);
  await assert.rejects(inspect(store, "photo-400x300.jpg", "AMPLIFY_VIDEO"), /takes a video/);
});

test("byte ranges: first-last, open-ended, suffix; outside the file is unsatisfiable", () => {
  assert.deepEqual(parseRange("bytes=0-9", 100), { start: 0, end: 9 });
  assert.deepEqual(parseRange("bytes=90-", 100), { start: 90, end: 99 });
  assert.deepEqual(parseRange("bytes=-10", 100), { start: 90, end: 99 });
  assert.deepEqual(parseRange("bytes=50-500", 100), { start: 50, end: 99 });
  assert.equal(parseRange("bytes=100-", 100), "unsatisfiable");
  assert.equal(parseRange("bytes=9-3", 100), "unsatisfiable");
  assert.equal(parseRange("bytes=0-1,5-6", 100), null);
  assert.equal(parseRange("items=0-1", 100), null);
  assert.equal(parseRange(undefined, 100), null);
});
