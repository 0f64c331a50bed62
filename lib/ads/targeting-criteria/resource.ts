import { eq } from "drizzle-orm";
import { lineItems, targetingCriteria } from "@/lib/db/schema";
import { defineResource } from "../../ads-kernel/define-resource";
import { checkBeforeCommit } from "../../ads-kernel/write-scope";
import { lineItemsResource } from "../line-items/resource";
import { checkWholeContentCategories } from "./content-categories";
import { prepareCriterion } from "./prepare";
import { criterionRecord, targetingCriterionRecord, withLocalizedName } from "./record";
import { langParam, targetingCriterionCreate } from "./schema";
import * as ex from "@/lib/ads/example-ids";

/**
 * Targeting criteria of line items (document 2, FACTS): list (line_item_ids required), get, create,
 * delete, batch of Create and Delete (500). No update: a criterion is replaced by deleting it and
 * creating another. The line item is locked FOR UPDATE while a criterion is written, so the rules
 * that count what it holds (prepare.ts) see every committed sibling. Deleting the line item deletes
 * its criteria, each with a TARGETING_CRITERIA history row.
 */
export const targetingCriteriaResource = defineResource({
  name: "targeting_criteria",
  singular: "targeting_criterion",
  entityType: "TARGETING_CRITERIA",
  table: targetingCriteria,
  exampleId: ex.TARGETING_CRITERION_ID,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  references: {
    line_item_id: { parent: lineItemsResource, onParentDelete: "delete", lock: "update" },
  },
  record: targetingCriterionRecord,
  toRecord: criterionRecord,
  list: {
    sortable: ["created_at", "updated_at", "targeting_type"],
    idFilters: { targeting_criterion_ids: "id", line_item_ids: "line_item_id" },
    required: ["line_item_ids"],
  },
  view: {
    shape: { lang: langParam },
    // Records come from criterionRecord and `lang` from langParam (the view's own shape).
    present: (r, p) =>
      withLocalizedName(
        targetingCriterionRecord.parse(r),
        typeof p.lang === "string" ? p.lang : undefined,
      ),
  },
  create: {
    schema: targetingCriterionCreate,
    refused: [
      { param: "targeting_value", value: "Atlantis" },
      { param: "operator_type", value: "NOT" },
      { param: "targeting_value", value: "x".repeat(256) },
    ],
    example: { line_item_id: ex.LINE_ITEM_ID, targeting_type: "LOCATION", targeting_value: "US" },
    prepare: (tx, ctx, input) => prepareCriterion(tx, ctx, input),
  },
  remove: {
    // Removing an IAB category may break a whole content category: checked when the write is done,
    // with the line item locked like a create's.
    check: async (tx, _ctx, row) => {
      if (row.targeting_type !== "IAB_CATEGORY") return;
      await tx
        .select({ id: lineItems.id })
        .from(lineItems)
        .where(eq(lineItems.id, row.line_item_id))
        .for("update");
      checkBeforeCommit(tx, `iab:${row.line_item_id}`, () =>
        checkWholeContentCategories(tx, row.line_item_id),
      );
    },
  },
  batch: { max: 500, ops: ["Create", "Delete"] },
});
