import assert from "node:assert/strict";
import { test } from "node:test";
import { adsHref, adsTab, isAdsSection, withAccount } from "./ads-href";

test("an ads page's address names the account in the path", () => {
  assert.equal(adsHref("18ce54d4x5t"), "/console/ads/18ce54d4x5t/campaigns");
  assert.equal(adsHref("a1", "cards/new", { card: "c 1" }), "/console/ads/a1/cards/new?card=c+1");
  assert.equal(adsHref("a1", ["line-items", "x/y"]), "/console/ads/a1/line-items/x%2Fy");
  assert.equal(adsHref("a1", "audiences", { scope: undefined }), "/console/ads/a1/audiences");
  assert.equal(adsHref("a1", ""), "/console/ads/a1");
});

test("the tab of a page: a line item's page belongs to Campaigns", () => {
  assert.equal(adsTab("/console/ads/a1/cards/conversation/new"), "cards");
  assert.equal(adsTab("/console/ads/a1/line-items/l1"), "campaigns");
  assert.equal(adsTab("/console/ads/a1"), "campaigns");
  assert.equal(adsTab("/console/ads"), "campaigns");
  assert.equal(adsTab("/console/ads/history"), "history", "an address without an account yet");
});

test("an address without an account opens the same page under the chosen one", () => {
  assert.equal(withAccount("/console/ads", "", "a1"), "/console/ads/a1/campaigns");
  assert.equal(withAccount("/console/ads/users", "", "a1"), "/console/ads/a1/users");
  assert.equal(
    withAccount("/console/ads/cards/new", "?card=c1", "a1"),
    "/console/ads/a1/cards/new?card=c1",
  );
  assert.ok(isAdsSection("line-items") && isAdsSection("history") && !isAdsSection("a1"));
});
