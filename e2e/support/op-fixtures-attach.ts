import { firstId, created, type OpFixture } from "./op-fixtures-env";

/** Fixtures of the category reference data, curated categories and recommendations (5/). */
const A = "/accounts/:account_id";

export const ATTACH_FIXTURES: Record<string, OpFixture> = {
  "GET /advertiser_business_categories": async () => ({}),
  "GET /content_categories": async () => ({}),
  "GET /iab_categories": async () => ({}),
  "GET /publishers": async () => ({}),
  [`GET ${A}/curated_categories`]: async () => ({ params: { country_codes: "US" } }),
  [`GET ${A}/curated_categories/:curated_category_id`]: async () => ({
    ids: { curated_category_id: "cc1010" },
  }),
  // A new funding instrument with an active campaign and no line item always has a recommendation.
  [`GET ${A}/recommendations`]: async ({ ads, account }) => (
    await activeCampaign(ads, account),
    {}
  ),
  [`GET ${A}/recommendations/:recommendation_id`]: async ({ ads, account }) => {
    await activeCampaign(ads, account);
    return {
      ids: { recommendation_id: await firstId(ads, `../5/accounts/${account}/recommendations`) },
    };
  },
};

async function activeCampaign(ads: Parameters<OpFixture>[0]["ads"], account: string) {
  const fi = created(
    await ads.post(`accounts/${account}/funding_instruments`, {
      type: "CREDIT_LINE",
      currency: "USD",
      start_time: "2026-01-01T00:00:00Z",
      credit_limit_local_micro: 1_000_000_000,
    }),
    "funding instrument",
  );
  created(
    await ads.post(`accounts/${account}/campaigns`, {
      funding_instrument_id: String(fi.id),
      name: `Recommendation ${Date.now()}`,
      daily_budget_amount_local_micro: 5_000_000,
    }),
    "campaign",
  );
}
