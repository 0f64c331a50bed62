import { test } from "node:test";
import assert from "node:assert/strict";
import { parseReplayDate, ReplayInputError, replayWindow } from "./replay";
import { retryDelayMs, setRetrySchedule } from "./schedule";

const now = new Date("2026-03-20T12:00:30Z");

test("replay dates are yyyymmddhhmm UTC minutes that exist", () => {
  assert.equal(parseReplayDate("202602281230")?.toISOString(), "2026-02-28T12:30:00.000Z");
  assert.equal(parseReplayDate("202402290000")?.toISOString(), "2024-02-29T00:00:00.000Z");
  for (const bad of [
    "202602290000",
    "202613010000",
    "202603182400",
    "202603181260",
    "20260318123",
    "2026031812300",
    "2026-03-18T1",
    202603181230,
    null,
  ])
    assert.equal(parseReplayDate(bad), null, String(bad));
});

test("a window is from before to, at most 5 days, within retention, not in the future", () => {
  const ok = replayWindow("202603151200", "202603201200", now);
  assert.equal(ok.to.getTime() - ok.from.getTime(), 5 * 86400e3, "exactly 5 days is allowed");
  assert.ok(replayWindow("202603201200", "202603201201", now));
  const fails: [string, string, string][] = [
    ["202603151159", "202603201200", "to_date"],
    ["202603201200", "202603201200", "to_date"],
    ["202602100000", "202602110000", "from_date"],
    ["202603201200", "202603201203", "to_date"],
    ["x", "202603201200", "from_date"],
  ];
  for (const [from, to, parameter] of fails)
    assert.throws(
      () => replayWindow(from, to, now),
      (e: unknown) => e instanceof ReplayInputError && e.parameter === parameter,
      `${from} ${to}`,
    );
});

test("the default retry schedule backs off to about a day, then stops", () => {
  setRetrySchedule(null);
  const delays: number[] = [];
  for (let n = 1; retryDelayMs(n) !== null; n++) delays.push(retryDelayMs(n)!);
  assert.deepEqual(delays.slice(0, 3), [10e3, 60e3, 300e3]);
  for (let i = 1; i < delays.length; i++) assert.ok(delays[i] > delays[i - 1]);
  const total = delays.reduce((a, b) => a + b, 0);
  assert.ok(total >= 20 * 3600e3 && total <= 26 * 3600e3, `${total / 3600e3} h`);
});
