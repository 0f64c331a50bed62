import { AGE_BUCKETS, GENDERS } from "./demographics";
import { DEVICES, NETWORK_OPERATORS, PLATFORM_VERSIONS, PLATFORMS } from "./devices";
import { IAB_CATEGORIES } from "./iab";
import { INTERESTS } from "./interests";
import { LANGUAGES, localizedLanguageName } from "./languages";
import { LOCATIONS, localizedCountryName } from "./locations";
import { APP_STORE_CATEGORIES, CONVERSATIONS, EVENTS, TV_SHOWS } from "./topics";
import type { TargetingType, TargetingValue } from "./types";

/**
 * The value lists of every targeting type: one source for the targeting options catalogs, the
 * criteria's validation and the synthetic population. Free-form types (keywords, users, audiences)
 * have no list: valuesOf answers [] and their rules live in keywords.ts and the criteria.
 */
export * from "./demographics";
export * from "./devices";
export * from "./iab";
export * from "./interests";
export * from "./keywords";
export * from "./languages";
export * from "./locations";
export * from "./topics";
export * from "./types";

const LISTS: Partial<Record<TargetingType, readonly TargetingValue[]>> = {
  LOCATION: LOCATIONS,
  LANGUAGE: LANGUAGES,
  GENDER: GENDERS,
  AGE: AGE_BUCKETS,
  INTEREST: INTERESTS,
  PLATFORM: PLATFORMS,
  PLATFORM_VERSION: PLATFORM_VERSIONS,
  DEVICE: DEVICES,
  NETWORK_OPERATOR: NETWORK_OPERATORS,
  CONVERSATION: CONVERSATIONS,
  EVENT: EVENTS,
  TV_SHOW: TV_SHOWS,
  APP_STORE_CATEGORY: APP_STORE_CATEGORIES,
  IAB_CATEGORY: IAB_CATEGORIES,
};

export function valuesOf(type: TargetingType): readonly TargetingValue[] {
  return LISTS[type] ?? [];
}

/** Lookup maps, built on first use per type (LOCATION alone holds about 5,400 values). */
const maps = new Map<TargetingType, Map<string, TargetingValue>>();

/** The value of that type, or undefined. Exact match: ids and ISO codes are case-sensitive. */
export function findValue(type: TargetingType, value: string): TargetingValue | undefined {
  let map = maps.get(type);
  if (!map) {
    map = new Map(valuesOf(type).map((v) => [v.targeting_value, v]));
    maps.set(type, map);
  }
  return map.get(value);
}

/**
 * The value's name in `lang` (ISO 639-1) where one is known: countries and languages in every
 * language the runtime's CLDR data has; every value in English (its name). Otherwise undefined.
 */
export function localizedName(v: TargetingValue, lang: string): string | undefined {
  const l = lang.toLowerCase();
  if (v.targeting_type === "LOCATION" && v.location_type === "COUNTRIES")
    return localizedCountryName(v.targeting_value, l);
  if (v.targeting_type === "LANGUAGE") return localizedLanguageName(v.targeting_value, l);
  return l === "en" ? v.name : undefined;
}
