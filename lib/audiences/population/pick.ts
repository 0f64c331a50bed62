import { unit } from "./hash";

/**
 * A weighted choice among n options by one uniform draw: cumulative weights searched in O(log n).
 * Built once per distribution (a column's or a country's), used a million times.
 */
export type Picker = { pick: (h: number) => number; size: number };

export function picker(weights: readonly number[]): Picker {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((w, i) => {
    total += Math.max(0, w);
    cumulative[i] = total;
  });
  const last = weights.length - 1;
  return {
    size: weights.length,
    pick: (h) => {
      if (total <= 0) return -1;
      const target = unit(h) * total;
      let lo = 0;
      let hi = last;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cumulative[mid] > target) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
  };
}

/** Zipf-like weights for ranks 0..n-1: the first options common, a long tail. */
export const zipf = (n: number, exponent = 1, offset = 1): number[] =>
  Array.from({ length: n }, (_, r) => 1 / Math.pow(r + offset, exponent));
