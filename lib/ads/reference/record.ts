import { z } from "zod";

/** GET bidding_rules: one currency's cost-per-engagement bid bounds, in micros. */
export const biddingRuleRecordSchema = z.object({
  currency: z.string().describe("ISO-4217"),
  minimum_cpe_bid_local_micro: z.number().int(),
  maximum_cpe_bid_local_micro: z.number().int(),
  minimum_denomination: z.number().int(),
});

/** GET line_items/placements: the placement sets a product type accepts. */
export const placementsRecordSchema = z.object({
  product_type: z.string(),
  placements: z.array(z.array(z.string())),
});
