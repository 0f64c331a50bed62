import { test } from "node:test";
import assert from "node:assert/strict";
import { entitiesOf, modeText, postLength, startsWithMention } from "./text";
import { scheduledMinute } from "./scheduled-rules";
import { publishJobId } from "./publish-queue";

test("length counts code points after NFC: emoji one each, e + combining accent one", () => {
  assert.equal(postLength("😀😀"), 2);
  assert.equal(postLength("e\u0301"), 1);
  assert.equal(postLength("abc"), 3);
});

test("entities: hashtags, mentions and urls with code-point indices", () => {
  const e = entitiesOf("😀 #Tag and @someone_1 at https://x.example/p?q=1, not a#b or x@y");
  assert.deepEqual(e.hashtags, [{ text: "Tag", indices: [2, 6] }]);
  assert.deepEqual(e.user_mentions, [{ screen_name: "someone_1", indices: [11, 21] }]);
  assert.equal(e.urls.length, 1);
  assert.equal(e.urls[0].url, "https://x.example/p?q=1");
  assert.deepEqual(e.urls[0].indices, [25, 48]);
  assert.deepEqual(entitiesOf("#123 only digits").hashtags, []);
});

test("compat mode cuts at 140 code points with an ellipsis; extended keeps the text", () => {
  const long = "é".repeat(200);
  const compat = modeText(long, "compat");
  assert.equal(Array.from(compat.text).length, 140);
  assert.ok(compat.text.endsWith("…"));
  assert.equal(compat.truncated, true);
  assert.deepEqual(modeText(long, "extended"), { text: long, truncated: false });
  assert.deepEqual(modeText("short", "compat"), { text: "short", truncated: false });
});

test("replies start with a mention", () => {
  assert.equal(startsWithMention("  @a hi"), true);
  assert.equal(startsWithMention("hi @a"), false);
});

test("scheduled_at: seconds dropped, strictly after now, at most one year ahead", () => {
  const now = new Date("2026-03-01T10:00:30Z");
  assert.equal(
    scheduledMinute(new Date("2026-03-01T10:01:59.999Z"), now).toISOString(),
    "2026-03-01T10:01:00.000Z",
  );
  assert.throws(() => scheduledMinute(new Date("2026-03-01T10:00:59Z"), now), /future/);
  assert.ok(scheduledMinute(new Date("2027-03-01T10:00:00Z"), now));
  assert.throws(() => scheduledMinute(new Date("2027-03-01T10:01:00Z"), now), /one year/);
});

test("the publish job id is a UUID fixed by (scheduled post, time)", () => {
  const t = new Date("2026-03-01T10:01:00Z");
  const id = publishJobId("123", t);
  assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(publishJobId("123", t), id);
  assert.notEqual(publishJobId("123", new Date("2026-03-01T10:02:00Z")), id);
  assert.notEqual(publishJobId("124", t), id);
});
