import { test } from "node:test";
import assert from "node:assert/strict";
import { dayBounds, isLocalMidnight, localDate, midnightOf } from "./zone";

const LA = "America/Los_Angeles";
const iso = (ms: number) => new Date(ms).toISOString();

test("midnight in Los Angeles: 07:00Z in summer time, 08:00Z in winter", () => {
  assert.equal(iso(midnightOf("2026-07-01", LA)), "2026-07-01T07:00:00.000Z");
  assert.equal(iso(midnightOf("2026-12-01", LA)), "2026-12-01T08:00:00.000Z");
  assert.ok(isLocalMidnight(Date.parse("2026-11-01T07:00:00Z"), LA));
  assert.ok(!isLocalMidnight(Date.parse("2026-11-01T08:00:00Z"), LA));
  assert.equal(localDate(Date.parse("2026-11-01T06:59:00Z"), LA), "2026-10-31");
});

test("days across the clock changes are 25 and 23 hours long", () => {
  const autumn = dayBounds(midnightOf("2026-10-31", LA), midnightOf("2026-11-03", LA), LA);
  const hours = autumn.slice(1).map((b, i) => (b - autumn[i]) / 3_600_000);
  assert.deepEqual(hours, [24, 25, 24]);
  const spring = dayBounds(midnightOf("2026-03-08", LA), midnightOf("2026-03-09", LA), LA);
  assert.equal((spring[1] - spring[0]) / 3_600_000, 23);
});

test("UTC and a half-hour zone", () => {
  assert.equal(iso(midnightOf("2026-05-05", "UTC")), "2026-05-05T00:00:00.000Z");
  assert.equal(iso(midnightOf("2026-05-05", "Asia/Kolkata")), "2026-05-04T18:30:00.000Z");
});

test("a range of whole days of the account is as many days as it has, 25-hour days included", async () => {
  const { statsWindow } = await import("./window");
  const start = new Date(midnightOf("2026-10-30", LA));
  const end = new Date(midnightOf("2026-11-06", LA));
  assert.equal((end.getTime() - start.getTime()) / 3_600_000, 7 * 24 + 1);
  const w = statsWindow({ start_time: start, end_time: end, granularity: "DAY" }, LA, 7);
  assert.equal(w.bounds.length - 1, 7);
  const hours = {
    start_time: start,
    end_time: new Date(end.getTime() + 3_600_000),
    granularity: "HOUR" as const,
  };
  assert.throws(() => statsWindow(hours, LA, 7), /At most 7 days/);
});
