import { z } from "zod";
import { CONTENT_CATEGORIES, IAB_CATEGORIES } from "@/lib/targeting/values";
import { bool, int } from "../../ads-kernel/fields";
import { catalogPage } from "../../ads-kernel/catalog";
import { EXCLUSIVE_TOTAL_COUNT } from "../../ads-kernel/list";
import { defineCallerOperation } from "../../ads-kernel/operation";
import { MAX_CURSOR } from "../../ads-kernel/cursor";
import { ADVERTISER_BUSINESS_CATEGORIES } from "./business-categories";
import { PUBLISHERS } from "./publishers";

/** Category reference lists (document 2, Reference data), served from their one source each. */
const family = "reference data";

export const businessCategoryRecord = z.object({
  id: z.string(),
  name: z.string(),
  iab_categories: z.array(z.string()).describe("IAB category ids it stands for"),
});
export const contentCategoryRecord = z.object({
  id: z.string(),
  name: z.string(),
  iab_categories: z
    .array(z.string())
    .describe("target it with IAB_CATEGORY criteria for all of these"),
});
export const iabCategoryRecord = z.object({
  id: z.string(),
  name: z.string(),
  parent_id: z.string().nullable().describe("the tier-1 category of a tier-2 one"),
});
export const publisherRecord = z.object({
  id: z.string(),
  name: z.string(),
  content_category_ids: z.array(z.string()),
});

const IAB_ROWS = IAB_CATEGORIES.map((v) => ({
  id: v.targeting_value,
  name: v.name,
  parent_id: v.parent ?? null,
}));

const iabParams = z
  .object({
    count: int({ min: 1, max: 1000 }).default(200),
    cursor: z.string().min(1).max(MAX_CURSOR).optional(),
    with_total_count: bool().default(false),
  })
  .refine((p) => !(p.with_total_count && p.cursor), EXCLUSIVE_TOTAL_COUNT);

export const categoryOperations = [
  defineCallerOperation({
    family,
    method: "get",
    path: "/advertiser_business_categories",
    example: {},
    summary: "Advertiser business categories (PREROLL_VIEWS line items' categories)",
    action: "account.read",
    record: businessCategoryRecord,
    response: "records",
    handler: async () => ({ data: ADVERTISER_BUSINESS_CATEGORIES.map((b) => ({ ...b })) }),
  }),
  defineCallerOperation({
    family,
    method: "get",
    path: "/content_categories",
    example: {},
    summary: "Content categories and the IAB categories each maps to",
    action: "account.read",
    record: contentCategoryRecord,
    response: "records",
    handler: async () => ({
      data: CONTENT_CATEGORIES.map((c) => ({ ...c, iab_categories: [...c.iab_categories] })),
    }),
  }),
  defineCallerOperation({
    family,
    method: "get",
    path: "/iab_categories",
    example: {},
    summary: "IAB categories (Content Taxonomy 1.0, tiers 1 and 2)",
    action: "account.read",
    params: iabParams,
    record: iabCategoryRecord,
    response: "list",
    handler: async ({ params }) => {
      const page = catalogPage(IAB_ROWS, "id", params);
      return {
        ...page,
        ...(params.with_total_count ? { total_count: IAB_ROWS.length } : {}),
        list: true,
      };
    },
  }),
  defineCallerOperation({
    family,
    method: "get",
    path: "/publishers",
    example: {},
    summary: "Publishers and the content categories they publish in",
    action: "account.read",
    record: publisherRecord,
    response: "records",
    handler: async () => ({ data: PUBLISHERS.map((p) => ({ ...p })) }),
  }),
];
