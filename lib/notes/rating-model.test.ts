import assert from "node:assert/strict";
import { test } from "node:test";
import {
  finalRaters,
  noteAt,
  ratersAt,
  SETTLED_HOURS,
  statusOf,
  NOTE_STATUSES,
} from "./rating-model";

const H = 3_600_000;
const ids = Array.from({ length: 300 }, (_, i) => String(1_900_000_000_000_000_000n + BigInt(i)));

test("the same note at the same age has the same ratings and status", () => {
  assert.deepEqual(noteAt(ids[0], 0.2, 5 * H, 10_000), noteAt(ids[0], 0.2, 5 * H, 10_000));
});

test("raters come after the onset, only grow, and all come by the settling time", () => {
  for (const id of ids.slice(0, 50)) {
    assert.equal(ratersAt(id, 5 * 60_000), 0);
    let last = 0;
    for (const hours of [1, 2, 4, 8, 16, 32, SETTLED_HOURS + 1]) {
      const n = ratersAt(id, hours * H);
      assert.ok(n >= last);
      last = n;
    }
    assert.equal(last, finalRaters(id));
    assert.ok(last >= 3 && last <= 20);
  }
});

test("the status rule", () => {
  const r = (perspective: 0 | 1, helpful: boolean) => ({ perspective, helpful });
  assert.equal(statusOf([r(0, true)], false), "needs_more_ratings");
  assert.equal(statusOf([r(0, true)], true), "minimum_ratings_not_met");
  const agreed = [r(0, true), r(0, true), r(1, true), r(1, true), r(1, false)];
  assert.equal(statusOf(agreed, false), "currently_rated_helpful");
  const oneSided = [r(0, true), r(0, true), r(0, true), r(0, true), r(1, false), r(1, false)];
  // Helpful to one perspective only is no agreement: not rated helpful.
  assert.equal(statusOf(oneSided.slice(0, 5), false), "needs_more_ratings");
  assert.equal(statusOf(Array(8).fill(r(1, false)), false), "firm_reject");
  assert.equal(
    statusOf([...Array(4).fill(r(1, false)), r(0, true)], false),
    "currently_rated_not_helpful",
  );
  const split = [r(0, true), r(0, true), r(1, false), r(1, false), r(1, true)];
  assert.equal(statusOf(split, false), "needs_more_ratings");
  assert.equal(statusOf(split, true), "insufficient_consensus");
  assert.equal(statusOf([...split, ...split], false), "insufficient_consensus");
});

test("sourced notes end mostly helpful, opinions mostly not", () => {
  const end = (score: number) =>
    ids.map((id) => noteAt(id, score, (SETTLED_HOURS + 1) * H, 10_000).status);
  const count = (list: string[], s: string) => list.filter((x) => x === s).length;
  const good = end(0.1);
  const bad = end(0.9);
  assert.ok(count(good, "currently_rated_helpful") > good.length / 2);
  const rejected = count(bad, "currently_rated_not_helpful") + count(bad, "firm_reject");
  assert.ok(rejected > bad.length / 2);
  for (const s of [...good, ...bad]) assert.ok(NOTE_STATUSES.includes(s));
  assert.ok(!good.includes("needs_more_ratings"));
});
