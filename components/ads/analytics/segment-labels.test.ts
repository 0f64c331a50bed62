import assert from "node:assert/strict";
import { test } from "node:test";
import { segmentValueName } from "./segment-labels";

test("segment values read as words, never as the codes the interface answers", () => {
  assert.equal(segmentValueName("AGE", "AGE_25_TO_34"), "25 to 34");
  assert.equal(segmentValueName("AGE", "AGE_OVER_55"), "55 and over");
  assert.equal(segmentValueName("GENDER", "2"), "Female");
  assert.equal(segmentValueName("LOCATIONS", "US"), "United States");
  assert.equal(segmentValueName("REGIONS", "US-CA"), "CA, United States");
  assert.equal(
    segmentValueName("INTERESTS", "1002", new Map([["1002", "Automotive/Car culture"]])),
    "Automotive/Car culture",
  );
  assert.equal(segmentValueName("KEYWORDS", "coffee"), "coffee");
  assert.equal(segmentValueName("GENDER", "UNKNOWN"), "Unknown");
  assert.equal(segmentValueName("DEVICES", "OTHER"), "Others");
});
