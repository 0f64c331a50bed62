import { test } from "node:test";
import assert from "node:assert/strict";
import {
  andInto,
  andNotInto,
  count,
  emptyBits,
  fullBits,
  has,
  orInto,
  setBit,
  sized,
} from "./bitset";
import { draw, keyOf, mix, threshold, unit } from "./hash";
import { audienceRange } from "./combine";

test("bitsets: full, set operations and counts", () => {
  assert.equal(count(fullBits(70)), 70);
  assert.equal(count(fullBits(64)), 64);
  const a = emptyBits(100);
  const b = emptyBits(100);
  [1, 5, 31, 32, 99].forEach((i) => setBit(a, i));
  [5, 32, 50].forEach((i) => setBit(b, i));
  assert.equal(count(orInto(Uint32Array.from(a), b)), 6);
  assert.equal(count(andInto(Uint32Array.from(a), b)), 2);
  assert.equal(count(andNotInto(Uint32Array.from(a), b)), 3);
  assert.ok(has(a, 99) && !has(a, 98));
  // Another module's shorter or longer array is cut or padded to the population.
  assert.equal(count(sized(fullBits(200), 70)), 70);
  assert.equal(count(sized(a.subarray(0, 1), 100)), 3);
});

test("hashes: deterministic, spread, thresholds are probabilities", () => {
  assert.equal(mix(1, 2), mix(1, 2));
  assert.notEqual(mix(1, 2), mix(2, 1));
  assert.equal(keyOf("news"), keyOf("news"));
  let below = 0;
  const n = 100_000;
  for (let i = 0; i < n; i++) if (draw(7, i, 3) < threshold(0.3)) below++;
  assert.ok(Math.abs(below / n - 0.3) < 0.01, `${below / n}`);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += unit(draw(7, i, 4));
  assert.ok(Math.abs(sum / n - 0.5) < 0.01);
  assert.equal(threshold(0), 0);
  assert.equal(threshold(1), 2 ** 32);
});

test("ranges: 5 % either side, three significant digits, monotone in the count", () => {
  assert.deepEqual(audienceRange(0), { min: 0, max: 0 });
  assert.deepEqual(audienceRange(40_000), { min: 38_000, max: 42_000 });
  assert.deepEqual(audienceRange(123_456), { min: 117_000, max: 130_000 });
  let last = audienceRange(0);
  for (let n = 1; n < 200_000; n += 1 + Math.floor(n / 50)) {
    const r = audienceRange(n);
    assert.ok(r.min >= last.min && r.max >= last.max && r.min <= n && r.max >= n, `${n}`);
    last = r;
  }
});
