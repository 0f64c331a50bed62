import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Assume } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import type * as schema from "./schema";

/**
 * Both drivers expose the same drizzle query builder (PgDatabase); Db is what they share, so services
 * are written once and either driver's database is a Db as it is. `db.execute` results differ between
 * them; both carry `.rows`, which is all we use and all RowsResult says.
 */
export type Db = PgDatabase<RowsResult, typeof schema>;

/** What both drivers' raw results (`db.execute`) have in common: the rows. */
export interface RowsResult extends PgQueryResultHKT {
  type: RowsOf<Assume<this["row"], Record<string, unknown>>>;
}
type RowsOf<R> = { rows: R[] };
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A row as PostgreSQL's text output, in select-list order; null for SQL NULL (see rawRows). */
export type RawRow = (string | null)[];
export type RawQuery = (text: string, params: unknown[]) => Promise<RawRow[]>;
export type Handle = {
  db: Db;
  /** Background work's connections (workDb()); the same as `db` on PGlite (one connection). */
  work: Db;
  engine: "pglite" | "postgres";
  /** What the job engine (lib/jobs) connects through: the PGlite instance, or the PostgreSQL URL. */
  jobs: { pglite: PGlite } | { url: string };
  rawRows: RawQuery;
  close: () => Promise<void>;
};

// Next to this file in the source tree; from the server bundle (dist/server.mjs), the project's lib/db/migrations.
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS =
  [path.join(here, "migrations"), path.join(here, "..", "lib", "db", "migrations")].find((dir) =>
    fs.existsSync(dir),
  ) ?? path.join(here, "migrations");
