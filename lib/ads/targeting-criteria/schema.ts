import { z } from "zod";
import { OPERATOR_TYPES } from "@/lib/targeting/criterion";
import { TARGETING_TYPES } from "@/lib/targeting/values";
import { idParam, oneOf, str } from "../../ads-kernel/fields";

/** Longest targeting value: keywords are at most 80 characters, ids and codes far shorter. */
export const MAX_TARGETING_VALUE = 255;

/**
 * POST targeting_criteria (FACTS: line_item_id, targeting_type, targeting_value, operator_type).
 * targeting_type is checked by lib/targeting/criterion.ts, which answers INVALID_TARGETING_TYPE and
 * explains content categories; here it is only bounded.
 */
export const targetingCriterionCreate = z.object({
  line_item_id: idParam(),
  targeting_type: str(64, "targeting_type")
    .min(1, "Expected a targeting type")
    .describe(`one of ${TARGETING_TYPES.join(", ")}`),
  targeting_value: str(MAX_TARGETING_VALUE, "targeting_value").min(
    1,
    "Expected a targeting value (GET targeting_criteria/<type> lists them)",
  ),
  operator_type: oneOf(OPERATOR_TYPES).default("EQ"),
});

/** `lang` (ISO 639-1) adds localized_name where one is known. */
export const langParam = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2}$/, "Expected an ISO 639-1 language code such as en or fr")
  .transform((s) => s.toLowerCase())
  .optional();
