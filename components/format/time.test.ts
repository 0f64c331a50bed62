import assert from "node:assert/strict";
import { test } from "node:test";
import { formatDay, fromZonedInput, toZonedInput } from "./time";

const LA = "America/Los_Angeles";

test("wall time in the account's zone becomes the UTC instant, whatever the machine's zone", () => {
  assert.equal(fromZonedInput("2026-11-21T09:00", LA), "2026-11-21T17:00:00Z");
  assert.equal(fromZonedInput("2026-07-01T09:00", LA), "2026-07-01T16:00:00Z"); // daylight time
  assert.equal(fromZonedInput("2026-11-21T09:00", "Asia/Tokyo"), "2026-11-21T00:00:00Z");
  assert.equal(fromZonedInput("2026-11-21", "UTC"), "2026-11-21T00:00:00Z");
});

test("an instant shows as the wall time of the zone, and converts back to itself", () => {
  assert.equal(toZonedInput("2026-11-22T03:00:00Z", LA), "2026-11-21T19:00");
  assert.equal(toZonedInput("2026-11-22T03:00:00Z", "Europe/Berlin"), "2026-11-22T04:00");
  for (const iso of ["2026-03-08T10:00:00Z", "2026-11-01T12:00:00Z", "2027-01-31T23:59:00Z"])
    assert.equal(fromZonedInput(toZonedInput(iso, LA), LA), iso);
});

test("the day of a flight is the account's day, not the viewer's", () => {
  // 03:00 UTC on the 22nd is still the 21st in Los Angeles.
  assert.match(formatDay("2026-11-22T03:00:00Z", LA), /21/);
  assert.match(formatDay("2026-11-22T03:00:00Z", "Asia/Tokyo"), /22/);
});

test("empty or unreadable input gives nothing to send", () => {
  assert.equal(fromZonedInput("", LA), undefined);
  assert.equal(fromZonedInput("tomorrow", LA), undefined);
  assert.equal(toZonedInput(null, LA), "");
  assert.equal(toZonedInput("not a date", LA), "");
});
