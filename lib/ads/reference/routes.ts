import { z } from "zod";
import { PLACEMENTS_BY_PRODUCT, PRODUCT_TYPES } from "../enums";
import { oneOf, str } from "../../ads-kernel/fields";
import { defineCallerOperation } from "../../ads-kernel/operation";
import { biddingRuleRecordSchema, placementsRecordSchema } from "./record";

/** Minimum and maximum cost-per-engagement bids per currency (refresh at least monthly). */
export const BIDDING_RULES: Record<
  string,
  {
    minimum_cpe_bid_local_micro: number;
    maximum_cpe_bid_local_micro: number;
    minimum_denomination: number;
  }
> = {
  USD: {
    minimum_cpe_bid_local_micro: 10_000,
    maximum_cpe_bid_local_micro: 1_000_000_000,
    minimum_denomination: 10_000,
  },
  EUR: {
    minimum_cpe_bid_local_micro: 10_000,
    maximum_cpe_bid_local_micro: 1_000_000_000,
    minimum_denomination: 10_000,
  },
  GBP: {
    minimum_cpe_bid_local_micro: 10_000,
    maximum_cpe_bid_local_micro: 1_000_000_000,
    minimum_denomination: 10_000,
  },
  JPY: {
    minimum_cpe_bid_local_micro: 1_000_000,
    maximum_cpe_bid_local_micro: 100_000_000_000,
    minimum_denomination: 1_000_000,
  },
  CAD: {
    minimum_cpe_bid_local_micro: 10_000,
    maximum_cpe_bid_local_micro: 1_000_000_000,
    minimum_denomination: 10_000,
  },
  AUD: {
    minimum_cpe_bid_local_micro: 10_000,
    maximum_cpe_bid_local_micro: 1_000_000_000,
    minimum_denomination: 10_000,
  },
  BRL: {
    minimum_cpe_bid_local_micro: 50_000,
    maximum_cpe_bid_local_micro: 5_000_000_000,
    minimum_denomination: 10_000,
  },
  INR: {
    minimum_cpe_bid_local_micro: 1_000_000,
    maximum_cpe_bid_local_micro: 80_000_000_000,
    minimum_denomination: 1_000_000,
  },
};

const currencyParams = z.object({
  currency: str(3)
    .regex(/^[A-Z]{3}$/, "Expected an ISO-4217 code such as USD")
    .optional(),
});

export const referenceOperations = [
  defineCallerOperation({
    family: "reference data",
    method: "get",
    path: "/bidding_rules",
    example: { params: { currency: "USD" } },
    summary: "Minimum and maximum cost-per-engagement bids per currency",
    action: "account.read",
    params: currencyParams,
    record: biddingRuleRecordSchema,
    response: "records",
    handler: async ({ params: p }) => {
      const entries = Object.entries(BIDDING_RULES).filter(
        ([cur]) => !p.currency || cur === p.currency,
      );
      return { data: entries.map(([currency, r]) => ({ currency, ...r })) };
    },
  }),
  defineCallerOperation({
    family: "reference data",
    method: "get",
    path: "/line_items/placements",
    example: { params: { product_type: "PROMOTED_POSTS" } },
    summary: "The placement sets valid for each product type",
    action: "account.read",
    params: z.object({ product_type: oneOf(PRODUCT_TYPES).optional() }),
    record: placementsRecordSchema,
    response: "records",
    handler: async ({ params: p }) => {
      const types = p.product_type ? [p.product_type] : PRODUCT_TYPES;
      return {
        data: types.map((t) => ({ product_type: t, placements: PLACEMENTS_BY_PRODUCT[t] })),
      };
    },
  }),
];
