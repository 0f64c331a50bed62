import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { openPglite } from "./pglite";
import { MIGRATIONS, type Db, type Handle, type RawQuery, type RawRow } from "./handle";
import { config } from "@/lib/config/env";
import { endPool } from "./end-pool";

export type { Db, Handle, RawQuery, RawRow, Tx } from "./handle";

// Kept on globalThis so `next dev` route modules and the custom server share one handle.
declare global {
  var __svcDb: Handle | undefined;
}
const g = globalThis;

export function db(): Db {
  if (!g.__svcDb) throw new Error("database not opened: call openDatabase() at start-up");
  return g.__svcDb.db;
}

/**
 * The database handle of background work: the job workers' fan-out and dispatch. On PostgreSQL a
 * pool of its own (WORK_POOL_SIZE connections, opened only when used), so a burst of requests queued
 * on the request pool never makes deliveries wait for a connection behind it (measured: fan-out
 * batches waited 0.4–1 s each for one, bench webhooks_event_lag), nor the reverse. On PGlite, db().
 */
export function workDb(): Db {
  if (!g.__svcDb) throw new Error("database not opened: call openDatabase() at start-up");
  return g.__svcDb.work;
}

/** Connections of the background-work pool of a process (beside PG_POOL_SIZE and the job engine's). */
export const WORK_POOL_SIZE = 4;

export function engine(): "pglite" | "postgres" {
  return g.__svcDb?.engine ?? "pglite";
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Handle> {
  if (g.__svcDb) return g.__svcDb;
  g.__svcDb = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(opts.dataDir);
  return g.__svcDb;
}

export async function closeDatabase(): Promise<void> {
  const h = g.__svcDb;
  g.__svcDb = undefined;
  await h?.close();
}

/**
 * UTC sessions: timestamps come back as "... +00", which the raw row decoder reads without a Date.
 * Set in the URL's own `options` parameter, added to what it (or PGOPTIONS) already says: pg lets the
 * URL's parameters win over separate settings, and would ignore PGOPTIONS once `options` is given.
 */
export function withUtcSessions(url: string): string {
  if (!URL.canParse(url)) return url;
  const u = new URL(url);
  const given = u.searchParams.get("options") ?? config().pgOptions ?? "";
  u.searchParams.set("options", `${given} -c TimeZone=UTC`.trim());
  return u.toString();
}

async function openPostgres(url: string): Promise<Handle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // At least 2: the seed holds one connection for its lock while it works on another.
  const pool = new pg.Pool({
    connectionString: withUtcSessions(url),
    max: config().pgPoolSize,
  });
  const database = drizzle(pool, { schema });
  // Several processes may start together: an advisory lock lets one migrate while the others wait.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => undefined);
    client.release();
  }
  // pg.Pool connects lazily: a process whose workers are off never opens these.
  const workPool = new pg.Pool({ connectionString: withUtcSessions(url), max: WORK_POOL_SIZE });
  const asText = { getTypeParser: () => (value: string) => value };
  const raw: RawQuery = async (text, values) =>
    (await pool.query<RawRow>({ text, values, rowMode: "array", types: asText })).rows;
  return {
    db: database,
    work: drizzle(workPool, { schema }),
    engine: "postgres",
    jobs: { url: withUtcSessions(url) },
    rawRows: raw,
    close: async () => {
      await endPool(workPool);
      await endPool(pool);
    },
  };
}

/**
 * Rows as arrays of PostgreSQL's own text output, undecoded: for hot reads of many rows (lists) that
 * decode only the columns they need (lib/db/decode.ts) instead of paying for the driver's type
 * parsers and the ORM's per-cell mapping. Sessions run in UTC, so timestamps arrive as "... +00".
 */
export function rawRows(text: string, params: unknown[]): Promise<RawRow[]> {
  if (!g.__svcDb) throw new Error("database not opened: call openDatabase() at start-up");
  return g.__svcDb.rawRows(text, params);
}

export function jobsBackend(): Handle["jobs"] {
  if (!g.__svcDb) throw new Error("database not opened: call openDatabase() at start-up");
  return g.__svcDb.jobs;
}

/** Cheap liveness probe used by /healthz. */
export async function ping(): Promise<void> {
  await db().execute(sql`select 1`);
}
