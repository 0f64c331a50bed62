import assert from "node:assert/strict";
import { test } from "node:test";
import {
  addDays,
  dayCount,
  dayOf,
  midnight,
  presetDays,
  rangeProblem,
  syncParts,
  toRange,
} from "./date-range";

const LA = "America/Los_Angeles";

test("a day on the account's calendar is the zone's, not UTC's", () => {
  // 05:00 UTC on the 22nd is still the 21st in Los Angeles.
  assert.equal(dayOf("2026-11-22T05:00:00Z", LA), "2026-11-21");
  assert.equal(dayOf("2026-11-22T05:00:00Z", "Asia/Tokyo"), "2026-11-22");
  assert.equal(addDays("2026-12-31", 1), "2027-01-01");
  assert.equal(addDays("2026-03-01", -1), "2026-02-28");
});

test("presets count back from today, today included", () => {
  const today = "2026-11-21";
  assert.deepEqual(presetDays("today", today), { from: today, to: today });
  assert.deepEqual(presetDays("yesterday", today), { from: "2026-11-20", to: "2026-11-20" });
  assert.deepEqual(presetDays("last_7_days", today), { from: "2026-11-15", to: today });
  assert.equal(dayCount(presetDays("last_30_days", today)), 30);
});

test("a range runs from the first day's midnight to the midnight after the last, in the zone", () => {
  const r = toRange({ from: "2026-11-20", to: "2026-11-21" }, LA);
  assert.equal(r.start, "2026-11-20T08:00:00Z");
  assert.equal(r.end, "2026-11-22T08:00:00Z");
  assert.equal(r.days, 2);
  // The day clocks go back is 25 hours long.
  const fall = toRange({ from: "2026-11-01", to: "2026-11-01" }, LA);
  assert.equal(Date.parse(fall.end) - Date.parse(fall.start), 25 * 3_600_000);
  assert.equal(midnight("2026-07-01", LA), "2026-07-01T07:00:00Z");
});

test("a custom range names the field at fault", () => {
  assert.equal(rangeProblem({ from: "2026-11-02", to: "2026-11-01" })?.field, "to");
  assert.equal(rangeProblem({ from: "", to: "2026-11-01" })?.field, "from");
  assert.equal(
    rangeProblem({ from: "2026-01-01", to: "2026-12-31" })?.message,
    "Choose at most 90 days",
  );
  assert.equal(rangeProblem({ from: "2026-11-01", to: "2026-11-01" }), null);
});

test("a long range is asked for in parts of at most seven days, each from midnight to midnight", () => {
  const r = toRange({ from: "2026-10-25", to: "2026-11-09" }, LA); // 16 days, across the DST change
  const parts = syncParts(r, LA);
  assert.equal(parts.length, 3);
  assert.equal(parts[0].start, r.start);
  assert.equal(parts[2].end, r.end);
  for (let i = 1; i < parts.length; i++) assert.equal(parts[i].start, parts[i - 1].end);
  for (const p of parts)
    assert.ok(Date.parse(p.end) - Date.parse(p.start) <= 7 * 24 * 3_600_000 + 3_600_000);
  assert.equal(
    syncParts(toRange({ from: "2026-11-01", to: "2026-11-07" }, "UTC"), "UTC").length,
    1,
  );
});
