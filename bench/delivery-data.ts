import type { DemoCredentials } from "../e2e/support/server";
import type { Query } from "./ads-data";

/**
 * The account the delivery target simulates: a sandbox account of the demo user with 100 ACTIVE
 * campaigns of 10 ACTIVE line items each (objectives, bids and targeting mixed as advertisers mix
 * them: a location, an age, and for some an interest, a gender or a keyword), each promoting the
 * account's one post, on one credit line. By SQL: the interface refuses a 257th active line item.
 */
export const DELIVERY_LINE_ITEMS = 1_000;
const PER_CAMPAIGN = 10;

const OBJECTIVES: [string, string, string, number | null][] = [
  ["WEBSITE_CLICKS", "LINK_CLICK", "AUTO", null],
  ["ENGAGEMENTS", "ENGAGEMENT", "AUTO", null],
  ["REACH", "IMPRESSION", "AUTO", null],
  ["VIDEO_VIEWS", "IMPRESSION", "AUTO", null],
  ["WEBSITE_CLICKS", "LINK_CLICK", "MAX", 600_000],
  ["FOLLOWERS", "IMPRESSION", "TARGET", 5_000_000],
  ["APP_INSTALLS", "APP_CLICK", "AUTO", null],
];
const LOCATIONS = ["US", "GB", "JP", "BR", "IN", "DE", "FR", "CA", "MX", "ES", "IT", "AU"];
const AGES = ["AGE_18_TO_24", "AGE_25_TO_34", "AGE_25_TO_49", "AGE_35_TO_54", "AGE_OVER_18"];
const INTERESTS = ["17011", "22013", "24006", "9004", "25001", "10001"];
const KEYWORDS = ["music", "football", "ai", "coffee", "travel", "gaming"];

export async function seedDeliveryData(query: Query, creds: DemoCredentials, id: () => string) {
  const now = new Date();
  const account = id();
  const fi = id();
  const post = id();
  await query(
    `insert into ad_accounts (id, name, business_name, sandbox, created_at, updated_at) values ($1, 'Bench delivery', 'Bench Co', true, $2, $2)`,
    [account, now],
  );
  await query(
    `insert into account_users (account_id, user_id, permissions) values ($1, $2, '["ACCOUNT_ADMIN"]'::jsonb)`,
    [account, creds.user_id],
  );
  await query(
    `insert into ads_funding_instruments (id, account_id, type, description, currency, start_time, credit_limit_local_micro, entity_status, deleted, created_at, updated_at)
     values ($1, $2, 'CREDIT_LINE', 'Bench credit line', 'USD', $3, 100000000000000, 'ACTIVE', false, $3, $3)`,
    [fi, account, new Date(now.getTime() - 86_400_000)],
  );
  await query(
    `insert into posts (id, user_id, account_id, text, nullcast, created_at, updated_at) values ($1, $2, $3, 'Bench sale https://shop.example.com/bench', true, $4, $4)`,
    [post, creds.user_id, account, now],
  );
  const rows = { campaigns: [] as object[], lineItems: [] as object[], criteria: [] as object[] };
  const promoted: object[] = [];
  for (let c = 0; c < DELIVERY_LINE_ITEMS / PER_CAMPAIGN; c++) {
    const campaign = id();
    rows.campaigns.push({ id: campaign, n: c });
    for (let k = 0; k < PER_CAMPAIGN; k++) {
      const n = c * PER_CAMPAIGN + k;
      const li = id();
      const [objective, payBy, strategy, bid] = OBJECTIVES[n % OBJECTIVES.length];
      rows.lineItems.push({ id: li, campaign, n, objective, payBy, strategy, bid });
      const crit = (type: string, value: string) =>
        rows.criteria.push({ id: id(), li, type, value });
      crit("LOCATION", LOCATIONS[n % LOCATIONS.length]);
      crit("AGE", AGES[(n >> 1) % AGES.length]);
      if (n % 3 === 0) crit("INTEREST", INTERESTS[n % INTERESTS.length]);
      if (n % 4 === 1) crit("GENDER", String(1 + (n % 2)));
      if (n % 5 === 2) crit("BROAD_KEYWORD", KEYWORDS[n % KEYWORDS.length]);
      promoted.push({ id: id(), li });
    }
  }
  const start = new Date(now.getTime() - 86_400_000);
  await query(
    `insert into ads_campaigns (id, account_id, funding_instrument_id, name, budget_optimization, daily_budget_amount_local_micro,
       entity_status, standard_delivery, currency, deleted, created_at, updated_at)
     select r.id, $1, $2, 'Bench delivery ' || r.n, 'CAMPAIGN', 500000000, 'ACTIVE', true, 'USD', false, $3, $3
     from json_to_recordset($4::json) as r(id text, n int)`,
    [account, fi, now, JSON.stringify(rows.campaigns)],
  );
  await query(
    `insert into ads_line_items (id, account_id, campaign_id, funding_instrument_id, name, objective, product_type, placements,
       bid_strategy, bid_amount_local_micro, pay_by, start_time, entity_status, currency, created_at, updated_at)
     select r.id, $1, r.campaign, $2, 'Bench line ' || r.n, r.objective, 'PROMOTED_POSTS', '["ALL_ON_SVC"]'::jsonb,
       r.strategy, r.bid, r."payBy", $3, 'ACTIVE', 'USD', $4, $4
     from json_to_recordset($5::json) as r(id text, campaign text, n int, objective text, "payBy" text, strategy text, bid bigint)`,
    [account, fi, start, now, JSON.stringify(rows.lineItems)],
  );
  await query(
    `insert into ads_targeting_criteria (id, account_id, line_item_id, targeting_type, targeting_value, operator_type, name, deleted, created_at, updated_at)
     select r.id, $1, r.li, r.type, r.value, 'EQ', r.value, false, $2, $2 from json_to_recordset($3::json) as r(id text, li text, type text, value text)`,
    [account, now, JSON.stringify(rows.criteria)],
  );
  await query(
    `insert into ads_promoted_posts (id, account_id, line_item_id, post_id, source_post_id, deleted, created_at, updated_at)
     select r.id, $1, r.li, $2, $2, false, $3, $3 from json_to_recordset($4::json) as r(id text, li text)`,
    [account, post, now, JSON.stringify(promoted)],
  );
  return { deliveryAccountId: account };
}
