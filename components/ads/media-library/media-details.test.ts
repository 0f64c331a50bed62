import assert from "node:assert/strict";
import { test } from "node:test";
import { aspectOf, mediaDetails, mediaName, processingState, thumbnailOf } from "./media-details";
import type { MediaFacts } from "./media-details";

const base: MediaFacts = {
  media_key: "3_1",
  media_type: "IMAGE",
  media_status: "TRANSCODE_COMPLETED",
  name: null,
  file_name: null,
  width: 800,
  height: 419,
  duration: null,
  aspect_ratio: "800:419",
  media_url: "http://x/media/1.png",
  poster_media_url: null,
};

test("an item is named by its name, else its file name, else its key", () => {
  assert.equal(mediaName(base), "3_1");
  assert.equal(mediaName({ ...base, file_name: "hero.png" }), "hero.png");
  assert.equal(mediaName({ ...base, name: "Hero", file_name: "hero.png" }), "Hero");
});

test("facts: dimensions, a named shape, and a video's duration as m:ss", () => {
  assert.deepEqual(mediaDetails(base), [
    { term: "Type", value: "Image" },
    { term: "Dimensions", value: "800 × 419 px" },
    { term: "Aspect ratio", value: "1.91:1" },
  ]);
  const video: MediaFacts = {
    ...base,
    media_type: "VIDEO",
    width: 640,
    height: 360,
    duration: 75_400,
    aspect_ratio: "16:9",
  };
  assert.deepEqual(mediaDetails(video).slice(2), [
    { term: "Aspect ratio", value: "16:9" },
    { term: "Duration", value: "1:15" },
  ]);
  // Size not known: the record's ratio, no dimensions.
  const unknown = { ...base, width: null, height: null, aspect_ratio: "4:3" };
  assert.deepEqual(mediaDetails(unknown), [
    { term: "Type", value: "Image" },
    { term: "Aspect ratio", value: "4:3" },
  ]);
  assert.equal(aspectOf({ width: 120, height: 90, aspect_ratio: "4:3" }), "4:3");
  assert.equal(aspectOf({ width: null, height: null, aspect_ratio: null }), null);
});

test("thumbnails: the picture, or a video's poster; processing said in words", () => {
  assert.equal(thumbnailOf(base), "http://x/media/1.png");
  assert.equal(thumbnailOf({ ...base, media_type: "GIF" }), "http://x/media/1.png");
  assert.equal(thumbnailOf({ ...base, media_type: "VIDEO" }), null);
  assert.equal(
    thumbnailOf({ ...base, media_type: "VIDEO", poster_media_url: "http://x/p.jpg" }),
    "http://x/p.jpg",
  );
  assert.equal(processingState(base), null);
  assert.equal(processingState({ media_status: "TRANSCODING" }), "Processing…");
  assert.equal(processingState({ media_status: "TRANSCODE_FAILED" }), "Processing failed");
});
