import assert from "node:assert/strict";
import { test } from "node:test";
import { toRange } from "./date-range";
import {
  addPlacements,
  intervals,
  intervalStarts,
  joinAnswers,
  joinSeries,
  toPoints,
  totalsOf,
} from "./series";

const LA = "America/Los_Angeles";

test("intervals of a part: hours (25 on the day clocks go back) or days", () => {
  const fall = toRange({ from: "2026-11-01", to: "2026-11-02" }, LA);
  assert.equal(intervals(fall, "HOUR"), 49);
  assert.equal(intervals(fall, "DAY"), 2);
  assert.equal(intervals(fall, "TOTAL"), 1);
  assert.deepEqual(intervalStarts(fall, "DAY", LA), [
    "2026-11-01T07:00:00Z",
    "2026-11-02T08:00:00Z",
  ]);
  const hours = intervalStarts(fall, "HOUR", LA);
  assert.equal(hours.length, 49);
  assert.equal(hours[1], "2026-11-01T08:00:00Z");
});

test("parts join end to end; a part without activity is zeros, all without is null", () => {
  assert.deepEqual(
    joinSeries([
      { series: [1, 2], length: 2 },
      { series: null, length: 3 },
    ]),
    [1, 2, 0, 0, 0],
  );
  assert.equal(
    joinSeries([
      { series: null, length: 2 },
      { series: undefined, length: 1 },
    ]),
    null,
  );
});

test("answers of several parts become each entity's series over the range", () => {
  const rec = (id: string, impressions: number[] | null) => ({
    id,
    id_data: [
      {
        segment: null,
        metrics: {
          impressions,
          billed_charge_local_micro: impressions && impressions.map((n) => n * 10),
        },
      },
    ],
  });
  const joined = joinAnswers([[rec("a", [1, 2]), rec("b", null)], [rec("a", [3])]], [2, 1]);
  assert.deepEqual(joined.get("a")?.impressions, [1, 2, 3]);
  assert.deepEqual(joined.get("b")?.impressions, null);
  assert.deepEqual(totalsOf(joined.get("a")), { impressions: 6, billed_charge_local_micro: 60 });
  assert.deepEqual(totalsOf(joined.get("b")), {
    impressions: null,
    billed_charge_local_micro: null,
  });
  const points = toPoints(joined.get("a") ?? {}, ["t0", "t1", "t2"]);
  assert.deepEqual(points[2], {
    at: "t2",
    values: { impressions: 3, billed_charge_local_micro: 30 },
  });
});

test("placements add up interval by interval, per entity", () => {
  const rec = (id: string, likes: number[] | null, impressions: number[] | null) => ({
    id,
    id_data: [{ segment: null, metrics: { likes, impressions } }],
  });
  const [a, b] = addPlacements([
    [rec("a", [1, 2], null), rec("b", null, null)],
    [rec("a", [10, 20], [5, 5]), rec("b", null, [1, 0])],
  ]);
  assert.deepEqual(a.id_data[0].metrics, { likes: [11, 22], impressions: [5, 5] });
  assert.deepEqual(b.id_data[0].metrics, { likes: null, impressions: [1, 0] });
});
