import { test } from "node:test";
import assert from "node:assert/strict";
import { copyFlight, copyName, copyStatus } from "./naming";

test("copyName: ' (copy)' after the name, within the limit, never half a code point", () => {
  assert.equal(copyName("Spring sale", 255), "Spring sale (copy)");
  assert.equal(copyName(null, 255), null);
  const long = "x".repeat(255);
  const cut = copyName(long, 255)!;
  assert.equal(cut.length, 255);
  assert.ok(cut.endsWith("x (copy)"));
  // 250 UTF-16 units of emoji (2 each): the cut removes whole emoji only.
  const emoji = copyName("😀".repeat(125), 255)!;
  assert.ok(emoji.length <= 255);
  assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(emoji), "no lone high surrogate");
  assert.equal(copyName("  padded  ", 255), "padded (copy)");
});

test("copyFlight: a future flight is kept; a started one starts at the next minute, same length", () => {
  const now = Date.parse("2026-11-23T10:00:30Z");
  assert.deepEqual(copyFlight({ start_time: "2026-12-01T00:00:00Z", end_time: null }, now), {
    start: "2026-12-01T00:00:00.000Z",
  });
  assert.deepEqual(
    copyFlight(
      { start_time: new Date("2026-11-20T10:00:00Z"), end_time: new Date("2026-11-27T10:00:00Z") },
      now,
    ),
    { start: "2026-11-23T10:01:00.000Z", end: "2026-11-30T10:01:00.000Z" },
  );
  assert.deepEqual(copyFlight({ start_time: null, end_time: null }, now), {});
});

test("copyStatus: PAUSED, a draft stays a draft", () => {
  assert.equal(copyStatus("ACTIVE"), "PAUSED");
  assert.equal(copyStatus("PAUSED"), "PAUSED");
  assert.equal(copyStatus("DRAFT"), "DRAFT");
});
