import { test } from "node:test";
import assert from "node:assert/strict";
import {
  dispatchSchema,
  MAX_POST_LENGTH,
  postBody,
  postDefaults,
  postTextLength,
  withoutAction,
  type PostValues,
} from "./post-model";
import { previewSrc } from "./post-item-src";
import { postText } from "@/lib/ads/posts/schema";

const tz = "America/Los_Angeles";
const values = (v: Partial<PostValues> = {}): PostValues => ({
  ...postDefaults(null, "42", tz),
  ...v,
});

test("publish: the body of POST post, media joined, empty fields left out", () => {
  const problems = {};
  const body = postBody(values({ text: "Hi", media_keys: ["3_a", "3_b"] }), null, tz, problems);
  assert.deepEqual(body, {
    action: "publish",
    text: "Hi",
    nullcast: true,
    as_user_id: "42",
    media_keys: "3_a,3_b",
  });
  assert.deepEqual(problems, {});
  assert.equal(dispatchSchema(null).safeParse(body).success, true);
});

test("the media rule is said before submitting, on the media field", () => {
  const problems: Record<string, string> = {};
  postBody(values({ text: "x", media_kinds: ["IMAGE", "VIDEO"] }), null, tz, problems);
  assert.match(problems.media_keys, /^Your media mixes images and a video; a post takes at most 4/);
});

test("schedule: wall time in the account's zone sent as UTC; missing time is a field problem", () => {
  const problems: Record<string, string> = {};
  const v = values({ text: "x", action: "schedule", scheduled_at: "2027-01-05T09:30" });
  assert.equal(postBody(v, null, tz, problems).scheduled_at, "2027-01-05T17:30:00Z");
  postBody(values({ text: "x", action: "schedule" }), null, tz, problems);
  assert.equal(problems.scheduled_at, "Choose when to publish the post.");
});

test("the interface's schema of the pressed button checks the body (blank post, 281 characters)", () => {
  const blank = postBody(values({ action: "draft" }), null, tz, {});
  const issues = dispatchSchema(null).safeParse(blank).error?.issues ?? [];
  assert.deepEqual(
    issues.map((i) => i.path),
    [["text"]],
  );
  const long = postBody(values({ text: "é".repeat(281) }), null, tz, {});
  assert.equal(dispatchSchema(null).safeParse(long).success, false);
  const emoji = postBody(values({ text: "😀".repeat(280) }), null, tz, {});
  assert.equal(dispatchSchema(null).safeParse(emoji).success, true, "an emoji counts as one");
});

test("editing a draft: PUT body clears card and media with empty values, keeps no as_user_id", () => {
  const record = {
    id: "7",
    text: "t",
    name: null,
    user_id: "42",
    nullcast: true,
    card_uri: "card://1",
    media_keys: ["3_a"],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    deleted: false,
  };
  const editing = { kind: "draft" as const, record };
  const v = { ...postDefaults(editing, "42", tz), card_uri: "", media_keys: [] };
  const { action, body } = withoutAction(postBody(v, editing, tz, {}));
  assert.equal(action, "draft");
  assert.deepEqual(body, { text: "t", nullcast: true, card_uri: "", media_keys: "" });
});

test("the preview endpoint's iframe src, as a same-origin path", () => {
  const html =
    "<iframe class='post-preview' src='http://example.test/i/post_previews/a.b'></iframe>";
  assert.equal(previewSrc(html), "/i/post_previews/a.b");
  assert.equal(previewSrc("<p>none</p>"), null);
});

test("the counter counts post text as the interface does: code points of the kept (trimmed) text", () => {
  const text = `${"😀".repeat(279)}a\n`;
  assert.equal(postTextLength(text), MAX_POST_LENGTH);
  assert.equal(postText.safeParse(text).success, true);
  assert.equal(postTextLength(`${text}b`), MAX_POST_LENGTH + 2);
  assert.equal(postText.safeParse(`${text}b`).success, false);
});
