import http from "node:http";

/**
 * The baseline for the ratio targets: bare node:http, the same database engine and the same SQL the
 * product sends, but no framework, no ORM, no secret decryption, no signature check and no parameter
 * validation. The product's req/s against this one is what its own per-request work costs.
 * - GET /1.1/account/verify_credentials.json: the app, access token and user in one statement, the nonce insert.
 * - GET /ads/12/accounts/:account_id/campaigns/:campaign_id: the same first statement, then an advertising
 *   read's in the product's order (lib/ads-kernel/account-call.ts): the nonce, the per-token rate-limit hit
 *   and the account with the caller's account_users row in one, the per-account upsert, the campaign.
 * - GET /ads/12/accounts/:account_id/campaigns?count=N (first page only, for information beside the
 *   1,000-campaign list): the same, with the list query instead of the campaign by id.
 * Statements copied from PostgreSQL's statement log of the product (log_statement = 'all').
 * Env: PORT, HOST, and DATABASE_URL (PostgreSQL, pool of 10 like the product) or PGLITE_DIR.
 * Deliberately imports nothing from lib/ so product changes cannot make the baseline slower.
 */
type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;

// The statements as drizzle renders them for the product (whole rows: the product selects them too).
const APP_TOKEN_USER =
  'select "apps"."id", "apps"."owner_user_id", "apps"."name", "apps"."description", "apps"."website", "apps"."callback_urls", "apps"."access_level", "apps"."sign_in_with", "apps"."consumer_key", "apps"."consumer_secret_enc", "apps"."first_party", "apps"."suspended", "apps"."deleted_at", "apps"."created_at", "apps"."updated_at", "oauth_access_tokens"."token", "oauth_access_tokens"."app_id", "oauth_access_tokens"."user_id", "oauth_access_tokens"."secret_enc", "oauth_access_tokens"."access_level", "oauth_access_tokens"."created_at", "oauth_access_tokens"."invalidated_at", "users"."id", "users"."screen_name", "users"."name", "users"."created_at" from "apps" left join "oauth_access_tokens" on ("oauth_access_tokens"."token" = $1 and "oauth_access_tokens"."app_id" = "apps"."id") left join "users" on "users"."id" = "oauth_access_tokens"."user_id" where "apps"."consumer_key" = $2 limit $3';
const INSERT_NONCE =
  'insert into "oauth_nonces" ("consumer_key", "nonce", "timestamp", "seen_at") values ($1, $2, $3, default) on conflict do nothing returning "nonce"';
const RATE_LIMIT_HIT =
  'insert into "rate_limit_counters" ("key", "window_start", "count") values ($1, $2, $3) on conflict ("key","window_start") do update set "count" = "rate_limit_counters"."count" + 1 returning "count"';
const NONCE_HIT_ACCOUNT =
  'with "fresh" as (insert into "oauth_nonces" ("consumer_key", "nonce", "timestamp", "seen_at") values ($1, $2, $3, default) on conflict do nothing returning "nonce"), "hit" as (insert into "rate_limit_counters" ("key", "window_start", "count") select $4::text as "key", $5::timestamptz as "window_start", 1 as "count" from "fresh" on conflict ("key","window_start") do update set "count" = "rate_limit_counters"."count" + 1 returning "count") select "hit"."count", "ad_accounts"."id", "ad_accounts"."name", "ad_accounts"."business_name", "ad_accounts"."business_id", "ad_accounts"."timezone", "ad_accounts"."industry_type", "ad_accounts"."approval_status", "ad_accounts"."sandbox", "ad_accounts"."max_active_campaigns", "ad_accounts"."deleted", "ad_accounts"."created_at", "ad_accounts"."updated_at", "account_users"."permissions" from "hit" left join "ad_accounts" on "ad_accounts"."id" = $6 left join "account_users" on ("account_users"."account_id" = "ad_accounts"."id" and "account_users"."user_id" = $7) limit $8';
const CAMPAIGN_BY_ID =
  'select "id", "account_id", "funding_instrument_id", "name", "budget_optimization", "daily_budget_amount_local_micro", "total_budget_amount_local_micro", "entity_status", "purchase_order_number", "standard_delivery", "duration_in_days", "frequency_cap", "currency", "deleted", "created_at", "updated_at" from "ads_campaigns" where ("ads_campaigns"."id" = $1 and "ads_campaigns"."account_id" = $2) limit $3';
const CAMPAIGN_PAGE =
  'select "id", "account_id", "funding_instrument_id", "name", "budget_optimization", "daily_budget_amount_local_micro", "total_budget_amount_local_micro", "entity_status", "purchase_order_number", "standard_delivery", "duration_in_days", "frequency_cap", "currency", "deleted", "created_at", "updated_at" from "ads_campaigns" where ("ads_campaigns"."account_id" = $1 and "ads_campaigns"."deleted" = $2 and "ads_campaigns"."entity_status" <> $3) order by "ads_campaigns"."created_at" asc nulls last, "ads_campaigns"."id" asc limit $4';
/** The product's read window (lib/ads-kernel/rate-limits.ts): 15 minutes. */
const READ_WINDOW_S = 900;

async function openDatabase(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error("set DATABASE_URL or PGLITE_DIR");
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(dir);
  await client.waitReady;
  return {
    query: async (text, params) => (await client.query<Row>(text, params)).rows,
    close: () => client.close(),
  };
}

/** Just the four oauth_* values the lookups need; the header was signed for the product, not checked here. */
function oauthParams(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of (header ?? "").matchAll(/(oauth_[a-z_]+)="([^"]*)"/g))
    out.set(m[1], decodeURIComponent(m[2]));
  return out;
}

function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function unauthorized(res: http.ServerResponse, body: unknown): null {
  send(res, 401, body);
  return null;
}

type Signed = { appId: string; user: Row; nonce: [string, string, number] };

/**
 * The credential statement of every signed call (app, token and user in one; a joined row's repeated
 * column names keep the last table's value, so `id`, `name` and `created_at` are the user's); null
 * when an answer (401) was sent. The nonce is recorded by the caller, as the product does.
 */
async function signedUser(
  query: Query,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<Signed | null> {
  const p = oauthParams(req.headers.authorization);
  const consumerKey = p.get("oauth_consumer_key") ?? "";
  const row = (await query(APP_TOKEN_USER, [p.get("oauth_token") ?? "", consumerKey, 1]))[0];
  if (!row || row.deleted_at || row.suspended) return unauthorized(res, { errors: [{ code: 32 }] });
  if (!row.token || row.invalidated_at) return unauthorized(res, { errors: [{ code: 89 }] });
  const nonce: Signed["nonce"] = [
    consumerKey,
    p.get("oauth_nonce") ?? "",
    Number(p.get("oauth_timestamp")),
  ];
  return { appId: String(row.app_id), user: row, nonce };
}

async function verifyCredentials(
  query: Query,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const signed = await signedUser(query, req, res);
  if (!signed) return;
  if ((await query(INSERT_NONCE, signed.nonce)).length === 0)
    return void unauthorized(res, { errors: [{ code: 32 }] });
  const { user } = signed;
  const createdAt = user.created_at instanceof Date ? user.created_at.toISOString() : null;
  send(res, 200, {
    id: user.id,
    id_str: user.id,
    name: user.name,
    screen_name: user.screen_name,
    created_at: createdAt,
  });
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : null);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** An advertising read: credentials, token upsert, the account, account upsert; null when an answer was sent. */
async function adsRead(
  query: Query,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  accountId: string,
): Promise<Record<string, string> | null> {
  const signed = await signedUser(query, req, res);
  if (!signed) return null;
  const { appId, user, nonce } = signed;
  const nowSec = Math.floor(Date.now() / 1000);
  const windowStart = nowSec - (nowSec % READ_WINDOW_S);
  const at = new Date(windowStart * 1000);
  const tokenKey = `ads:r:oauth1:${appId}:${user.id}`;
  const first = await query(NONCE_HIT_ACCOUNT, [...nonce, tokenKey, at, accountId, user.id, 1]);
  if (first.length === 0) return unauthorized(res, { errors: [{ code: 32 }] });
  const account = first[0];
  if (!account.permissions || account.deleted || account.sandbox) {
    send(res, 403, { errors: [{ code: "ACCOUNT_NOT_FOUND" }] });
    return null;
  }
  const perAccount = await query(RATE_LIMIT_HIT, [`ads:acct:${accountId}`, at, 1]);
  const reset = String(windowStart + READ_WINDOW_S);
  return {
    "x-rate-limit-limit": "10000",
    "x-rate-limit-remaining": String(Math.max(0, 10000 - Number(account.count))),
    "x-rate-limit-reset": reset,
    "x-account-rate-limit-limit": "10000",
    "x-account-rate-limit-remaining": String(Math.max(0, 10000 - Number(perAccount[0]?.count))),
    "x-account-rate-limit-reset": reset,
  };
}

function campaignRecord(row: Row) {
  const status = String(row.entity_status);
  const reasons =
    status === "PAUSED" ? ["PAUSED_BY_ADVERTISER"] : status === "DRAFT" ? ["INCOMPLETE"] : [];
  return {
    id: row.id,
    account_id: row.account_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted: row.deleted,
    name: row.name,
    funding_instrument_id: row.funding_instrument_id,
    budget_optimization: row.budget_optimization,
    daily_budget_amount_local_micro: num(row.daily_budget_amount_local_micro),
    total_budget_amount_local_micro: num(row.total_budget_amount_local_micro),
    standard_delivery: row.standard_delivery,
    duration_in_days: row.duration_in_days,
    frequency_cap: row.frequency_cap,
    purchase_order_number: row.purchase_order_number,
    entity_status: status,
    effective_status: status === "ACTIVE" ? "RUNNING" : status,
    servable: reasons.length === 0,
    reasons_not_servable: reasons,
    currency: row.currency,
  };
}

async function campaignById(
  query: Query,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  accountId: string,
  campaignId: string,
): Promise<void> {
  const headers = await adsRead(query, req, res, accountId);
  if (!headers) return;
  const row = (await query(CAMPAIGN_BY_ID, [campaignId, accountId, 1]))[0];
  if (!row || row.deleted) return send(res, 404, { errors: [{ code: "CAMPAIGN_NOT_FOUND" }] });
  send(
    res,
    200,
    {
      request: { params: { with_deleted: false, campaign_id: campaignId, account_id: accountId } },
      data: campaignRecord(row),
    },
    headers,
  );
}

async function campaignPage(
  query: Query,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  accountId: string,
  count: number,
): Promise<void> {
  const headers = await adsRead(query, req, res, accountId);
  if (!headers) return;
  const rows = await query(CAMPAIGN_PAGE, [accountId, false, "DRAFT", count + 1]);
  const page = rows.slice(0, count);
  const last = page[page.length - 1];
  const next =
    rows.length > count && last
      ? Buffer.from(
          JSON.stringify(["created_at-asc", iso(last.created_at), String(last.id)]),
        ).toString("base64url")
      : null;
  const params = {
    count,
    with_deleted: false,
    with_total_count: false,
    with_draft: false,
    account_id: accountId,
  };
  send(
    res,
    200,
    { request: { params }, data: page.map(campaignRecord), next_cursor: next },
    headers,
  );
}

const CAMPAIGN_PATH = /^\/ads\/12\/accounts\/([^/]+)\/campaigns\/([^/]+)$/;
const CAMPAIGNS_PATH = /^\/ads\/12\/accounts\/([^/]+)\/campaigns$/;
const countOf = (url: string | undefined) =>
  Number(new URLSearchParams((url ?? "").split("?")[1] ?? "").get("count") || 200);

async function main(): Promise<void> {
  const { query, close } = await openDatabase();
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    const campaign = CAMPAIGN_PATH.exec(pathname);
    const campaigns = CAMPAIGNS_PATH.exec(pathname);
    const work =
      pathname === "/1.1/account/verify_credentials.json"
        ? verifyCredentials(query, req, res)
        : campaign
          ? campaignById(
              query,
              req,
              res,
              decodeURIComponent(campaign[1]),
              decodeURIComponent(campaign[2]),
            )
          : campaigns
            ? campaignPage(query, req, res, decodeURIComponent(campaigns[1]), countOf(req.url))
            : pathname === "/healthz"
              ? query("select 1", []).then(() => send(res, 200, { ok: true }))
              : Promise.resolve(send(res, 404, { errors: [{ code: 34 }] }));
    work.catch((err) => {
      console.error("[baseline]", err instanceof Error ? err.message : err);
      if (!res.headersSent) send(res, 500, { errors: [{ code: 131 }] });
      else res.end();
    });
  });
  server.keepAliveTimeout = 65_000; // as the product's server.ts
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1", resolve),
  );
  const shutdown = () => {
    server.close();
    server.closeAllConnections();
    close()
      .catch((err) => console.error("[baseline] close:", err instanceof Error ? err.message : err))
      .finally(() => process.exit(0));
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
