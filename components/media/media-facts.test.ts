import assert from "node:assert/strict";
import { test } from "node:test";
import {
  allOf,
  aspectName,
  formatDuration,
  mediaFacts,
  needsAspect,
  needsMinWidth,
  needsType,
  toPickerMedia,
  type PickerMedia,
} from "./media-facts";

const image = (width: number | null, height: number | null): PickerMedia => ({
  id: "3_1",
  name: "Hero",
  mediaType: "IMAGE",
  width,
  height,
});

test("durations and facts read as a person expects", () => {
  assert.equal(formatDuration(0), "0:00");
  assert.equal(formatDuration(15_000), "0:15");
  assert.equal(formatDuration(62_400), "1:02");
  assert.equal(formatDuration(3_723_000), "1:02:03");
  assert.equal(mediaFacts(image(1200, 628)), "Image · 1200 × 628");
  assert.equal(
    mediaFacts({
      id: "7_1",
      name: "Clip",
      mediaType: "VIDEO",
      width: 1920,
      height: 1080,
      durationMs: 15_000,
    }),
    "Video · 1920 × 1080 · 0:15",
  );
  assert.equal(mediaFacts({ id: "16_1", name: "Loop", mediaType: "GIF" }), "GIF");
});

test("shapes are named when common, else as a ratio to 1", () => {
  assert.equal(aspectName(1920, 1080), "16:9");
  assert.equal(aspectName(1200, 628), "1.91:1");
  assert.equal(aspectName(800, 800), "1:1");
  assert.equal(aspectName(1000, 400), "5:2");
  assert.equal(aspectName(1000, 700), "1.43:1");
});

test("checks say what is needed and what this item is", () => {
  assert.equal(
    needsMinWidth(800)(image(600, 314)),
    "needs at least 800 px wide; this one is 600 px",
  );
  assert.equal(needsMinWidth(800)(image(800, 418)), null);
  assert.match(needsMinWidth(800)(image(null, null)) ?? "", /width is not known yet/);
  assert.equal(needsAspect("1.91:1")(image(1200, 628)), null);
  assert.equal(
    needsAspect("1.91:1")(image(800, 600)),
    "needs an aspect ratio of 1.91:1; this one is 4:3",
  );
  assert.equal(needsAspect("16:9")(image(1280, 720)), null);
  assert.match(needsAspect("5:2")(image(null, 10)) ?? "", /size is not known yet/);
  assert.equal(needsType("VIDEO")(image(1, 1)), "needs a video; this one is an image");
  assert.equal(needsType("IMAGE", "GIF")(image(1, 1)), null);
  assert.equal(
    needsType("IMAGE", "GIF")({ id: "v", name: "v", mediaType: "VIDEO" }),
    "needs an image or a GIF; this one is a video",
  );
});

test("several checks give the first reason", () => {
  const card = allOf(needsType("IMAGE"), needsMinWidth(800), needsAspect("1.91:1"));
  assert.equal(card(image(1200, 628)), null);
  assert.match(card(image(600, 314)) ?? "", /800 px/);
  assert.match(card(image(1000, 1000)) ?? "", /1\.91:1; this one is 1:1/);
  assert.match(
    card({ id: "v", name: "v", mediaType: "VIDEO", width: 1920, height: 1080 }) ?? "",
    /needs an image/,
  );
});

test("media library records become picker items", () => {
  assert.deepEqual(
    toPickerMedia({
      media_key: "7_1",
      media_type: "VIDEO",
      name: null,
      file_name: "launch.mp4",
      media_url: "https://m/7_1.mp4",
      poster_media_url: "https://m/7_1.jpg",
      width: 1920,
      height: 1080,
      duration: 15_000,
    }),
    {
      id: "7_1",
      name: "launch.mp4",
      mediaType: "VIDEO",
      thumbnailUrl: "https://m/7_1.jpg",
      width: 1920,
      height: 1080,
      durationMs: 15_000,
    },
  );
  const gif = toPickerMedia({ media_key: "16_2", media_type: "GIF", media_url: "https://m/a.gif" });
  assert.equal(gif.name, "16_2");
  assert.equal(gif.thumbnailUrl, "https://m/a.gif");
  assert.equal(toPickerMedia({ media_key: "3_3", media_type: "IMAGE", name: "Hero" }).name, "Hero");
});
