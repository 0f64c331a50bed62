import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import type * as schema from "./schema";

/**
 * Both drivers expose the same drizzle query builder; we type them as the node-postgres flavour so
 * services are written once. `db.execute` results differ slightly (both carry `.rows`, which is all we use).
 */
export type Db = NodePgDatabase<typeof schema>;
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
