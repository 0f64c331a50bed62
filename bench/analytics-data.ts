import type { DemoCredentials } from "../e2e/support/server";
import { createAccount, type Query } from "./ads-data";
import { localDate, midnightOf } from "../lib/ads/analytics/zone";

/**
 * The analytics targets' rows, by SQL on PostgreSQL: a production account of the demo user with
 * 1,000 line items (50 campaigns of 20) and 90 days of hourly delivery facts for each (one creative,
 * one placement: one row per line item and hour, about 2,160,000 rows), and the daily segment facts of the
 * 20 line items the targets ask for (all eight segment types, 76 values a day). Numbers come from a
 * hash of the line item and hour, as the test writer's do (e2e/support/analytics-facts.ts).
 */
export const LINE_ITEMS = 1_000;
export const DAYS = 90;
export const ASKED = 20;
const HOUR = 3_600_000;
const TZ = "America/Los_Angeles";
const SEGMENTS: Record<string, number> = {
  AGE: 6,
  GENDER: 2,
  LOCATIONS: 10,
  REGIONS: 10,
  DEVICES: 5,
  PLATFORMS: 3,
  INTERESTS: 20,
  KEYWORDS: 20,
};

export type AnalyticsFixture = {
  accountId: string;
  /** The line items the targets ask for. */
  lineItemIds: string[];
  /** The first and the end (exclusive) of the facts' hours: the account's last 90 whole days, and the middle midnight. */
  start: number;
  middle: number;
  end: number;
  seedSeconds: number;
  storage: Record<string, number>;
};

export async function seedAnalytics(
  query: Query,
  creds: DemoCredentials,
): Promise<AnalyticsFixture> {
  const t0 = Date.now();
  const { accountId, fundingInstrumentId: fi } = await createAccount(
    query,
    "Bench analytics",
    creds.user_id,
  );
  // Whole days of the account (America/Los_Angeles, the default): jobs by DAY start and end at midnights.
  const day = (ms: number, plus: number) =>
    midnightOf(
      new Date(Date.parse(localDate(ms, TZ)) + plus * 86_400_000).toISOString().slice(0, 10),
      TZ,
    );
  const end = day(Date.now(), 0);
  const start = day(end, -DAYS);
  const middle = day(end, -DAYS / 2);
  const at = new Date(start);
  await query(
    `insert into ads_campaigns (id, account_id, funding_instrument_id, name, currency, created_at, updated_at)
     select $1 || '-c' || i, $1, $2, 'Bench analytics ' || i, 'USD', $3, $3 from generate_series(1, 50) i`,
    [accountId, fi, at],
  );
  await query(
    `insert into ads_line_items (id, account_id, campaign_id, funding_instrument_id, objective, product_type, placements, currency, created_at, updated_at)
     select $1 || '-l' || i, $1, $1 || '-c' || (1 + (i - 1) / 20), $2, 'ENGAGEMENTS', 'PROMOTED_POSTS', '["ALL_ON_SVC"]'::jsonb, 'USD', $3, $3
     from generate_series(1, $4::int) i`,
    [accountId, fi, at, LINE_ITEMS],
  );
  await query(
    `insert into ads_metric_hours (account_id, funding_instrument_id, campaign_id, line_item_id, creative_type, creative_id,
       placement, hour, audience_size, impressions, engagements, clicks, url_clicks, likes, retweets, replies,
       billed_engagements, billed_charge_local_micro, video_total_views, video_views_25)
     select li.account_id, li.funding_instrument_id, li.campaign_id, li.id, 'PROMOTED_POST', li.id || '-p', 'ALL_ON_SVC', h,
       20000 + x % 30000, 100 + x % 900, 5 + x % 40, 2 + x % 20, 1 + x % 10, x % 15, x % 4, x % 3,
       5 + x % 40, (5 + x % 40) * 150000, x % 200, x % 150
     from ads_line_items li
     cross join generate_series($2::timestamptz, $3::timestamptz, interval '1 hour') h
     cross join lateral (select abs(hashtext(li.id || h::text)::bigint) as x) r
     where li.account_id = $1`,
    [accountId, new Date(start), new Date(end - HOUR)],
  );
  const lineItemIds = Array.from({ length: ASKED }, (_, i) => `${accountId}-l${i * 37 + 1}`);
  for (const [type, values] of Object.entries(SEGMENTS))
    await query(
      `insert into ads_metric_segment_days (account_id, funding_instrument_id, campaign_id, line_item_id, creative_id,
         placement, day, segment_type, segment_value, impressions, engagements, clicks, billed_charge_local_micro)
       select li.account_id, li.funding_instrument_id, li.campaign_id, li.id, li.id || '-p', 'ALL_ON_SVC', d::date, $3,
         $3 || '_' || v, 100 + x % 5000, x % 200, x % 90, (x % 200) * 150000
       from ads_line_items li
       cross join generate_series(($4::timestamptz at time zone 'America/Los_Angeles')::date,
         ($5::timestamptz at time zone 'America/Los_Angeles')::date - 1, interval '1 day') d
       cross join generate_series(1, $6::int) v
       cross join lateral (select abs(hashtext(li.id || d::text || v)::bigint) as x) r
       where li.account_id = $1 and li.id = any($2)`,
      [accountId, lineItemIds, type, new Date(start), new Date(end), values],
    );
  for (const table of [
    "ads_metric_hours",
    "ads_metric_segment_days",
    "ads_line_items",
    "ads_campaigns",
  ])
    await query(`vacuum analyze ${table}`);
  return {
    accountId,
    lineItemIds,
    start,
    middle,
    end,
    seedSeconds: (Date.now() - t0) / 1000,
    storage: await sizes(query),
  };
}

/** Bytes the facts take on disk (heap, indexes), per row and per line item and day. */
async function sizes(query: Query): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ["ads_metric_hours", "ads_metric_segment_days"]) {
    const [r] = await query(
      `select pg_relation_size($1::regclass)::float8 as heap, pg_indexes_size($1::regclass)::float8 as indexes,
         pg_total_relation_size($1::regclass)::float8 as total, (select count(*) from ${table})::float8 as rows`,
      [table],
    );
    out[`${table}_rows`] = Number(r.rows);
    out[`${table}_total_bytes`] = Number(r.total);
    out[`${table}_bytes_per_row`] = Math.round(Number(r.total) / Math.max(1, Number(r.rows)));
    out[`${table}_heap_bytes_per_row`] = Math.round(Number(r.heap) / Math.max(1, Number(r.rows)));
  }
  out.hourly_bytes_per_line_item_day = out.ads_metric_hours_bytes_per_row * 24;
  const segmentValues = Object.values(SEGMENTS).reduce((a, b) => a + b, 0);
  out.segment_bytes_per_line_item_day = out.ads_metric_segment_days_bytes_per_row * segmentValues;
  return out;
}
