import { test } from "node:test";
import assert from "node:assert/strict";
import { capText, chartPoints, familyTotals } from "./usage-model";

const rows = [
  { day: "2026-11-02", family: "posts.read", units: 3, cost_micros: 3000 },
  { day: "2026-11-02", family: "posts.create", units: 1, cost_micros: 15000 },
  { day: "2026-11-03", family: "posts.read", units: 2, cost_micros: 2000 },
];

test("one point per day, every family present, zero on quiet days", () => {
  const points = chartPoints(
    ["2026-11-01", "2026-11-02", "2026-11-03"],
    ["posts.read", "posts.create"],
    rows,
  );
  assert.deepEqual(points, [
    { day: "2026-11-01", "posts.read": 0, "posts.create": 0 },
    { day: "2026-11-02", "posts.read": 3, "posts.create": 1 },
    { day: "2026-11-03", "posts.read": 2, "posts.create": 0 },
  ]);
});

test("totals per family and the cap in words", () => {
  assert.deepEqual(familyTotals(["posts.read"], rows), [
    { family: "posts.read", units: 5, cost_micros: 5000 },
  ]);
  assert.equal(capText(1234, 15000, "en-US"), "1,234 of 15,000 (8%)");
});

test("money to a tenth of a cent, so a read's price is not shown as free", async () => {
  const { usd } = await import("./usage-model");
  assert.match(usd(1_000), /0\.001/);
  assert.match(usd(25_000_000), /25\.00/);
});
