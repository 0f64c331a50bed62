import { KEYWORD_TYPES, type TargetingType } from "./values/types";

/**
 * EQ includes, NE excludes. Kept apart from criterion.ts (which loads every value list) so the
 * console's targeting editor can ask which types may be excluded without shipping those lists.
 */
export const OPERATOR_TYPES = ["EQ", "NE"] as const;
export type OperatorType = (typeof OPERATOR_TYPES)[number];

/**
 * Types that may be excluded (NE): keywords (negative keywords), custom audiences (exclusion lists),
 * followers of users, locations (a region out of its country), interests, conversations and events.
 * Demographics, devices, languages, TV and IAB categories are chosen, not excluded (include the others).
 */
export const NE_TYPES: readonly TargetingType[] = [
  ...KEYWORD_TYPES,
  "CUSTOM_AUDIENCE",
  "FOLLOWERS_OF_USER",
  "SIMILAR_TO_FOLLOWERS_OF_USER",
  "LOCATION",
  "INTEREST",
  "CONVERSATION",
  "EVENT",
];
