/**
 * Every targeting type a criterion, an audience estimate or the population knows. The list follows the
 * reference platform's names; the keyword kinds and IAB_CATEGORY are named by document 2.
 */
export const TARGETING_TYPES = [
  "LOCATION",
  "LANGUAGE",
  "GENDER",
  "AGE",
  "INTEREST",
  "PLATFORM",
  "PLATFORM_VERSION",
  "DEVICE",
  "NETWORK_OPERATOR",
  "CONVERSATION",
  "EVENT",
  "TV_SHOW",
  "APP_STORE_CATEGORY",
  "BROAD_KEYWORD",
  "EXACT_KEYWORD",
  "PHRASE_KEYWORD",
  "UNORDERED_KEYWORD",
  "FOLLOWERS_OF_USER",
  "SIMILAR_TO_FOLLOWERS_OF_USER",
  "CUSTOM_AUDIENCE",
  "IAB_CATEGORY",
] as const;

export type TargetingType = (typeof TARGETING_TYPES)[number];

/**
 * One value a criterion of `targeting_type` may carry. `parent` ties a value to the one it belongs to
 * (a region's or city's country, a platform version's or device's platform, an interest's category,
 * a TV show's market); further keys are type-specific (country_code, location_type, os_type …).
 */
export type TargetingValue = {
  targeting_type: TargetingType;
  targeting_value: string;
  name: string;
  parent?: string;
  [k: string]: unknown;
};

/** Keyword kinds: the value is the keyword text itself (rules in lib/targeting/values/keywords.ts). */
export const KEYWORD_TYPES = [
  "BROAD_KEYWORD",
  "EXACT_KEYWORD",
  "PHRASE_KEYWORD",
  "UNORDERED_KEYWORD",
] as const satisfies readonly TargetingType[];

/**
 * Types whose values are not a fixed list: keywords (text), users (a user id), custom audiences (an
 * audience id). IAB_CATEGORY is a fixed list (iab.ts, the IAB Content Taxonomy 1.0).
 */
export const FREE_FORM_TYPES = [
  ...KEYWORD_TYPES,
  "FOLLOWERS_OF_USER",
  "SIMILAR_TO_FOLLOWERS_OF_USER",
  "CUSTOM_AUDIENCE",
] as const satisfies readonly TargetingType[];

export function isTargetingType(s: string): s is TargetingType {
  return TARGETING_TYPES.some((t) => t === s);
}

export function isFreeForm(t: TargetingType): boolean {
  return FREE_FORM_TYPES.some((f) => f === t);
}
