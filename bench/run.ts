import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  freePort,
  freshPostgresUrl,
  readCredentials,
  type DemoCredentials,
} from "../e2e/support/server";
import { seedAdsData, type AdsFixture, type Query } from "./ads-data";
import { serve, setOwnDatabase, stopAll, type Served } from "./process";
import type { RunInfo } from "./report";
import { measuredOn, resultsRecorder, RESULTS_MD, type BenchOut } from "./results-file";
import { type Finish, type Scenario } from "./scenario";
import { GROUPS, SCENARIOS } from "./scenarios";

/**
 * `npm run bench`: the product server against a bare node:http baseline doing the same database work,
 * on PGlite or (DATABASE_URL set) PostgreSQL. One server under load at a time, never both: on a small
 * machine the load generator and the server already share the cores. Exit 0 when targets are missed
 * (they print MISSED); non-zero only when the bench itself failed (start-up, non-2xx answers, crashes).
 * Each target's latest result on each engine goes to docs/benchmark-results.md (committed; a run of a
 * few targets replaces only theirs), the details of this run to .bench/<target>.json.
 * Targets: all by default, or named (or the group `ads`, `creatives` or `webhooks`) as arguments or in BENCH_TARGETS:
 * `npm run bench -- ads`, `BENCH_TARGETS=verify_credentials,ads_campaign_list npm run bench`.
 * BENCH_DURATION (seconds, default 10) shortens runs; BENCH_CPU_PROF=1 writes both servers' CPU
 * profiles to .bench/profiles/ (open them in Chrome DevTools).
 */
const OUT_DIR = path.join(process.cwd(), ".bench");
const PROFILE_ARGS =
  process.env.BENCH_CPU_PROF === "1"
    ? ["--cpu-prof", `--cpu-prof-dir=${path.join(OUT_DIR, "profiles")}`]
    : [];
// The advertising read limit (10,000 per 15 minutes per token and per account) would answer 429 within
// seconds at these rates: raised for the bench. Every request still does its counter upserts.
const ADS_LIMITS_ENV = {
  ADS_READ_LIMIT_PER_15_MIN: "1000000000",
  ADS_ACCOUNT_READ_LIMIT_PER_15_MIN: "1000000000",
  ADS_WRITE_LIMIT_PER_MIN: "1000000000",
  ADS_STATS_LIMIT_PER_15_MIN: "1000000000",
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "svc-bench-"));
let benchDbUrl: string | undefined;

type Db = { databaseUrl?: string; pgliteDir?: string };

/** Scenarios named on the command line (`npm run bench -- ads`) or in BENCH_TARGETS; all by default. */
function selectScenarios(): Scenario[] {
  const fromArgs = process.argv.slice(2).join(",");
  const words = (fromArgs || process.env.BENCH_TARGETS || "").split(/[\s,]+/).filter(Boolean);
  if (!words.length) return SCENARIOS;
  const names = new Set<string>();
  for (const word of words) {
    const key = word.toLowerCase().replaceAll("-", "_");
    const group = GROUPS[key] ?? (SCENARIOS.some((s) => s.name === key) ? [key] : null);
    if (!group)
      throw new Error(
        `unknown bench target "${word}"; choose from ${[...Object.keys(GROUPS), ...SCENARIOS.map((s) => s.name)].join(", ")}`,
      );
    for (const name of group) names.add(name);
  }
  return SCENARIOS.filter((s) => names.has(s.name));
}

/** Env of every server: production mode, loopback, a free port; `extra` gets the URL it will have. */
async function start(
  label: string,
  script: string,
  db: Db,
  extra: (baseUrl: string) => Record<string, string>,
  nodeArgs = PROFILE_ARGS,
): Promise<Served> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    ...extra(baseUrl),
  };
  delete env.DATABASE_URL; // only the bench's fresh database, never the one named to the bench
  if (db.databaseUrl) env.DATABASE_URL = db.databaseUrl;
  if (db.pgliteDir) env.PGLITE_DIR = db.pgliteDir;
  return serve(label, script, baseUrl, env, nodeArgs);
}

// The product as `npm start` runs it: the server bundle, rebuilt first so that it is never stale.
const PRODUCT_ENTRY = "dist/server.mjs";
function buildProduct(): void {
  const r = spawnSync("npm", ["run", "build:server"], { stdio: "inherit", cwd: process.cwd() });
  if (r.status !== 0) throw new Error("npm run build:server failed");
}

// PUBLIC_BASE_URL is the URL the product checks signatures against, so it must be the one we call.
const startProduct = (
  dataDir: string,
  db: Db,
  nodeArgs = PROFILE_ARGS,
  extraEnv: Record<string, string> = {},
) =>
  start(
    "product server",
    PRODUCT_ENTRY,
    { databaseUrl: db.databaseUrl },
    (url) => ({
      SVC_CONSOLE: "off",
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: url,
      ...ADS_LIMITS_ENV,
      ...extraEnv,
    }),
    nodeArgs,
  );

/** The advertising rows by SQL, on the bench's fresh PostgreSQL database or the (stopped) product's PGlite directory. */
async function seedAds(
  db: Db,
  pgliteDir: string,
  creds: DemoCredentials,
  big: boolean,
  delivery: boolean,
): Promise<AdsFixture> {
  const started = Date.now();
  let query: Query;
  let close: () => Promise<void>;
  if (db.databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    query = async (text, params) => (await client.query(text, params)).rows;
    close = () => client.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = new PGlite(pgliteDir);
    await client.waitReady;
    query = async (text, params) =>
      (await client.query<Record<string, unknown>>(text, params)).rows;
    close = () => client.close();
  }
  try {
    const fixture = await seedAdsData(query, creds, { big, delivery });
    const big100k = fixture.bigAccountId ? ", 100,000 in a second account" : "";
    console.log(
      `advertising rows seeded by SQL in ${((Date.now() - started) / 1000).toFixed(1)} s: 1,000 campaigns in the demo account${big100k}, and an account for batch writes`,
    );
    return fixture;
  } finally {
    await close();
  }
}

async function main(): Promise<number> {
  const scenarios = selectScenarios();
  const ads = scenarios.some((s) => s.ads);
  const big = scenarios.some((s) => s.ads?.big);
  const delivery = scenarios.some((s) => s.ads?.delivery);
  const run: Omit<RunInfo, "options"> = {
    engine: process.env.DATABASE_URL ? "PostgreSQL" : "PGlite",
    firstStartPeakRssMb: null,
  };
  console.log(`bench targets on ${run.engine}: ${scenarios.map((s) => s.name).join(", ")}`);
  // Before the run writes anything: the commit is "+dirty" only for changes made before it started.
  const out: BenchOut = {
    dir: OUT_DIR,
    record: resultsRecorder(
      process.cwd(),
      SCENARIOS.map((s) => s.name),
      measuredOn(),
    ),
  };
  buildProduct();
  const productDir = path.join(tmp, "product");
  const db: Db = {};
  let fixture: AdsFixture | null = null;
  let product: Served;
  if (process.env.DATABASE_URL) {
    // One fresh database for both: the baseline reads the rows the product migrated and seeded.
    benchDbUrl = db.databaseUrl = await freshPostgresUrl(process.env.DATABASE_URL);
    setOwnDatabase(new URL(benchDbUrl).pathname.slice(1));
    product = await startProduct(productDir, db);
    if (ads) fixture = await seedAds(db, "", readCredentials(productDir), big, delivery);
  } else {
    // PGlite allows one process per directory (the product locks it), so the baseline gets a copy taken
    // after a first product start has created, migrated and seeded it: same rows and credentials.
    const first = await startProduct(productDir, db, []); // not measured, so not profiled
    run.firstStartPeakRssMb = first.peakRssMb();
    await first.stop();
    if (ads)
      fixture = await seedAds(
        db,
        path.join(productDir, "pglite"),
        readCredentials(productDir),
        big,
        delivery,
      );
    fs.cpSync(productDir, path.join(tmp, "baseline"), { recursive: true });
    db.pgliteDir = path.join(tmp, "baseline", "pglite");
    product = await startProduct(productDir, db);
  }

  const creds = readCredentials(productDir);
  // More product processes on the same PostgreSQL database (own DATA_DIR, the first one's secret.key).
  let others = 0;
  const startAnotherProduct = async (extraEnv: Record<string, string>) => {
    const dir = path.join(tmp, `product-${++others}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(path.join(productDir, "secret.key"), path.join(dir, "secret.key"));
    return startProduct(dir, db, [], extraEnv);
  };
  const startBaseline = (script: string) => start("baseline server", script, db, () => ({}));
  let valid = true;
  const finishes: Finish[] = [];
  for (const scenario of scenarios) {
    try {
      finishes.push(
        await scenario.measure({
          product,
          creds,
          fixture,
          run,
          out: scenario.heldTo
            ? { ...out, record: (r) => out.record({ ...r, heldTo: scenario.heldTo }) }
            : out,
          databaseUrl: db.databaseUrl,
          startAnotherProduct: db.databaseUrl ? startAnotherProduct : undefined,
          startBaselineBeside: startBaseline,
        }),
      );
    } catch (err) {
      // One broken scenario should not hide the others' results; the exit code still says so.
      valid = false;
      const alive = product.alive() ? "" : ` (the product server pid ${product.pid} has exited)`;
      console.error(`ERROR: ${scenario.name} failed: ${describeError(err)}${alive}`);
    }
  }
  await product.stop();

  // The product again, with other settings, on the same data (the first product server has stopped).
  const startProductWith = (env: Record<string, string>) =>
    startProduct(productDir, db, PROFILE_ARGS, env);
  for (const finish of finishes)
    valid = (await finish({ startBaseline, startProductWith })) && valid;
  console.log(`\nresults of this run's targets: ${RESULTS_MD}`);
  // Named CPU.<date>.<time>.<pid>.<thread>.*.cpuprofile: the pids printed above say which server is which.
  if (PROFILE_ARGS.length)
    console.log(`CPU profiles: ${path.relative(process.cwd(), path.join(OUT_DIR, "profiles"))}/`);
  return valid ? 0 : 1;
}

/** An error with its causes: fetch's "fetch failed" says why (ECONNRESET, "other side closed") only in `cause`. */
function describeError(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e !== undefined && parts.length < 5;) {
    if (!(e instanceof Error)) {
      parts.push(String(e));
      break;
    }
    const code = (e as { code?: unknown }).code;
    parts.push(typeof code === "string" ? `${e.message} [${code}]` : e.message);
    e = e.cause;
  }
  return parts.join(": ");
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

// Both steps' failures are caught and reported here; nothing is left to reject.
void main()
  .catch((err) => {
    console.error("bench failed:", err instanceof Error ? err.message : err);
    return 1;
  })
  .then(async (code) => {
    await cleanup().catch((err) =>
      console.error("cleanup failed:", err instanceof Error ? err.message : err),
    );
    process.exit(code);
  });
