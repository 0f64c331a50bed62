import { andInto, andNotInto, fullBits, orInto, popcount32, wordsFor, type Bits } from "./bitset";

/**
 * How criteria combine into one audience: values of one group are alternatives (OR), groups must
 * all hold (AND), and every NE criterion removes its people (AND NOT), whatever its group. A group
 * with only NE criteria constrains nothing else. Hence the invariants the property tests check:
 * a new group never grows the count, an NE never grows it, another value in a group never shrinks it.
 */
export type Resolved = { group: string; operator: "EQ" | "NE"; bits: Bits };

export function combine(size: number, criteria: readonly Resolved[]): Bits {
  const groups = new Map<string, Bits>();
  for (const c of criteria) {
    if (c.operator !== "EQ") continue;
    const g = groups.get(c.group);
    if (g) orInto(g, c.bits);
    else groups.set(c.group, orInto(new Uint32Array(wordsFor(size)), c.bits));
  }
  const out = fullBits(size);
  for (const g of groups.values()) andInto(out, g);
  for (const c of criteria) if (c.operator === "NE") andNotInto(out, c.bits);
  return out;
}

/**
 * The count of combine()'s set without making it: one pass over the words, each word's groups ORed,
 * ANDed, NE words cleared, then counted. The hot path of every estimate (a few hundred microseconds
 * at a million people); combine() is its plain definition, and a test holds the two equal.
 */
export function countOf(size: number, criteria: readonly Resolved[]): number {
  const words = wordsFor(size);
  // Groups of one value are read as they are; larger groups are ORed once into a scratch set.
  const byGroup = new Map<string, Bits>();
  const shared = new Set<string>();
  for (const c of criteria) {
    if (c.operator !== "EQ") continue;
    const g = byGroup.get(c.group);
    if (!g) byGroup.set(c.group, c.bits);
    else if (shared.has(c.group)) orInto(g, c.bits);
    else {
      shared.add(c.group);
      byGroup.set(c.group, orInto(orInto(new Uint32Array(words), g), c.bits));
    }
  }
  // Without an EQ group everyone is in (the full set, cleared past the end); otherwise the first group
  // starts each word, and it already holds no one past the end.
  const groups = [...byGroup.values()];
  const first = groups.shift() ?? fullBits(size);
  const excluded = criteria.filter((c) => c.operator === "NE").map((c) => c.bits);
  let n = 0;
  for (let w = 0; w < words; w++) {
    let word = first[w];
    for (let g = 0; g < groups.length && word; g++) word &= groups[g][w];
    for (let e = 0; e < excluded.length && word; e++) word &= ~excluded[e][w];
    if (word) n += popcount32(word);
  }
  return n;
}

/** Rounds down (or up) to `digits` significant digits: monotone, so order between counts is kept. */
function significant(x: number, digits: number, up: boolean): number {
  if (x <= 0) return 0;
  const scale = Math.pow(10, Math.max(0, Math.floor(Math.log10(x)) + 1 - digits));
  return (up ? Math.ceil(x / scale - 1e-9) : Math.floor(x / scale + 1e-9)) * scale;
}

/**
 * The answered range around an exact count: 5 % either side, three significant digits, the lower
 * bound rounded down and the upper up. Both are non-decreasing functions of the count, so whatever
 * holds between two counts holds between their ranges.
 */
export function audienceRange(n: number): { min: number; max: number } {
  return { min: significant(n * 0.95, 3, false), max: significant(n * 1.05, 3, true) };
}
