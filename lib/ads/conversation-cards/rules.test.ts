import { test } from "node:test";
import assert from "node:assert/strict";
import { conversationCardSchema } from "./rules";

/** The rules as the console runs them: pure, with the library's facts as input, the API's messages. */
const facts = {
  "3_ok": { type: "IMAGE", width: 800, height: 419, duration_ms: null },
  "3_square": { type: "IMAGE", width: 600, height: 600, duration_ms: null },
  "7_wide": { type: "VIDEO", width: 1280, height: 720, duration_ms: 5000 },
};
const card = {
  name: "C",
  first_cta: "Go",
  first_cta_post: "go",
  title: "T",
  thank_you_text: "Thanks",
  media_key: "3_ok",
};
const issues = (kind: "IMAGE" | "VIDEO", v: Record<string, string>) => {
  const r = conversationCardSchema(kind, facts).safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")} | ${i.message}`);
};

test("a valid card parses; the hashtag gains its #", () => {
  const r = conversationCardSchema("IMAGE", facts).parse(card);
  assert.equal(r.first_cta, "#Go");
});

test("the console sees the API's messages for dependencies and media", () => {
  const { title: _t, ...untitled } = card;
  assert.match(
    issues("IMAGE", untitled)[0],
    /^title \| title is required when second_cta is not set/,
  );
  assert.match(
    issues("IMAGE", { ...card, media_key: "3_square" })[0],
    /^media_key \| media_key: 3_square is 600×600 px/,
  );
  assert.match(
    issues("VIDEO", card)[0],
    /^media_key \| media_key: 3_ok is an image; expected a video/,
  );
  assert.deepEqual(issues("VIDEO", { ...card, media_key: "7_wide" }), []);
  assert.deepEqual(
    issues("IMAGE", { ...card, media_key: "3_unknown" }),
    [],
    "unknown keys: the library check's",
  );
});

test("a repeated call to action is named where it repeats (case-insensitive)", () => {
  const three = {
    ...card,
    second_cta: "No",
    second_cta_post: "no",
    third_cta: "#go",
    third_cta_post: "go",
  };
  assert.match(issues("IMAGE", three)[0], /^third_cta \| third_cta repeats first_cta/);
});
