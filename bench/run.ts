import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, freshPostgresUrl, readCredentials } from "../e2e/support/server";
import { load, preflight, type Target } from "./load";
import { serve, stopAll, type Served } from "./process";
import { report, type Measured, type RunInfo } from "./report";
import { verifyCredentials } from "./targets/verify-credentials";

/**
 * `npm run bench`: the product server against a bare node:http baseline doing the same database work,
 * on PGlite or (DATABASE_URL set) PostgreSQL. One server under load at a time, never both: on a small
 * machine the load generator and the server already share the cores. Exit 0 when targets are missed
 * (they print MISSED); non-zero only when the bench itself failed (start-up, non-2xx answers, crashes).
 * BENCH_DURATION (seconds, default 10) shortens runs; BENCH_CPU_PROF=1 writes both servers' CPU
 * profiles to .bench/profiles/ (open them in Chrome DevTools).
 */
const TARGETS: Target[] = [verifyCredentials];
const OPTS = { connections: 50, warmupSeconds: 2, durationSeconds: Number(process.env.BENCH_DURATION || 10) };
const OUT_DIR = path.join(process.cwd(), ".bench");
const PROFILE_ARGS = process.env.BENCH_CPU_PROF === "1" ? ["--cpu-prof", `--cpu-prof-dir=${path.join(OUT_DIR, "profiles")}`] : [];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
let benchDbUrl: string | undefined;

type Db = { databaseUrl?: string; pgliteDir?: string };

/** Env of every server: production mode, loopback, a free port; `extra` gets the URL it will have. */
async function start(label: string, script: string, db: Db, extra: (baseUrl: string) => Record<string, string>, nodeArgs = PROFILE_ARGS): Promise<Served> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...extra(baseUrl) };
  delete env.DATABASE_URL; // only the bench's fresh database, never the one named to the bench
  if (db.databaseUrl) env.DATABASE_URL = db.databaseUrl;
  if (db.pgliteDir) env.PGLITE_DIR = db.pgliteDir;
  return serve(label, script, baseUrl, env, nodeArgs);
}

// PUBLIC_BASE_URL is the URL the product checks signatures against, so it must be the one we call.
const startProduct = (dataDir: string, db: Db, nodeArgs = PROFILE_ARGS) =>
  start("product server", "server.ts", { databaseUrl: db.databaseUrl }, (url) => ({ SVC_CONSOLE: "off", DATA_DIR: dataDir, PUBLIC_BASE_URL: url }), nodeArgs);

async function main(): Promise<number> {
  const run: RunInfo = { engine: process.env.DATABASE_URL ? "PostgreSQL" : "PGlite", options: OPTS, firstStartPeakRssMb: null };
  const productDir = path.join(tmp, "product");
  const db: Db = {};
  if (process.env.DATABASE_URL) {
    // One fresh database for both: the baseline reads the rows the product migrated and seeded.
    benchDbUrl = db.databaseUrl = await freshPostgresUrl(process.env.DATABASE_URL);
  } else {
    // PGlite allows one process per directory (the product locks it), so the baseline gets a copy taken
    // after a first product start has created, migrated and seeded it: same rows and credentials.
    const first = await startProduct(productDir, db, []); // not measured, so not profiled
    run.firstStartPeakRssMb = first.peakRssMb();
    await first.stop();
    fs.cpSync(productDir, path.join(tmp, "baseline"), { recursive: true });
    db.pgliteDir = path.join(tmp, "baseline", "pglite");
  }

  const product = await startProduct(productDir, db);
  const creds = readCredentials(productDir);
  const products: Measured[] = [];
  for (const target of TARGETS) {
    await preflight(product.baseUrl, target, creds);
    console.log(`${target.name}: product server (pid ${product.pid}) under load ...`);
    products.push({ result: await load(product, target, creds, OPTS), peakRssMb: null });
  }
  const peakRssMb = product.peakRssMb(); // while it runs: /proc/<pid> goes with the process
  for (const m of products) m.peakRssMb = peakRssMb;
  await product.stop();

  let valid = true;
  for (const [i, target] of TARGETS.entries()) {
    const baseline = await start("baseline server", target.baselineScript, db, () => ({}));
    await preflight(baseline.baseUrl, target, creds);
    console.log(`${target.name}: baseline server (pid ${baseline.pid}) under load ...`);
    const measured: Measured = { result: await load(baseline, target, creds, OPTS), peakRssMb: baseline.peakRssMb() };
    await baseline.stop();
    valid = report(OUT_DIR, run, target, products[i], measured) && valid;
  }
  // Named CPU.<date>.<time>.<pid>.<thread>.*.cpuprofile: the pids printed above say which server is which.
  if (PROFILE_ARGS.length) console.log(`CPU profiles: ${path.relative(process.cwd(), path.join(OUT_DIR, "profiles"))}/`);
  return valid ? 0 : 1;
}

async function cleanup(): Promise<void> {
  await stopAll();
  fs.rmSync(tmp, { recursive: true, force: true });
  if (benchDbUrl && process.env.DATABASE_URL) {
    // The fresh database was only for this run; its servers are stopped, so nothing holds it open.
    const name = new URL(benchDbUrl).pathname.slice(1);
    benchDbUrl = undefined;
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`).finally(() => admin.end());
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers and removing temporary data`);
    void cleanup().finally(() => process.exit(130));
  });
}

main()
  .catch((err) => {
    console.error("bench failed:", err instanceof Error ? err.message : err);
    return 1;
  })
  .then(async (code) => {
    await cleanup().catch((err) => console.error("cleanup failed:", err instanceof Error ? err.message : err));
    process.exit(code);
  });
