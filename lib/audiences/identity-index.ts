import crypto from "node:crypto";
import { config } from "@/lib/config/env";
import { SEED } from "@/lib/population/population";
import { identityOf } from "./identities";
import type { IdentifierKind } from "./normalise";

/**
 * Who an uploaded SHA-256 is: per identifier kind, the first 32 bits of every person's hash sorted
 * (prefixes) with the person beside it (people), 8 bytes a person. Built lazily, once per process and
 * kind, in chunks that yield to the event loop; a prefix shared by several people (about a hundred
 * pairs in a million) is settled by comparing the whole hash of each candidate. Nothing is stored in
 * the database, so PGlite and PostgreSQL build the same index the same way. Measured in README
 * ("Custom audiences"): about 2 s per kind for a million people on this machine.
 */
export type KindIndex = { size: number; prefixes: Uint32Array; people: Uint32Array; ms: number };

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
  for (let start = 0; start < size; start += CHUNK) {
    const end = Math.min(size, start + CHUNK);
    for (let i = start; i < end; i++) keys[i] = sha(identityOf(SEED, i, kind)).readUInt32BE(0);
    if (end < size) await new Promise((resolve) => setImmediate(resolve));
  }
  const people = new Uint32Array(size);
  for (let i = 0; i < size; i++) people[i] = i;
  const prefixes = radixSort(keys, people);
  return { size, prefixes, people, ms: Math.round(performance.now() - started) };
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

/** The first index whose prefix is >= p. */
function lowerBound(prefixes: Uint32Array, p: number): number {
  let lo = 0;
  let hi = prefixes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prefixes[mid] < p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The person whose identifier of `kind` hashes to `hash` (32 bytes), or -1. */
export function personOf(index: KindIndex, kind: IdentifierKind, hash: Uint8Array): number {
  const p = ((hash[0] << 24) | (hash[1] << 16) | (hash[2] << 8) | hash[3]) >>> 0;
  for (let at = lowerBound(index.prefixes, p); index.prefixes[at] === p; at++) {
    const person = index.people[at];
    if (sha(identityOf(SEED, person, kind)).equals(hash)) return person;
  }
  return -1;
}
