import assert from "node:assert/strict";
import { test } from "node:test";
import { pacing } from "./pacing";

const week = { start: "2026-11-15T00:00:00Z", end: "2026-11-22T00:00:00Z", days: 7 };
const at = (iso: string) => Date.parse(iso);
const daily = {
  daily_budget_amount_local_micro: 10_000_000,
  total_budget_amount_local_micro: null,
};

test("a daily budget allows its amount per day of the range, spread evenly", () => {
  const p = pacing(daily, 35_000_000, week, at("2026-11-18T12:00:00Z"));
  assert.equal(p?.budget, 70_000_000);
  assert.equal(p?.expected, 35_000_000);
  assert.equal(p?.state, "on_pace");
  assert.equal(p?.share, 0.5);
  assert.equal(p?.basis, "daily");
});

test("behind, ahead, spent and not started", () => {
  const mid = at("2026-11-18T12:00:00Z");
  assert.equal(pacing(daily, 10_000_000, week, mid)?.state, "behind");
  assert.equal(pacing(daily, 60_000_000, week, mid)?.state, "ahead");
  assert.equal(pacing(daily, 70_000_000, week, mid)?.state, "spent");
  assert.equal(pacing(daily, 0, week, at("2026-11-01T00:00:00Z"))?.state, "not_started");
  assert.equal(pacing(daily, 90_000_000, week, mid)?.share, 1);
});

test("a total budget smaller than the days' caps the range, and has no even spread", () => {
  const both = {
    daily_budget_amount_local_micro: 10_000_000,
    total_budget_amount_local_micro: 25_000_000,
  };
  const p = pacing(both, 5_000_000, week, at("2026-11-18T12:00:00Z"));
  assert.deepEqual(
    [p?.budget, p?.basis, p?.expected, p?.state],
    [25_000_000, "total", null, "on_pace"],
  );
  const none = { daily_budget_amount_local_micro: null, total_budget_amount_local_micro: null };
  assert.equal(pacing(none, 5, week, 0), null);
  assert.equal(pacing(daily, null, week, at("2026-11-18T12:00:00Z"))?.spent, 0);
});
