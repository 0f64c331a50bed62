import assert from "node:assert/strict";
import { test } from "node:test";
import { effectiveNote } from "./effective-status";

test("an active line item under a paused or draft campaign says why it does not serve", () => {
  assert.equal(effectiveNote("ACTIVE", "PAUSED"), "campaign paused");
  assert.equal(effectiveNote("ACTIVE", "DRAFT"), "campaign draft");
});

test("nothing to add when the campaign is active or the line item is not", () => {
  assert.equal(effectiveNote("ACTIVE", "ACTIVE"), undefined);
  assert.equal(effectiveNote("PAUSED", "PAUSED"), undefined);
  assert.equal(effectiveNote("DRAFT", "PAUSED"), undefined);
});
