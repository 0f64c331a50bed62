import assert from "node:assert/strict";
import { test } from "node:test";
import { accountNow } from "./use-now";

test("an account's present is where its delivery stands when that is ahead of the wall clock", () => {
  const wall = Date.parse("2026-11-21T10:30:00Z");
  assert.equal(accountNow(wall, "2026-11-23T07:00:00Z"), Date.parse("2026-11-23T07:00:00Z"));
  // A clock behind the wall (real-time delivery, an hour not done yet) or none: the wall's.
  assert.equal(accountNow(wall, "2026-11-21T10:00:00Z"), wall);
  assert.equal(accountNow(wall, null), wall);
  assert.equal(accountNow(wall, "not a time"), wall);
});
