import { z } from "zod";

/** One node of a recommendation's change tree: what to send to the batch endpoint of its entity. */
export type ChangeNode = {
  entity_type: "FUNDING_INSTRUMENT" | "CAMPAIGN" | "LINE_ITEM";
  operation_type: "Create" | "Update" | "Delete" | null;
  params: Record<string, string | number | boolean>;
  dependent_entities: ChangeNode[];
};

export const changeNodeSchema: z.ZodType<ChangeNode> = z.lazy(() =>
  z.object({
    entity_type: z.enum(["FUNDING_INSTRUMENT", "CAMPAIGN", "LINE_ITEM"]),
    operation_type: z
      .enum(["Create", "Update", "Delete"])
      .nullable()
      .describe("null: no change, the node names the entity its dependents belong to"),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    dependent_entities: z.array(changeNodeSchema),
  }),
);

export const RECOMMENDATION_RULES = [
  "RESUME_PAUSED_LINE_ITEM",
  "RAISE_CAMPAIGN_DAILY_BUDGET",
  "ADD_LINE_ITEM",
] as const;

/** GET 5/accounts/:account_id/recommendations (FACTS: recommendation record). */
export const recommendationRecord = z.object({
  id: z.string().describe("stable: the same state gives the same id"),
  account_id: z.string(),
  funding_instrument_id: z.string(),
  status: z.literal("PENDING"),
  rule: z.enum(RECOMMENDATION_RULES),
  message: z.string(),
  changes: z
    .array(changeNodeSchema)
    .describe(
      "batch items: operation_type and params go to POST batch/accounts/:account_id/<entity>s as they are",
    ),
});
export type Recommendation = z.output<typeof recommendationRecord>;
