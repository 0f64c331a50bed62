import {
  findValue,
  TV_MARKETS,
  valuesOf,
  type TargetingType,
  type TargetingValue,
} from "@/lib/targeting/values";
import { emptyBits, orInto, type Bits } from "./bitset";
import { keyOf, unit } from "./hash";
import type { Population } from "./model";
import { columnSet, rateSet, type SetCache } from "./sets";
import { kindOf } from "./kinds";
import { keywordPosters } from "./corpus/posters";
import { normalizeKeyword } from "./corpus/model";
import { ageRange } from "./ages";
import { countryOfLocation, isCountryValue, isRegionValue } from "./location";
import { regionsWithin } from "./regions";

/**
 * The people of one targeting value (validated already), built once and kept in the process's
 * bounded cache. Every set is a pure function of the seed and the value, so a cache miss in one
 * process gives the same set another process cached.
 */
export function valueSet(
  pop: Population,
  cache: SetCache,
  type: TargetingType,
  v: TargetingValue,
): Bits {
  return cache.get(`${type}\u0000${v.targeting_value}`, () => build(pop, cache, type, v));
}

/** Memberships a person has on average per type (interests, conversations…); 2 for others. */
const MEAN_MEMBERSHIPS: Record<string, number> = {
  INTEREST: 6,
  CONVERSATION: 3,
  EVENT: 1,
  TV_SHOW: 2,
  TV_GENRE: 2,
  APP_STORE_CATEGORY: 4,
  IAB_CATEGORY: 4,
};

function build(pop: Population, cache: SetCache, type: TargetingType, v: TargetingValue): Bits {
  const value = v.targeting_value;
  const k = kindOf(type);
  const { columns: c, codes } = pop;
  switch (k.kind) {
    case "location":
      return locationSet(pop, cache, v);
    case "language": {
      const code = codes.language.get(value);
      if (code === undefined) return emptyBits(pop.size);
      const first = columnSet(pop, c.language, (x) => x === code);
      return orInto(
        first,
        columnSet(pop, c.secondLanguage, (x) => x === code),
      );
    }
    case "age": {
      const [lo, hi] = ageRange(v);
      return columnSet(pop, c.age, (x) => x >= lo && x <= hi);
    }
    case "gender":
      return columnSet(pop, c.gender, (x) => String(x) === value);
    case "column": {
      const code = codes[k.column].get(value);
      if (code === undefined) return emptyBits(pop.size);
      return columnSet(pop, c[k.column], (x) => x === code);
    }
    case "keyword":
      return keywordPosters(pop, normalizeKeyword(value), k.match);
    case "followers":
      return rateSet(pop, keyOf(`follows:${value}`), followerShare(value) * (k.similar ? 3 : 1));
    case "audience":
      throw new Error("Custom audiences are resolved from their members, not from values.");
    case "membership":
      return membershipSet(pop, cache, type, v);
  }
}

/**
 * The share of people following an account: heavy-tailed by the account id's hash, from 1 in
 * 100,000 to about 3 in 100. Lookalikes (SIMILAR_TO_FOLLOWERS_OF_USER) are three times as many,
 * drawn with the same draw, so they include the followers.
 */
export function followerShare(userId: string): number {
  const u = unit(keyOf(`account:${userId}`));
  return Math.pow(10, -5 + 3.5 * u * u);
}

function locationSet(pop: Population, cache: SetCache, v: TargetingValue): Bits {
  const value = v.targeting_value;
  const { columns: c, codes } = pop;
  if (isCountryValue(value)) {
    const code = codes.country.get(value);
    return code === undefined ? emptyBits(pop.size) : columnSet(pop, c.country, (x) => x === code);
  }
  if (isRegionValue(value)) {
    // People live in the lowest subdivisions; a higher one (FR-IDF) holds those below it.
    const inside = regionsWithin(value)
      .map((r) => codes.region.get(r))
      .filter((x) => x !== undefined);
    const match = new Set(inside);
    return columnSet(pop, c.region, (x) => match.has(x));
  }
  // A metro, city or postal code: a share of its region's (or country's) people, 3 % to 28 %.
  const parentValue = typeof v.parent === "string" ? v.parent : countryOfLocation(v);
  const parent = parentValue ? findValue("LOCATION", parentValue) : undefined;
  if (!parent || parent.targeting_value === value) return emptyBits(pop.size);
  const share = 0.03 + 0.25 * unit(keyOf(`place:${value}`));
  return rateSet(pop, keyOf(`LOCATION:${value}`), share, valueSet(pop, cache, "LOCATION", parent));
}

function membershipSet(
  pop: Population,
  cache: SetCache,
  type: TargetingType,
  v: TargetingValue,
): Bits {
  const list = valuesOf(type);
  const mean = MEAN_MEMBERSHIPS[type] ?? 2;
  // Popularity by the value's hash: (0.15 + u)^2 averages about 0.506, so the mean holds.
  const u = unit(keyOf(`${type}:${v.targeting_value}`));
  const rate = Math.min(0.6, ((mean / Math.max(1, list.length)) * (0.15 + u) ** 2) / 0.506);
  // A TV show is watched in its market's country; other values name their country (or none).
  const market = TV_MARKETS.find((m) => m.locale === v.tv_market);
  const country = countryOfLocation(v) ?? market?.country_code;
  const within = country
    ? valueSet(pop, cache, "LOCATION", {
        targeting_type: "LOCATION",
        targeting_value: country,
        name: country,
      })
    : undefined;
  const own = rateSet(pop, keyOf(`${type}:${v.targeting_value}`), rate, within);
  // A parent value (an interest category) holds the people of its children too.
  for (const child of list)
    if (child.parent === v.targeting_value && child.targeting_value !== v.targeting_value)
      orInto(own, valueSet(pop, cache, type, child));
  return own;
}
