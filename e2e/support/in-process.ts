import "./suite-settings";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PER_USE_SETTINGS, splitSettings } from "./per-use-settings";
import { copyTemplate } from "./pglite-template";
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
 * One per test process (the database handle and the settings read at start are per process): `npm
 * test` runs the files that ask for the same start settings in one process (scripts/test-groups.ts),
 * sharing it; settings read at each use are the file's own (useSettings). On PGlite the app starts
 * on a copy of a migrated, seeded template directory (e2e/support/pglite-template.ts).
 */
let current: { settings: string; server: Promise<TestServer> } | undefined;

/** The app's real stop, once: the end of the file, or of the group of files sharing the process. */
let stopOnce: (() => Promise<void>) | undefined;

/** Stops this process's app, if one was started (the end of a group of files). */
export async function stopShared(): Promise<void> {
  await stopOnce?.();
}

/** The process's own values of the per-use settings, which a file that names none runs with. */
const ownValues = Object.fromEntries(PER_USE_SETTINGS.map((k) => [k, process.env[k]]));

/**
 * Sets the settings the product reads at each use (e2e/support/per-use-settings.ts) to `uses`, the
 * others named there back to the process's own, and has the running app read them. A group of files
 * calls it with none before each file (scripts/in-process-group.ts).
 */
export async function useSettings(uses: Record<string, string> = {}): Promise<void> {
  for (const key of PER_USE_SETTINGS) {
    const value = uses[key] ?? ownValues[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  // Before the app starts, open() reads them with the rest.
  if (!current) return;
  const { rereadConfig } = await import("../../lib/config/env");
  rereadConfig();
}

/**
 * `env`: the file's settings. Those read at start (e.g. POPULATION_SIZE) are set before the product
 * is imported, and files that share a process must name the same; those read at each use apply to
 * this file only. Without `env`: the app this process already runs, as the file set it, or one with
 * the default settings.
 */
export function inProcessServer(opts: { env?: Record<string, string> } = {}): Promise<TestServer> {
  const { start, uses } = splitSettings(opts.env ?? {});
  const settings = JSON.stringify(Object.entries(start).sort());
  current ??= { settings, server: open({ ...start, ...uses }) };
  // The configuration is read once per process: a second set of settings would silently not apply.
  // A call naming none (e.g. sandboxSuite(inProcessServer) after the file's own) means this app.
  if (opts.env && current.settings !== settings)
    throw new Error(
      `inProcessServer(): this process's app runs with ${current.settings}, not ${settings}; ` +
        "files that need other settings run in a process of their own (scripts/test-groups.ts)",
    );
  if (!opts.env) return current.server;
  return current.server.then(async (server) => {
    await useSettings(uses);
    return server;
  });
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
