import { emptyBits, type Bits } from "./bitset";
import { draw, threshold } from "./hash";
import type { Population } from "./model";

/**
 * The people of one targeting value, as a bitset over the population. Column sets scan a typed
 * column (one compare a person); membership sets draw one hash a person against the value's rate,
 * so the same person is in or out of the same value in every process.
 */
export function columnSet(
  pop: Population,
  column: ArrayLike<number>,
  test: (code: number) => boolean,
): Bits {
  const out = emptyBits(pop.size);
  // A table of the codes that match, so the loop is a lookup (codes are < 65,536).
  const match = new Uint8Array(0x10000);
  for (let code = 0; code < 0x10000; code++) if (test(code)) match[code] = 1;
  for (let i = 0; i < pop.size; i++) if (match[column[i]]) out[i >>> 5] |= 1 << (i & 31);
  return out;
}

/**
 * People who have a value held by a share `rate` of those `within` (all people when absent): each
 * person's draw for `salt` compared with the rate, so a larger rate for the same salt is a superset.
 */
export function rateSet(pop: Population, salt: number, rate: number, within?: Bits): Bits {
  const out = emptyBits(pop.size);
  const limit = threshold(rate);
  if (limit === 0) return out;
  for (let i = 0; i < pop.size; i++) {
    if (within && !((within[i >>> 5] >>> (i & 31)) & 1)) continue;
    if (draw(pop.seed, i, salt) < limit) out[i >>> 5] |= 1 << (i & 31);
  }
  return out;
}

/** A bounded least-recently-used cache of value sets (each 125 KB at a million people). */
export class SetCache {
  private readonly map = new Map<string, Bits>();
  constructor(private readonly max: number) {}
  get(key: string, build: () => Bits): Bits {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const made = build();
    if (this.max > 0) {
      this.map.set(key, made);
      if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    }
    return made;
  }
  get size(): number {
    return this.map.size;
  }
}
