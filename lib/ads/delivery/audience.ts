import { AdsError } from "../../ads-kernel/errors";
import type { Tx } from "@/lib/db/client";
import { combine } from "@/lib/audiences/population/combine";
import { count, fullBits } from "@/lib/audiences/population/bitset";
import { resolveCriteria, type Criterion } from "@/lib/audiences/population/criteria";
import { kindOf } from "@/lib/audiences/population/kinds";
import { population, valueSets } from "@/lib/audiences/population/population";
import { SEGMENT_TYPES, type SegmentWeights } from "./model/segments";
import { UNKNOWN_SEGMENT } from "../analytics/segment-names";
import { samplePeople, segmentWeights, type Targeted } from "./people";

/** Who a line item's targeting reaches: how many people, and how they spread over the segments. */
export type Reached = { count: number; segments: SegmentWeights };

/**
 * A line item's audience by the audience estimate's own evaluation (resolveCriteria: the same value
 * sets, custom audiences' members, the same combination), with no primary criterion required:
 * delivery serves what a line item targets, everyone when it targets nothing. Kept per process by
 * what decides it (the criteria, the custom audiences' processing times, the population's size), so
 * an hour of a thousand line items resolves each targeting once.
 */
const CACHE_SIZE = 4096;
const cache = new Map<string, Reached | null>();

export async function reachedBy(
  tx: Tx,
  accountId: string,
  criteria: readonly Criterion[],
  audienceVersions: ReadonlyMap<string, string>,
): Promise<Reached | null> {
  const pop = await population();
  // One order whatever order the rows came in: the first targeted interest a person holds counts.
  const named = (c: Criterion) =>
    `${c.targeting_type}\u0001${c.targeting_value}\u0001${c.operator_type}`;
  const ordered = [...criteria].sort((a, b) => (named(a) < named(b) ? -1 : 1));
  const versions = ordered
    .filter((c) => c.targeting_type === "CUSTOM_AUDIENCE")
    .map((c) => audienceVersions.get(c.targeting_value) ?? "gone");
  const key = `${pop.size}\u0002${ordered.map(named).join("\u0002")}\u0002${versions.join(",")}`;
  if (cache.has(key)) {
    const hit = cache.get(key)!;
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = await resolve(tx, accountId, ordered, key);
  cache.set(key, made);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return made;
}

async function resolve(
  tx: Tx,
  accountId: string,
  criteria: readonly Criterion[],
  salt: string,
): Promise<Reached | null> {
  const pop = await population();
  let resolved;
  try {
    resolved = criteria.length
      ? await resolveCriteria(tx, accountId, pop, valueSets(), criteria, { serving: true })
      : [];
  } catch (err) {
    // Criteria that no longer resolve (a custom audience deleted or not processed yet): no one.
    if (err instanceof AdsError) return null;
    throw err;
  }
  const bits = resolved.length ? combine(pop.size, resolved) : fullBits(pop.size);
  const n = count(bits);
  // Resolved sets come in the criteria's order: the interests and keywords a person may be counted under.
  const targeted: Targeted[] = [];
  criteria.forEach((c, k) => {
    const kind = kindOf(c.targeting_type).kind;
    if (c.operator_type !== "EQ" || !resolved[k]) return;
    if (c.targeting_type === "INTEREST")
      targeted.push({ type: "INTEREST", value: c.targeting_value, bits: resolved[k].bits });
    else if (kind === "keyword")
      targeted.push({ type: "KEYWORD", value: c.targeting_value, bits: resolved[k].bits });
  });
  const people = samplePeople(pop, bits, n, salt);
  const segments = people.length
    ? segmentWeights(pop, people, targeted)
    : new Map(SEGMENT_TYPES.map((t) => [t, new Map([[UNKNOWN_SEGMENT, 1]])]));
  return { count: n, segments };
}
