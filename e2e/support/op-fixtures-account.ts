import { hourWindow } from "./ads-helpers";
import { created, uniqueText, type OpFixture } from "./op-fixtures-env";

/**
 * Fixtures of the account family's declared operations (lib/ads/accounts/*), keyed by operation
 * ("METHOD /path"), and of the account-less reference data.
 */
const A = "/accounts/:account_id";

export const ACCOUNT_FIXTURES: Record<string, OpFixture> = {
  "GET /accounts": async () => ({}),
  "POST /accounts": async () => ({ params: { name: uniqueText("Fixture account") } }),
  [`GET ${A}`]: async () => ({}),
  [`PUT ${A}`]: async () => ({ params: { name: uniqueText("Renamed") } }),
  [`DELETE ${A}`]: async () => ({}),
  [`GET ${A}/account_users`]: async () => ({}),
  [`POST ${A}/account_users`]: async ({ ads, account, other }) => {
    await ads.delete(`accounts/${account}/account_users/${other}`); // granted or not, it is not now
    return { params: { user_id: other, permissions: "ANALYST" } };
  },
  [`DELETE ${A}/account_users/:user_id`]: async ({ ads, account, other }) => {
    await ads.delete(`accounts/${account}/account_users/${other}`);
    const grant = { user_id: other, permissions: "ANALYST" };
    created(await ads.post(`accounts/${account}/account_users`, grant), "grant");
    return { ids: { user_id: other } };
  },
  [`GET ${A}/authenticated_user_access`]: async () => ({}),
  [`GET ${A}/features`]: async ({ ads, account }) => {
    await ads.post(`accounts/${account}/features`, { feature_keys: "AGE_TARGETING" });
    return {};
  },
  [`POST ${A}/features`]: async () => ({ params: { feature_keys: "AGE_TARGETING" } }),
  [`DELETE ${A}/features`]: async ({ ads, account }) => {
    // Two added, one removed: the answer (the features left) holds a record.
    await ads.post(`accounts/${account}/features`, { feature_keys: "AGE_TARGETING,DR_TAP" });
    return { params: { feature_keys: "DR_TAP" } };
  },
  [`PUT ${A}/tax_settings`]: async () => ({ params: { tax_category: "BUSINESS_NO_VAT" } }),
  // Only the seeded production account has apps (lib/ads/seed.ts): its list holds records.
  [`GET ${A}/account_apps`]: async () => ({ production: true }),
  [`GET ${A}/account_history`]: async ({ ads, account }) => {
    created(await ads.put(`accounts/${account}`, { name: uniqueText("History") }), "rename");
    return { params: { entity_type: "ACCOUNT", entity_id: account, ...hourWindow() } };
  },
  [`GET ${A}/user_settings/:user_id`]: async ({ caller }) => ({ ids: { user_id: caller } }),
  [`PUT ${A}/user_settings/:user_id`]: async ({ caller }) => ({
    ids: { user_id: caller },
    params: { contact_phone: "+1 555 0100" },
  }),
  "GET /bidding_rules": async () => ({}),
  "GET /line_items/placements": async () => ({}),
  ...Object.fromEntries(
    [
      ["locations", { country_code: "US", location_type: "REGIONS" }],
      ["languages", { q: "fr" }],
      ["interests", { q: "auto" }],
      ["platforms", {}],
      ["platform_versions", { os_type: "IOS" }],
      ["devices", { os_type: "ANDROID" }],
      ["network_operators", { country_code: "US" }],
      ["conversations", { conversation_type: "SPORTS" }],
      ["events", { country_code: "US" }],
      ["tv_markets", {}],
      ["tv_shows", { tv_market_locale: "en-US" }],
      ["app_store_categories", { os_type: "IOS" }],
    ].map(([kind, params]) => [`GET /targeting_criteria/${kind}`, async () => ({ params })]),
  ),
};
