import http from "node:http";

/**
 * The baseline for the verify_credentials bench: bare node:http, the same database engine and the
 * same SQL the product sends for GET /1.1/account/verify_credentials.json (app by consumer key, access
 * token row, nonce insert, then the user), but no framework, no ORM, no secret decryption and no
 * signature check. The product's req/s against this one is what its own per-request work costs.
 * Env: PORT, HOST, and DATABASE_URL (PostgreSQL, pool of 10 like the product) or PGLITE_DIR.
 * Deliberately imports nothing from lib/ so product changes cannot make the baseline slower.
 */
type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;

// The statements as drizzle renders them for the product (whole rows: the product selects them too).
const APP_BY_KEY =
  'select "id", "owner_user_id", "name", "description", "website", "callback_urls", "access_level", "sign_in_with", "consumer_key", "consumer_secret_enc", "first_party", "suspended", "deleted_at", "created_at", "updated_at" from "apps" where "apps"."consumer_key" = $1 limit $2';
const ACCESS_TOKEN =
  'select "token", "app_id", "user_id", "secret_enc", "access_level", "created_at", "invalidated_at" from "oauth_access_tokens" where ("oauth_access_tokens"."token" = $1 and "oauth_access_tokens"."app_id" = $2) limit $3';
const INSERT_NONCE =
  'insert into "oauth_nonces" ("consumer_key", "nonce", "timestamp", "seen_at") values ($1, $2, $3, default) on conflict do nothing returning "nonce"';
const USER_BY_ID = 'select "id", "screen_name", "name", "created_at" from "users" where "users"."id" = $1 limit $2';

async function openDatabase(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
  }
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error("set DATABASE_URL or PGLITE_DIR");
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(dir);
  await client.waitReady;
  return { query: async (text, params) => (await client.query<Row>(text, params)).rows, close: () => client.close() };
}

/** Just the four oauth_* values the lookups need; the header was signed for the product, not checked here. */
function oauthParams(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of (header ?? "").matchAll(/(oauth_[a-z_]+)="([^"]*)"/g)) out.set(m[1], decodeURIComponent(m[2]));
  return out;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function verifyCredentials(query: Query, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const p = oauthParams(req.headers.authorization);
  const consumerKey = p.get("oauth_consumer_key") ?? "";
  const app = (await query(APP_BY_KEY, [consumerKey, 1]))[0];
  if (!app || app.deleted_at || app.suspended) return send(res, 401, { errors: [{ code: 32 }] });
  const token = (await query(ACCESS_TOKEN, [p.get("oauth_token") ?? "", app.id, 1]))[0];
  if (!token || token.invalidated_at) return send(res, 401, { errors: [{ code: 89 }] });
  const inserted = await query(INSERT_NONCE, [consumerKey, p.get("oauth_nonce") ?? "", Number(p.get("oauth_timestamp"))]);
  if (inserted.length === 0) return send(res, 401, { errors: [{ code: 32 }] });
  const user = (await query(USER_BY_ID, [token.user_id, 1]))[0];
  if (!user) return send(res, 401, { errors: [{ code: 89 }] });
  const createdAt = user.created_at instanceof Date ? user.created_at.toISOString() : null;
  send(res, 200, { id: user.id, id_str: user.id, name: user.name, screen_name: user.screen_name, created_at: createdAt });
}

async function main(): Promise<void> {
  const { query, close } = await openDatabase();
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    const work =
      pathname === "/1.1/account/verify_credentials.json"
        ? verifyCredentials(query, req, res)
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
  await new Promise<void>((resolve) => server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1", resolve));
  const shutdown = () => {
    server.close();
    server.closeAllConnections();
    close().finally(() => process.exit(0));
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
