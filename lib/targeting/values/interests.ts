import taxonomy from "./data/interests.json";
import type { TargetingValue } from "./types";

/**
 * INTEREST values: a two-level taxonomy in the reference platform's style, data/interests.json. Each
 * key is a category number, its list the category name then its subcategories; a subcategory's id is
 * category * 1000 + its position (1-based), so "1005" is "Automotive/Hybrid and electric vehicles".
 * New subcategories are appended, never inserted, so ids stay stable. The category itself is not a
 * value: people are interested in subcategories; `parent` names the category.
 */
export const INTERESTS: readonly TargetingValue[] = Object.entries(taxonomy).flatMap(
  ([cat, [category, ...subs]]) =>
    subs.map((sub, i) => ({
      targeting_type: "INTEREST" as const,
      targeting_value: String(Number(cat) * 1000 + i + 1),
      name: `${category}/${sub}`,
      parent: category,
    })),
);
