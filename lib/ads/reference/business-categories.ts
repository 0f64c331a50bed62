import { AdsError } from "../../ads-kernel/errors";

/**
 * Advertiser business categories (document 2, Reference data): what the advertiser's business is,
 * each standing for a collection of IAB categories (ids of lib/targeting/values/iab.ts; a unit test
 * checks each exists). Only PREROLL_VIEWS line items use them, one or two, through `categories`, so
 * pre-roll runs beside publishers' content that suits the brand.
 */
export type BusinessCategory = { id: string; name: string; iab_categories: string[] };

const c = (id: string, name: string, iab_categories: string[]): BusinessCategory => ({
  id,
  name,
  iab_categories,
});

export const ADVERTISER_BUSINESS_CATEGORIES: readonly BusinessCategory[] = [
  c("abc-1", "Automotive", ["IAB2"]),
  c("abc-2", "Beauty and Personal Care", ["IAB18", "IAB18-1"]),
  c("abc-3", "Business Services", ["IAB3"]),
  c("abc-4", "Education", ["IAB5"]),
  c("abc-5", "Entertainment and Media", ["IAB1", "IAB12"]),
  c("abc-6", "Financial Services", ["IAB13"]),
  c("abc-7", "Food and Beverage", ["IAB8"]),
  c("abc-8", "Gaming", ["IAB9-30", "IAB1"]),
  c("abc-9", "Health and Pharmaceuticals", ["IAB7"]),
  c("abc-10", "Home and Garden", ["IAB10"]),
  c("abc-11", "Non-profit and Government", ["IAB11", "IAB14"]),
  c("abc-12", "Real Estate", ["IAB21"]),
  c("abc-13", "Retail and Shopping", ["IAB22", "IAB18"]),
  c("abc-14", "Sports and Fitness", ["IAB17", "IAB7"]),
  c("abc-15", "Technology and Telecom", ["IAB19"]),
  c("abc-16", "Travel and Hospitality", ["IAB20"]),
];

const IDS = new Set(ADVERTISER_BUSINESS_CATEGORIES.map((b) => b.id));

/**
 * A line item's `categories` (line-items/rules.ts): PREROLL_VIEWS needs one or two advertiser business
 * categories; no other objective takes any.
 */
export function checkBusinessCategories(objective: string, categories: string[]): void {
  const list = "GET advertiser_business_categories lists them";
  if (objective !== "PREROLL_VIEWS") {
    if (categories.length)
      throw AdsError.invalid(
        "categories",
        `categories are advertiser business categories, used only by PREROLL_VIEWS line items; leave them out for ${objective}.`,
      );
    return;
  }
  if (categories.length < 1 || categories.length > 2)
    throw AdsError.invalid(
      "categories",
      `PREROLL_VIEWS line items need one or two advertiser business categories in categories (${list}).`,
    );
  const unknown = categories.filter((id) => !IDS.has(id));
  if (unknown.length)
    throw AdsError.invalid(
      "categories",
      `Unknown advertiser business categor${unknown.length > 1 ? "ies" : "y"} ${unknown.join(", ")}; ${list}.`,
    );
}
