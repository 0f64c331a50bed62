import type { DemoCredentials } from "../e2e/support/server";
import { seedDeliveryData } from "./delivery-data";

/**
 * The rows the advertising targets read, written by plain SQL (the interface would take minutes for
 * 100,000 campaigns, and the 200-active limit applies to its creates only). Columns as in
 * lib/db/schema/ads.ts and accounts.ts; campaigns are PAUSED, like most of a real account's.
 * Works on PostgreSQL (pg) and PGlite alike through `query`.
 */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export const LIST_CAMPAIGNS = 1_000;
export const BIG_CAMPAIGNS = 100_000;

export type AdsFixture = {
  /** The demo production account (demo-credentials.json), holding LIST_CAMPAIGNS more campaigns. */
  accountId: string;
  /** Its campaigns after seeding (the demo seed's few included; not deleted). */
  accountCampaigns: number;
  /** A second production account of the demo user with BIG_CAMPAIGNS campaigns, or null when not seeded. */
  bigAccountId: string | null;
  /** A production account of the demo user that only the batch target writes to. */
  batchAccountId: string;
  batchFundingInstrumentId: string;
  /** The sandbox account of bench/delivery-data.ts (1,000 active line items), or null when not seeded. */
  deliveryAccountId: string | null;
};

/** Name of the n-th (1-based, in created_at order) seeded campaign: the page walk checks it. */
export const campaignName = (n: number) => `Bench campaign ${n}`;

// Snowflake-like numeric ids (lib/crypto/tokens newId) from a millisecond two days back, so the
// product's own newId() of this run can never produce one of them (it uses the current millisecond).
const EPOCH = 1_600_000_000_000n;
let idBase = ((BigInt(Date.now() - 2 * 86_400_000) - EPOCH) << 22n) as bigint;
const nextIdBlock = (size: number) => {
  const start = idBase;
  idBase += BigInt(size);
  return start;
};

async function insertCampaigns(
  query: Query,
  accountId: string,
  fundingInstrumentId: string,
  n: number,
): Promise<void> {
  const ids = nextIdBlock(n + 1);
  // One second apart, from a whole millisecond: cursors carry created_at at millisecond precision.
  const t0 = new Date(Math.floor(Date.now() / 1000) * 1000 - 3 * 86_400_000);
  await query(
    `insert into ads_campaigns (id, account_id, funding_instrument_id, name, budget_optimization, daily_budget_amount_local_micro,
       total_budget_amount_local_micro, entity_status, standard_delivery, currency, deleted, created_at, updated_at)
     select ($1::bigint + i)::text, $2, $3, 'Bench campaign ' || i, 'CAMPAIGN', 10000000,
       null, 'PAUSED', true, 'USD', false, $4::timestamptz + make_interval(secs => i), $4::timestamptz + make_interval(secs => i)
     from generate_series(1, $5::int) as i`,
    [ids.toString(), accountId, fundingInstrumentId, t0, n],
  );
}

/** A production ad account of the demo user (ACCOUNT_ADMIN) with one funding instrument. */
export async function createAccount(
  query: Query,
  name: string,
  userId: string,
): Promise<{ accountId: string; fundingInstrumentId: string }> {
  const ids = nextIdBlock(2);
  const accountId = ids.toString();
  const fundingInstrumentId = (ids + 1n).toString();
  const now = new Date();
  await query(
    `insert into ad_accounts (id, name, business_name, industry_type, created_at, updated_at) values ($1, $2, 'Bench Co', 'TECHNOLOGY', $3, $3)`,
    [accountId, name, now],
  );
  await query(
    `insert into account_users (account_id, user_id, permissions) values ($1, $2, '["ACCOUNT_ADMIN"]'::jsonb)`,
    [accountId, userId],
  );
  await query(
    `insert into ads_funding_instruments (id, account_id, type, description, currency, start_time, entity_status, deleted, created_at, updated_at)
     values ($1, $2, 'CREDIT_CARD', 'Bench card', 'USD', $3, 'ACTIVE', false, $3, $3)`,
    [fundingInstrumentId, accountId, now],
  );
  return { accountId, fundingInstrumentId };
}

export async function seedAdsData(
  query: Query,
  creds: DemoCredentials,
  opts: { big: boolean; delivery?: boolean },
): Promise<AdsFixture> {
  const fi = (
    await query(
      `select id from ads_funding_instruments where account_id = $1 and deleted = false order by created_at, id limit 1`,
      [creds.account_id],
    )
  )[0];
  if (!fi)
    throw new Error(
      `the demo account ${creds.account_id} has no funding instrument: was the product seeded?`,
    );
  await insertCampaigns(query, creds.account_id, String(fi.id), LIST_CAMPAIGNS);
  let bigAccountId: string | null = null;
  if (opts.big) {
    const big = await createAccount(query, "Bench 100k campaigns", creds.user_id);
    await insertCampaigns(query, big.accountId, big.fundingInstrumentId, BIG_CAMPAIGNS);
    bigAccountId = big.accountId;
  }
  const batch = await createAccount(query, "Bench batch writes", creds.user_id);
  const delivery = opts.delivery
    ? await seedDeliveryData(query, creds, () => nextIdBlock(1).toString())
    : null;
  // Fresh statistics and a set visibility map, so the planner sees the real table sizes and
  // autovacuum does not wake up for these inserts in the middle of a measured run.
  for (const table of [
    "ads_campaigns",
    "ads_funding_instruments",
    "ad_accounts",
    "account_users",
    ...(delivery ? ["ads_line_items", "ads_targeting_criteria", "ads_promoted_posts"] : []),
  ])
    await query(`vacuum analyze ${table}`);
  const counted = await query(
    `select count(*)::int as n from ads_campaigns where account_id = $1 and deleted = false`,
    [creds.account_id],
  );
  return {
    accountId: creds.account_id,
    accountCampaigns: Number(counted[0].n),
    bigAccountId,
    batchAccountId: batch.accountId,
    batchFundingInstrumentId: batch.fundingInstrumentId,
    deliveryAccountId: delivery?.deliveryAccountId ?? null,
  };
}
