import { z } from "zod";
import { lineItemCuratedCategories } from "@/lib/db/schema";
import { defineResource } from "../../ads-kernel/define-resource";
import { AdsError } from "../../ads-kernel/errors";
import { idParam } from "../../ads-kernel/fields";
import { lineItemsResource } from "../line-items/resource";
import { curatedCategory } from "./data";
import { targetedCountries } from "./countries";
import * as ex from "@/lib/ads/example-ids";

export const lineItemCuratedCategoryCreate = z.object({
  line_item_id: idParam(),
  curated_category_id: idParam(),
});

/**
 * Line item curated categories (document 2): the curated category a line item runs beside. It must
 * exist, and when the line item targets locations, be available in at least one targeted country (its
 * country_codes). One live per line item: a second is INVALID_PARAMETER saying to PUT the existing
 * one. PUT changes either field with the same checks.
 */
export const lineItemCuratedCategoriesResource = defineResource({
  name: "line_item_curated_categories",
  singular: "line_item_curated_category",
  table: lineItemCuratedCategories,
  exampleId: ex.LINE_ITEM_CURATED_CATEGORY_ID,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  references: {
    line_item_id: { parent: lineItemsResource, onParentDelete: "delete", lock: "update" },
  },
  list: {
    sortable: ["created_at", "updated_at"],
    idFilters: {
      line_item_curated_category_ids: "id",
      line_item_ids: "line_item_id",
      curated_category_ids: "curated_category_id",
    },
    cacheRecords: true,
  },
  limits: [
    {
      per: "line_item_id",
      max: 1,
      code: "INVALID_PARAMETER",
      message: () =>
        "This line item already has a curated category; change it with PUT line_item_curated_categories/:id or delete it first.",
    },
  ],
  create: {
    schema: lineItemCuratedCategoryCreate,
    refused: [{ param: "curated_category_id", value: "9".repeat(65) }],
    example: { line_item_id: ex.LINE_ITEM_ID, curated_category_id: ex.CURATED_CATEGORY_ID },
    prepare: async (tx, _ctx, input, { line_item_id: li }) => {
      await checkCategory(tx, li.id, input.curated_category_id);
      return { line_item_id: li.id, curated_category_id: input.curated_category_id };
    },
  },
  update: {
    schema: lineItemCuratedCategoryCreate.partial(),
    example: { curated_category_id: "cc1012" },
    prepare: async (tx, _ctx, row, input, { line_item_id: li }) => {
      await checkCategory(tx, li.id, input.curated_category_id ?? row.curated_category_id);
      return input;
    },
  },
  remove: {},
});

async function checkCategory(
  tx: Parameters<typeof targetedCountries>[0],
  lineItemId: string,
  id: string,
) {
  const category = curatedCategory(id);
  if (!category)
    throw AdsError.invalid(
      "curated_category_id",
      `No curated category ${id} (GET accounts/:account_id/curated_categories?country_codes=… lists them).`,
    );
  const countries = await targetedCountries(tx, lineItemId);
  if (countries.length && !countries.some((c) => category.country_codes.includes(c)))
    throw AdsError.invalid(
      "curated_category_id",
      `Curated category ${id} is available in ${category.country_codes.join(", ")}; the line item targets ${countries.join(", ")}.`,
    );
}
