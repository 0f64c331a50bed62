import { keyOf, mix, unit } from "@/lib/audiences/population/hash";

/**
 * The simulator's randomness: integer hashes of (seed, entity, hour, what is drawn), as the
 * population's (lib/audiences/population/hash.ts), never a stateful generator. An hour simulated
 * twice from the same state, in any process, draws the same numbers.
 */
export function keyed(seed: number, ...parts: readonly (string | number)[]): number {
  let h = seed >>> 0;
  for (const p of parts) h = mix(h, typeof p === "number" ? p >>> 0 : keyOf(p));
  return h;
}

/** A uniform number in [0, 1) for one question (`salt`) about a keyed thing. */
export const uniform = (key: number, salt: number): number => unit(mix(key, salt));

/** About N(0, 1): the sum of four uniforms, centred and scaled (Irwin–Hall), bounded to ±3.5. */
export function normal(key: number, salt: number): number {
  let s = 0;
  for (let k = 0; k < 4; k++) s += uniform(key, salt * 8 + k);
  return (s - 2) * Math.sqrt(3);
}

/**
 * A whole count around `mean`: Poisson by inversion for small means, a rounded normal of the same
 * spread above. Never negative, and the same for the same key and salt.
 */
export function countAround(mean: number, key: number, salt: number): number {
  if (!(mean > 0)) return 0;
  if (mean < 20) {
    const u = uniform(key, salt);
    let p = Math.exp(-mean);
    let cumulative = p;
    let k = 0;
    while (u > cumulative && k < 200) {
      k++;
      p *= mean / k;
      cumulative += p;
    }
    return k;
  }
  return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(key, salt)));
}

/**
 * A count of events among `n` trials of probability `p`: each trial drawn when they are few (a
 * binomial), around n·p when they are many; never above n.
 */
export function countOf(n: number, p: number, key: number, salt: number): number {
  const q = Math.max(0, Math.min(1, p));
  if (n <= 40) {
    let k = 0;
    for (let t = 0; t < n; t++) if (uniform(key, salt * 64 + t) < q) k++;
    return k;
  }
  return Math.min(n, countAround(n * q, key, salt));
}
