import type { Hono } from "hono";
import { z } from "zod";
import { PLACEMENTS_BY_PRODUCT, PRODUCT_TYPES } from "../enums";
import { oneOf, str } from "../kernel/fields";
import { route, type AdsEnv } from "../kernel/handler";
import { parseParams } from "../kernel/validate";

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

export function mountReference(app: Hono<AdsEnv>) {
  route(
    app,
    "get",
    "/bidding_rules",
    { action: "account.read", account: false },
    async ({ raw }) => {
      const p = parseParams(
        z.object({
          currency: str(3)
            .regex(/^[A-Z]{3}$/, "Expected an ISO-4217 code such as USD")
            .optional(),
        }),
        raw,
      );
      const entries = Object.entries(BIDDING_RULES).filter(
        ([cur]) => !p.currency || cur === p.currency,
      );
      return { data: entries.map(([currency, r]) => ({ currency, ...r })), params: p };
    },
  );
  route(
    app,
    "get",
    "/line_items/placements",
    { action: "account.read", account: false },
    async ({ raw }) => {
      const p = parseParams(z.object({ product_type: oneOf(PRODUCT_TYPES).optional() }), raw);
      const types = p.product_type ? [p.product_type] : PRODUCT_TYPES;
      return {
        data: types.map((t) => ({ product_type: t, placements: PLACEMENTS_BY_PRODUCT[t] })),
        params: p,
      };
    },
  );
}
