import assert from "node:assert/strict";
import { test } from "node:test";
import { formatDateTime } from "@/components/format/time";
import { plainList } from "@/components/format/labels";
import { historyValue } from "./history-value";

/** The change history as a person reads it: no enum values, times on the account's clock. */
const tz = "America/New_York";

test("enum values are words; names keep what was typed", () => {
  assert.equal(historyValue("entity_status", "PAUSED", tz), "Paused");
  assert.equal(historyValue("objective", "WEBSITE_CLICKS", tz), "Website clicks");
  assert.equal(
    historyValue("placements", ["ALL_ON_SVC", "SVC_SEARCH"], tz),
    "All on SVC, SVC search",
  );
  assert.equal(historyValue("name", "SPRING_SALE", tz), "SPRING_SALE");
  assert.equal(historyValue("automatically_select_bid", true, tz), "Yes");
});

test("a time entered in the account's zone reads in that zone, not UTC", () => {
  const shown = historyValue("start_time", "2026-11-21T14:00:00Z", tz);
  assert.equal(shown, formatDateTime("2026-11-21T14:00:00Z", tz));
  assert.match(shown, /9:00/);
  assert.doesNotMatch(shown, /Z$|UTC|T14/);
});

test("permission levels and the post composer grant are words", () => {
  assert.equal(plainList(["CREATIVE_MANAGER", "POST_COMPOSER"]), "Creative manager, Post composer");
});
