/**
 * Sets of people as bitsets: bit (i & 31) of word (i >>> 5) is person i. One million people take
 * 31,250 words (125 KB); AND, OR and AND NOT are word loops and counting is a popcount per word.
 * Arrays shorter than the population (an audience's members from another module) read as zeros.
 */
export type Bits = Uint32Array;

export const wordsFor = (size: number): number => (size + 31) >>> 5;

export function emptyBits(size: number): Bits {
  return new Uint32Array(wordsFor(size));
}

/** Every person of a population of `size`, the last word cleared past the end. */
export function fullBits(size: number): Bits {
  return fillFull(new Uint32Array(wordsFor(size)), size);
}

/** `b` (of wordsFor(size) words) made the full set of fullBits(). */
export function fillFull(b: Bits, size: number): Bits {
  b.fill(0xffffffff);
  const tail = size & 31;
  if (tail) b[b.length - 1] = (1 << tail) - 1;
  return b;
}

export function orInto(into: Bits, other: Bits): Bits {
  const n = Math.min(into.length, other.length);
  for (let w = 0; w < n; w++) into[w] |= other[w];
  return into;
}

export function andInto(into: Bits, other: Bits): Bits {
  const n = Math.min(into.length, other.length);
  for (let w = 0; w < n; w++) into[w] &= other[w];
  into.fill(0, n);
  return into;
}

export function andNotInto(into: Bits, other: Bits): Bits {
  const n = Math.min(into.length, other.length);
  for (let w = 0; w < n; w++) into[w] &= ~other[w];
  return into;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function count(b: Bits): number {
  let n = 0;
  for (let w = 0, end = b.length; w < end; w++) {
    const x = b[w];
    if (x) n += popcount32(x);
  }
  return n;
}

export const has = (b: Bits, i: number): boolean => ((b[i >>> 5] >>> (i & 31)) & 1) === 1;

export function setBit(b: Bits, i: number): void {
  b[i >>> 5] |= 1 << (i & 31);
}

/** A copy sized for `size` people (padding or cutting another module's array). */
export function sized(b: Bits, size: number): Bits {
  const out = new Uint32Array(wordsFor(size));
  out.set(b.length > out.length ? b.subarray(0, out.length) : b);
  const tail = size & 31;
  if (tail && b.length >= out.length) out[out.length - 1] &= (1 << tail) - 1;
  return out;
}
