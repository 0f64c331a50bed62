import { z } from "zod";
import { campaignRecordSchema } from "../campaigns/record";
import { lineItemRecordSchema } from "../line-items/record";

/** What a line item carries that its copy takes along (docs/advertising.md "Duplicating"), counted in the answer. */
export const CARRIED_KINDS = [
  "targeting_criteria",
  "tracking_tags",
  "promoted_accounts",
  "promoted_posts",
  "media_creatives",
  "line_item_curated_categories",
] as const;

const tallyShape = Object.fromEntries(CARRIED_KINDS.map((k) => [k, z.number().int()])) as Record<
  (typeof CARRIED_KINDS)[number],
  z.ZodNumber
>; // fromEntries loses the keys' names: they are exactly CARRIED_KINDS

/**
 * The answer of both copy operations (ours, not the reference interface's): the new campaign (null for
 * a line item copy), the new line items in the original's order, and how many of each carried thing
 * were copied. Browser-safe: the console's Duplicate dialog reads it.
 */
export const copyResultRecord = z.object({
  campaign: campaignRecordSchema.nullable(),
  line_items: z.array(lineItemRecordSchema),
  copied: z.object(tallyShape),
});
export type CopyResultRecord = z.output<typeof copyResultRecord>;
