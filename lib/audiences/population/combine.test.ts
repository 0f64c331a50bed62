import { test } from "node:test";
import assert from "node:assert/strict";
import { combine, countOf, type Resolved } from "./combine";
import { count, wordsFor } from "./bitset";

/** A deterministic generator (mulberry32), so a failure names a case that can be run again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("countOf counts what combine() makes: groups of several values, NE, no EQ at all, sets shorter than the population", () => {
  const r = random(7);
  for (let k = 0; k < 400; k++) {
    // Sizes alternate between calls, so the reused scratch set is resized both ways.
    const size = 1 + Math.floor(r() * 5000);
    const criteria: Resolved[] = [];
    for (let i = Math.floor(r() * 6); i > 0; i--) {
      // An audience's members from another module may be shorter than the population (read as zeros).
      const words = r() < 0.2 ? Math.floor(r() * wordsFor(size)) : wordsFor(size);
      const bits = new Uint32Array(words);
      const density = r();
      for (let p = 0; p < words * 32 && p < size; p++)
        if (r() < density) bits[p >>> 5] |= 1 << (p & 31);
      criteria.push({ group: `g${Math.floor(r() * 3)}`, operator: r() < 0.25 ? "NE" : "EQ", bits });
    }
    const want = count(combine(size, criteria));
    assert.equal(
      countOf(size, criteria),
      want,
      `case ${k}: size ${size}, ${criteria.length} criteria`,
    );
  }
});
