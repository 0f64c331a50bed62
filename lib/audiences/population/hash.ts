/**
 * The population's randomness: integer hashes, not a stateful generator, so that any person's any
 * attribute is a pure function of (seed, person index, what is asked) and can be computed in any
 * order, in any process, with the same answer. `mix` is murmur3's 32-bit finaliser over a pair;
 * it passes the avalanche tests that matter here (every input bit flips about half the output bits).
 */
export function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b ^ (b >>> 15), 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A string's 32-bit key (FNV-1a over UTF-16 units, then mixed): names values, keywords, user ids. */
export function keyOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return mix(h >>> 0, 0x5bd1e995);
}

/** A uniform number in [0, 1) from a hash. */
export const unit = (h: number): number => h / 4294967296;

/** The hash of (seed, person, salt): one person's draw for one question. */
export const draw = (seed: number, i: number, salt: number): number => mix(mix(seed, i), salt);

/** A probability as a 32-bit threshold: `draw(...) < threshold(p)` holds with probability p. */
export const threshold = (p: number): number =>
  p <= 0 ? 0 : p >= 1 ? 4294967296 : Math.floor(p * 4294967296);
