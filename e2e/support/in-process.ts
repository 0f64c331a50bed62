import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dropDatabase, freshPostgresUrl, readCredentials, type TestServer } from "./server";

/**
 * The in-process test layer: the real Hono app (lib/platform/app.ts) on a fresh PGlite directory (or a
 * fresh database of the PostgreSQL named by DATABASE_URL), migrated and seeded as start-up does, served
 * through `app.request()`: no child process, no port, no build. The clients of e2e/support (AdsClient,
 * demoClient, sandboxSuite) take its `fetch`, so a suite of kernel rules reads exactly like an HTTP
 * suite. What it leaves out is server.ts's front (body and header limits, Next, the console): suites
 * about those stay in e2e/api. The job engine and its workers run, as in the server. Tests live in
 * e2e/app/; `npm test` runs them with the unit tests, before the build.
 *
 * One per test process (the database handle and the configuration are per process): `npm test` runs
 * the files that ask for the same settings in one process (scripts/test-groups.ts), sharing it. On PGlite most of a fresh start is creating the cluster and migrating
 * it (~15 s on a busy machine), so the first process of a run builds a migrated, seeded template
 * directory (per set of migrations) and every file starts on a copy of it (~5 s).
 */
let current: { settings: string; server: Promise<TestServer> } | undefined;

/** The app's real stop, once: the end of the file, or of the group of files sharing the process. */
let stopOnce: (() => Promise<void>) | undefined;

/** Stops this process's app, if one was started (the end of a group of files). */
export async function stopShared(): Promise<void> {
  await stopOnce?.();
}

/**
 * `env`: settings the product reads at start (e.g. SVC_FAULT_INJECT), set before it is imported;
 * without it, the app this process already runs, or one with the default settings.
 */
export function inProcessServer(opts: { env?: Record<string, string> } = {}): Promise<TestServer> {
  const env = opts.env ?? {};
  const settings = JSON.stringify(Object.entries(env).sort());
  current ??= { settings, server: open(env) };
  // The configuration is read once per process: a second set of settings would silently not apply.
  // A call naming none (e.g. sandboxSuite(inProcessServer) after the file's own) means this app.
  if (opts.env && current.settings !== settings)
    throw new Error(
      `inProcessServer(): this process's app runs with ${current.settings}, not ${settings}; ` +
        "files that need other settings run in a process of their own (scripts/test-groups.ts)",
    );
  return current.server;
}

/**
 * The advertising interface's per-token budgets, raised: the files of a group share the demo user's
 * token, and one file's calls must not spend the next one's budget (a client waiting out a 429 also
 * waits out a test's clock). rate-limits.test.ts and ads-nonce.test.ts set their own.
 */
const SHARED_TOKEN_LIMITS = {
  ADS_WRITE_LIMIT_PER_MIN: "1000000",
  ADS_READ_LIMIT_PER_15_MIN: "1000000",
  ADS_ACCOUNT_READ_LIMIT_PER_15_MIN: "1000000",
  ADS_TOTAL_COUNT_LIMIT_PER_15_MIN: "1000000",
  ADS_STATS_LIMIT_PER_15_MIN: "1000000",
};

async function open(env: Record<string, string>): Promise<TestServer> {
  Object.assign(process.env, SHARED_TOKEN_LIMITS, env);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-app-"));
  const baseUrl = "http://localhost";
  // Set before the template is built: its seed reads the configuration (the population's size).
  Object.assign(process.env, { DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl, SVC_CONSOLE: "off" });
  // The template's rows are encrypted with its own generated key (copied along as secret.key).
  if (!process.env.DATABASE_URL && !process.env.SVC_SECRET_KEY) await copyTemplate(dataDir);
  const adminUrl = process.env.DATABASE_URL;
  const databaseUrl = adminUrl ? await freshPostgresUrl(adminUrl) : undefined;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  // Imported only now: the configuration is read once, from the environment set above.
  const { config } = await import("../../lib/config/env");
  const cfg = config();
  if (cfg.dataDir !== dataDir)
    throw new Error("inProcessServer(): the configuration was read before it could set DATA_DIR");
  const { loadSecretKey } = await import("../../lib/crypto/secret-box");
  const { checkSecretKey } = await import("../../lib/platform/key-check");
  const { openDatabase, closeDatabase } = await import("../../lib/db/client");
  const { seed } = await import("../../lib/platform/seed/seed");
  const { createPlatformApp } = await import("../../lib/platform/app");
  const { startJobs, stopJobs } = await import("../../lib/jobs/engine");
  const { QUEUES } = await import("../../lib/platform/queues");
  // What lib/platform/start.ts's prepareRuntime does, less next-auth's environment.
  loadSecretKey(cfg.dataDir, cfg.secretKey);
  await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir });
  await checkSecretKey();
  await startJobs(QUEUES);
  await seed({ dataDir, publicBaseUrl: baseUrl });
  const app = createPlatformApp();
  let stopped: Promise<void> | undefined;
  stopOnce = () =>
    (stopped ??= (async () => {
      await stopJobs();
      await closeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl && databaseUrl) await dropDatabase(adminUrl, databaseUrl);
    })());
  return {
    baseUrl,
    dataDir,
    credentials: readCredentials(dataDir),
    fetch: async (input, init) => app.request(input instanceof URL ? input.href : input, init),
    // In a group of files sharing this process (scripts/in-process-group.ts), each file's own stop
    // leaves the app to the files after it: the group stops it once, at its end (stopShared).
    stop: async () => {
      if (process.env.SVC_TEST_GROUPED !== "1") await stopShared();
    },
  };
}

const MIGRATIONS = path.resolve("lib/db/migrations");
/** The seed's own files: a template seeded by another version of them (or settings) is not used either. */
const SEED_FILES = [
  "lib/platform/seed/seed.ts",
  "lib/platform/seed/seed-account.ts",
  "lib/platform/seed/seed-apps.ts",
  "lib/platform/seed/seed-people.ts",
  "lib/ads/seed.ts",
  "lib/ads/seed-business.ts",
  "lib/ads/seed-delivery.ts",
  "lib/audiences/sample.ts",
];

/** A name for the current migrations and seed: a template built from others is never used. */
function migrationsHash(): string {
  const hash = crypto.createHash("sha256");
  for (const f of fs.readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(MIGRATIONS, f);
    if (fs.statSync(file).isFile()) hash.update(f).update(fs.readFileSync(file));
  }
  for (const f of SEED_FILES) hash.update(f).update(fs.readFileSync(path.resolve(f)));
  // The seeded audience's set is sized to the population, and its targetable state to the threshold.
  for (const v of ["POPULATION_SIZE", "AUDIENCE_MIN_SIZE"])
    hash.update(`${v}=${process.env[v] ?? ""}`);
  return hash.digest("hex").slice(0, 16);
}

/** Fills `dataDir` with a copy of the template, building the template first when there is none. */
async function copyTemplate(dataDir: string): Promise<void> {
  const template = path.join(os.tmpdir(), `svc-app-template-${migrationsHash()}`);
  if (!fs.existsSync(path.join(template, "ready"))) {
    const building = fs.mkdtempSync(`${template}-building-`);
    const { loadSecretKey } = await import("../../lib/crypto/secret-box");
    const { openDatabase, closeDatabase } = await import("../../lib/db/client");
    const { seed } = await import("../../lib/platform/seed/seed");
    const { startJobs, stopJobs } = await import("../../lib/jobs/engine");
    loadSecretKey(building, undefined);
    await openDatabase({ dataDir: building });
    // The job engine's schema and queues too: each copy starts with pg-boss installed, and the seed
    // sends jobs (the seeded audience's next window change), which no worker here runs.
    const { QUEUES } = await import("../../lib/platform/queues");
    await startJobs(QUEUES, { workers: false, pollSeconds: 1 });
    await seed({ dataDir: building, publicBaseUrl: "http://localhost" });
    await stopJobs();
    await closeDatabase();
    fs.writeFileSync(path.join(building, "ready"), "");
    // Another process may have finished first: theirs is as good, ours is dropped.
    try {
      fs.renameSync(building, template);
    } catch {
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  fs.cpSync(template, dataDir, { recursive: true });
}
