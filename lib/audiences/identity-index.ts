import crypto from "node:crypto";
import { config } from "@/lib/config/env";
import { SEED } from "@/lib/audiences/population/population";
import { identityOf } from "./identities";
import type { IdentifierKind } from "./normalise";

/**
 * Who an uploaded SHA-256 is: per identifier kind, the first 32 bits of every person's hash sorted
 * (prefixes) with the person beside it (people), and the next 32 bits by person: 12 bytes a person. Built lazily, once per process and
 * kind, in chunks that yield to the event loop; a prefix shared by several people (about a hundred
 * pairs in a million) is settled on the hash's next 32 bits (64 bits in all: the chance that a hash of
 * nobody matches someone is about 1 in 10^13 per hash at a million people). Nothing is stored in
 * the database, so PGlite and PostgreSQL build the same index the same way. The build takes seconds
 * per kind for a million people: the start-up cost the users_call bench leaves out (docs/benchmarks.md).
 */
export type KindIndex = {
  size: number;
  prefixes: Uint32Array;
  /** Where the prefixes of each leading 16 bits start (65,537 entries): a lookup searches one bucket of ~15. */
  starts: Uint32Array;
  people: Uint32Array;
  /** Bits 32..63 of each person's hash, by person: a candidate of the same prefix is checked on them. */
  seconds: Uint32Array;
  ms: number;
};

const CHUNK = 32_768;
const built = new Map<string, Promise<KindIndex>>();

const sha = (text: string): Buffer => crypto.createHash("sha256").update(text).digest();

export function identityIndex(kind: IdentifierKind): Promise<KindIndex> {
  const size = config().populationSize;
  const key = `${kind}:${size}`;
  let index = built.get(key);
  if (!index) {
    index = buildIndex(kind, size);
    index.catch(() => built.delete(key));
    built.set(key, index);
  }
  return index;
}

async function buildIndex(kind: IdentifierKind, size: number): Promise<KindIndex> {
  const started = performance.now();
  const keys = new Uint32Array(size);
  const seconds = new Uint32Array(size);
  for (let start = 0; start < size; start += CHUNK) {
    const end = Math.min(size, start + CHUNK);
    for (let i = start; i < end; i++) {
      const h = sha(identityOf(SEED, i, kind));
      keys[i] = h.readUInt32BE(0);
      seconds[i] = h.readUInt32BE(4);
    }
    if (end < size) await new Promise((resolve) => setImmediate(resolve));
  }
  const people = new Uint32Array(size);
  for (let i = 0; i < size; i++) people[i] = i;
  const prefixes = radixSort(keys, people);
  const starts = new Uint32Array(65_537);
  for (let i = 0; i < size; i++) starts[(prefixes[i] >>> 16) + 1]++;
  for (let b = 1; b < starts.length; b++) starts[b] += starts[b - 1];
  return { size, prefixes, starts, people, seconds, ms: Math.round(performance.now() - started) };
}

/** LSD radix sort of `keys` in two 16-bit passes, `values` moved alongside (both replaced). */
function radixSort(keys: Uint32Array, values: Uint32Array): Uint32Array {
  type U = Uint32Array;
  let k: U = keys;
  let v: U = values;
  let k2: U = new Uint32Array(k.length);
  let v2: U = new Uint32Array(k.length);
  for (const shift of [0, 16]) {
    const counts = new Uint32Array(65_537);
    for (let i = 0; i < k.length; i++) counts[((k[i] >>> shift) & 0xffff) + 1]++;
    for (let b = 1; b < counts.length; b++) counts[b] += counts[b - 1];
    for (let i = 0; i < k.length; i++) {
      const at = counts[(k[i] >>> shift) & 0xffff]++;
      k2[at] = k[i];
      v2[at] = v[i];
    }
    [k, k2] = [k2, k];
    [v, v2] = [v2, v];
  }
  values.set(v);
  return k;
}

/** The first index of [lo, hi) whose prefix is >= p. */
function lowerBound(prefixes: Uint32Array, p: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prefixes[mid] < p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const u32 = (h: Uint8Array, at: number) =>
  ((h[at] << 24) | (h[at + 1] << 16) | (h[at + 2] << 8) | h[at + 3]) >>> 0;

/** The person whose identifier hashes to the 32 bytes of `hash` at `offset` (their first 64 bits compared), or -1. */
export function personOf(index: KindIndex, hash: Uint8Array, offset = 0): number {
  const p = u32(hash, offset);
  const second = u32(hash, offset + 4);
  const bucket = p >>> 16;
  const end = index.starts[bucket + 1];
  for (
    let at = lowerBound(index.prefixes, p, index.starts[bucket], end);
    at < end && index.prefixes[at] === p;
    at++
  ) {
    const person = index.people[at];
    if (index.seconds[person] === second) return person;
  }
  return -1;
}
