import assert from "node:assert/strict";
import { test } from "node:test";
import { counted, overLimitMessage } from "./counted";

test("far from the limit: a count and nothing to say", () => {
  assert.deepEqual(counted("hello", 80), {
    count: 5,
    max: 80,
    remaining: 75,
    over: false,
    near: false,
    spoken: "",
  });
});

test("near the limit (last tenth, at least 10) the remaining characters are spoken", () => {
  assert.equal(counted("x".repeat(69), 80).near, false);
  assert.equal(counted("x".repeat(70), 80).spoken, "10 characters left");
  assert.equal(counted("x".repeat(79), 80).spoken, "1 character left");
  assert.equal(counted("x".repeat(80), 80).spoken, "0 characters left");
  assert.equal(counted("x".repeat(800), 1000).near, false);
  assert.equal(counted("x".repeat(900), 1000).near, true);
});

test("over the limit: an error naming the field, the excess and the limit", () => {
  const c = counted("x".repeat(83), 80);
  assert.equal(c.over, true);
  assert.equal(c.near, false);
  assert.equal(c.spoken, "3 characters over the limit");
  assert.equal(overLimitMessage("Name", c), "Name is 3 characters over the limit of 80.");
  assert.equal(
    overLimitMessage("Title", counted("xx", 1)),
    "Title is 1 character over the limit of 1.",
  );
});

test("characters are counted as the API's schemas count them, unless the form says otherwise", () => {
  assert.equal(counted("🎉", 10).count, 2, "UTF-16 code units, as zod's max()");
  assert.equal(counted("🎉", 10, (v) => Array.from(v).length).count, 1);
});
