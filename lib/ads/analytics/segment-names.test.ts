import assert from "node:assert/strict";
import { test } from "node:test";
import { segmentName } from "./segment-names";

test("segment values are named in words, never as the codes the facts hold", () => {
  assert.equal(segmentName("AGE", "AGE_25_TO_34"), "25 to 34");
  assert.equal(segmentName("AGE", "AGE_OVER_55"), "55 and over");
  assert.equal(segmentName("GENDER", "2"), "Female");
  assert.equal(segmentName("LOCATIONS", "US"), "United States");
  assert.equal(segmentName("REGIONS", "US-CA"), "California, US");
  assert.equal(segmentName("INTERESTS", "1002"), "Automotive/Car culture");
  assert.equal(segmentName("PLATFORMS", "0"), "iOS");
  assert.equal(segmentName("DEVICES", "0:iphone-15"), "iPhone 15");
  assert.equal(segmentName("KEYWORDS", "coffee"), "coffee");
  assert.equal(segmentName("GENDER", "UNKNOWN"), "Unknown");
  assert.equal(segmentName("DEVICES", "OTHER"), "Others");
});
