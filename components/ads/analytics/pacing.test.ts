import assert from "node:assert/strict";
import { test } from "node:test";
import { flightWindow, pacing } from "./pacing";

const UTC = "UTC";
const week = { start: "2026-11-15T00:00:00Z", end: "2026-11-22T00:00:00Z" };
const open = { start: null, end: null };
const all = flightWindow(week, open, UTC);
const at = (iso: string) => Date.parse(iso);
const daily = {
  daily_budget_amount_local_micro: 10_000_000,
  total_budget_amount_local_micro: null,
};

test("a daily budget allows its amount per day of the range, spent evenly over each day", () => {
  const p = pacing(daily, 35_000_000, all, at("2026-11-18T12:00:00Z"));
  assert.equal(p?.budget, 70_000_000);
  assert.equal(p?.expected, 35_000_000);
  assert.equal(p?.state, "on_pace");
  assert.equal(p?.share, 0.5);
  assert.equal(p?.basis, "daily");
});

test("behind, ahead, spent and not started", () => {
  const mid = at("2026-11-18T12:00:00Z");
  assert.equal(pacing(daily, 10_000_000, all, mid)?.state, "behind");
  assert.equal(pacing(daily, 60_000_000, all, mid)?.state, "ahead");
  assert.equal(pacing(daily, 70_000_000, all, mid)?.state, "spent");
  assert.equal(pacing(daily, 0, all, at("2026-11-01T00:00:00Z"))?.state, "not_started");
  assert.equal(pacing(daily, 90_000_000, all, mid)?.share, 1);
});

test("only the days the flight runs on count, on the account's calendar", () => {
  // A flight from 22:00 on the 20th: two days of the range (the 20th and the 21st) in UTC.
  const late = flightWindow(week, { start: "2026-11-20T22:00:00Z", end: null }, UTC);
  assert.equal(late?.days, 2);
  const p = pacing(daily, 10_000_000, late, at("2026-11-21T22:00:00Z"));
  assert.deepEqual([p?.budget, p?.expected, p?.state], [20_000_000, 10_000_000, "on_pace"]);
  // In Los Angeles the same hours are all on the 20th.
  const la = flightWindow(
    week,
    { start: "2026-11-20T22:00:00Z", end: "2026-11-21T02:00:00Z" },
    "America/Los_Angeles",
  );
  assert.equal(la?.days, 1);
  // A flight outside the range has no pacing there.
  assert.equal(flightWindow(week, { start: "2026-12-01T00:00:00Z", end: null }, UTC), null);
  assert.equal(pacing(daily, 0, null, 0), null);
});

test("a total budget smaller than the days' caps the range, and has no even spread", () => {
  const both = {
    daily_budget_amount_local_micro: 10_000_000,
    total_budget_amount_local_micro: 25_000_000,
  };
  const p = pacing(both, 5_000_000, all, at("2026-11-18T12:00:00Z"));
  assert.deepEqual(
    [p?.budget, p?.basis, p?.expected, p?.state],
    [25_000_000, "total", null, "on_pace"],
  );
  const none = { daily_budget_amount_local_micro: null, total_budget_amount_local_micro: null };
  assert.equal(pacing(none, 5, all, 0), null);
  assert.equal(pacing(daily, null, all, at("2026-11-18T12:00:00Z"))?.spent, 0);
});
