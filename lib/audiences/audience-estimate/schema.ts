import { z } from "zod";
import { isJsonObject } from "@/lib/http/json-object";
import { oneOf } from "../../ads-kernel/fields";

/** Criteria in one estimate: as many as a targeting criteria batch may create. */
export const MAX_ESTIMATE_CRITERIA = 500;
export const MAX_VALUE_LENGTH = 255;

const text = (name: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: `${name} is required: a string` })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, `${name} must not be empty`)
        .max(max, `${name} has at most ${max} characters`),
    );

/**
 * One criterion as targeting criteria creation takes it (document 2): targeting_type,
 * targeting_value, operator_type (EQ by default, NE excludes). A line_item_id may travel along
 * (clients send the criteria they are about to create) and is ignored: an estimate is for any line item.
 */
export const estimateCriterion = z.strictObject(
  {
    targeting_type: text("targeting_type", 64),
    targeting_value: text("targeting_value", MAX_VALUE_LENGTH),
    operator_type: oneOf(["EQ", "NE"]).default("EQ"),
    line_item_id: z.union([z.string(), z.number()]).optional(),
  },
  {
    error: (iss) =>
      iss.code === "unrecognized_keys"
        ? `Unknown field(s) ${iss.keys.join(", ")}: a criterion has targeting_type, targeting_value and operator_type`
        : "Each criterion is an object {targeting_type, targeting_value, operator_type}",
  },
);
export type EstimateCriterion = z.output<typeof estimateCriterion>;

const criteriaArray = z
  .array(estimateCriterion, {
    error: "The body is a JSON array of targeting criteria objects",
  })
  .min(1, "At least one targeting criterion is required")
  .max(MAX_ESTIMATE_CRITERIA, `At most ${MAX_ESTIMATE_CRITERIA} targeting criteria`);

/** The JSON body: an array of criteria, or {"targeting_criteria": [...]} holding one. */
export const estimateBody = z.preprocess(
  (v) => (isJsonObject(v) && "targeting_criteria" in v ? v.targeting_criteria : v), // checked by criteriaArray next
  criteriaArray,
);

export const estimateRecord = z.object({
  audience_size: z
    .object({ min: z.number().int(), max: z.number().int() })
    .describe("people of the population matching the criteria, as a range around the exact count"),
});
