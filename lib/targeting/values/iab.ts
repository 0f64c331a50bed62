import contentCategories from "./data/content-categories.json";
import tiers from "./data/iab.json";
import { z } from "zod";
import type { TargetingValue } from "./types";

/**
 * IAB_CATEGORY values: the IAB Content Taxonomy 1.0 (data/iab.json). Each key is a tier-1 id
 * ("IAB2"), its list the tier-1 name then its tier-2 names, numbered in order ("IAB2-10" "Electric
 * Vehicle"), as the taxonomy numbers them. Tier-1 and tier-2 ids are both values; a tier-2 names its
 * tier 1 as `parent`. GET iab_categories and content categories read this file.
 */
export const IAB_CATEGORIES: readonly TargetingValue[] = Object.entries(tiers).flatMap(
  ([tier1, [name, ...subs]]) => [
    { targeting_type: "IAB_CATEGORY" as const, targeting_value: tier1, name },
    ...subs.map((sub, i) => ({
      targeting_type: "IAB_CATEGORY" as const,
      targeting_value: `${tier1}-${i + 1}`,
      name: sub,
      parent: tier1,
    })),
  ],
);

const byId = new Map(IAB_CATEGORIES.map((v) => [v.targeting_value, v]));

/** The IAB category of that id ("IAB2", "IAB2-10"), or undefined when the taxonomy has none. */
export function iabCategory(id: string): TargetingValue | undefined {
  return byId.get(id);
}

/**
 * Content categories (document 2): each maps to one or more IAB categories and is targeted only
 * through IAB_CATEGORY criteria carrying all of them. Ids are stable strings.
 */
export type ContentCategory = { id: string; name: string; iab_categories: readonly string[] };

// JSON's inferred type has no tuples: rows are read once, at load, as what they are.
const categoryRows = z.array(z.tuple([z.string(), z.string(), z.array(z.string())]));

export const CONTENT_CATEGORIES: readonly ContentCategory[] = categoryRows
  .parse(contentCategories)
  .map(([id, name, iab_categories]) => ({ id, name, iab_categories }));

export function contentCategory(id: string): ContentCategory | undefined {
  return CONTENT_CATEGORIES.find((c) => c.id === id);
}
