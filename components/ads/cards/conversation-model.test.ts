import assert from "node:assert/strict";
import { test } from "node:test";
import type { PickerMedia } from "@/components/media/media-facts";
import { checkValues, isRequired, isShown, mediaCheck, toBody } from "./conversation-model";

const facts = {
  "3_w": { type: "IMAGE", width: 800, height: 419, duration_ms: null },
  "3_s": { type: "IMAGE", width: 400, height: 300, duration_ms: null },
};
const filled = {
  name: "N",
  first_cta: "ShareNow",
  first_cta_post: "I #ShareNow",
  thank_you_text: "Thanks",
  title: "Tap one",
  media_key: "3_w",
};
const item = (width: number, height: number, mediaType: PickerMedia["mediaType"] = "IMAGE") => ({
  id: "k",
  name: "k",
  mediaType,
  width,
  height,
});

test("required and shown exactly as the rules say", () => {
  assert.equal(isRequired("title", {}), true);
  assert.equal(isRequired("title", { second_cta: "More" }), false);
  assert.equal(isRequired("second_cta_post", { second_cta: "More" }), true);
  assert.equal(isRequired("second_cta_post", {}), false);
  assert.equal(isShown("second_cta", {}), false);
  assert.equal(isShown("second_cta", { first_cta: "A" }), true);
  assert.equal(isShown("third_cta", { first_cta: "A" }), false);
  assert.equal(isShown("second_cta_post", { second_cta: "B" }), true);
});

test("the whole check: fields, dependencies and media rules, in the form's words", () => {
  assert.deepEqual(checkValues("IMAGE", filled, facts), { fields: {}, general: [] });
  const e = checkValues(
    "IMAGE",
    { ...filled, title: "", second_cta: "More", media_key: "3_s" },
    facts,
  );
  assert.match(
    e.fields.second_cta_post ?? "",
    /^Second hashtag post text is required when second hashtag is set/,
  );
  assert.match(e.fields.media_key ?? "", /at least 800 px wide/);
  assert.equal(checkValues("IMAGE", {}, facts).fields.media_key, "Choose the image.");
  assert.match(
    checkValues("IMAGE", { ...filled, first_cta: "a".repeat(21) }, facts).fields.first_cta ?? "",
    /at most 20/,
  );
});

test("the body: required as typed, optional when given; an update clears emptied texts", () => {
  assert.deepEqual(toBody("IMAGE", { ...filled, title: "" }), {
    name: "N",
    first_cta: "ShareNow",
    first_cta_post: "I #ShareNow",
    thank_you_text: "Thanks",
    media_key: "3_w",
  });
  const update = toBody("VIDEO", { ...filled, title: "" }, true);
  assert.equal(update.title, "");
  assert.equal("poster_media_key" in update, false);
});

test("pickers check with the rules' constants", () => {
  const image = mediaCheck("IMAGE", "media_key");
  assert.equal(image(item(800, 419)), null);
  assert.match(image(item(400, 300)) ?? "", /needs at least 800 px wide; this one is 400 px/);
  assert.match(image(item(800, 600)) ?? "", /needs an aspect ratio of 1\.91:1/);
  assert.equal(mediaCheck("IMAGE", "unlocked_image_media_key")(item(800, 320)), null);
  assert.match(mediaCheck("VIDEO", "media_key")(item(800, 419)) ?? "", /needs a video/);
  assert.equal(mediaCheck("VIDEO", "media_key")(item(1280, 720, "VIDEO")), null);
});
