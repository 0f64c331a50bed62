import path from "node:path";
import { z } from "zod";
import { VARIABLES, type VariableName } from "./variables";

/**
 * THE one reader of the environment (with lib/config/next-auth-env.ts for what next-auth reads):
 * every variable is parsed once with its schema (lib/config/variables.ts); an invalid value stops the
 * process at start with a message naming the variable, what it holds and what is expected.
 */
const schema = z.object(
  // Object.fromEntries types its result by value only: the keys are VARIABLES' own, each with its schema.
  Object.fromEntries(Object.entries(VARIABLES).map(([k, v]) => [k, v.schema])) as {
    [K in VariableName]: (typeof VARIABLES)[K]["schema"];
  },
);
type Env = z.output<typeof schema>;

export class ConfigError extends Error {}

/** Parses an environment (process.env by default); throws ConfigError naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined> = process.env): Env {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(VARIABLES)) raw[key] = env[key] === "" ? undefined : env[key];
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    return `  ${key} ${issue.message}, got "${raw[key]}".`;
  });
  throw new ConfigError(`Invalid configuration (environment variables):\n${lines.join("\n")}`);
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(e: Env) {
  if (e.SVC_TEST_CLOCK_OFFSET_SECONDS !== undefined && e.NODE_ENV !== "test")
    throw new ConfigError(
      `Invalid configuration (environment variables):\n  SVC_TEST_CLOCK_OFFSET_SECONDS is for tests only: it needs NODE_ENV=test, got "${e.NODE_ENV ?? ""}".`,
    );
  const publicBaseUrl = e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicBaseUrl,
    adsBaseUrl: e.ADS_BASE_URL ?? `${publicBaseUrl}/ads`,
    adsSandboxBaseUrl: e.ADS_SANDBOX_BASE_URL ?? `${publicBaseUrl}/ads-sandbox`,
    secretKey: e.SVC_SECRET_KEY,
    /** Seconds an OAuth 1.0a timestamp may differ from the server clock. */
    oauthTimestampWindow: e.OAUTH_TIMESTAMP_WINDOW_SECONDS,
    requestTokenTtl: e.OAUTH_REQUEST_TOKEN_TTL_SECONDS,
    authorizationRateLimit: e.AUTH_RATE_LIMIT_PER_15_MIN,
    bearerRequestLimit: e.BEARER_TOKEN_REQUESTS_PER_15_MIN,
    adsWriteLimitPerMin: e.ADS_WRITE_LIMIT_PER_MIN,
    adsReadLimitPer15Min: e.ADS_READ_LIMIT_PER_15_MIN,
    adsAccountReadLimitPer15Min: e.ADS_ACCOUNT_READ_LIMIT_PER_15_MIN,
    adsTotalCountLimitPer15Min: e.ADS_TOTAL_COUNT_LIMIT_PER_15_MIN,
    uploadBaseUrl: e.UPLOAD_BASE_URL ?? `${publicBaseUrl}/upload`,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, "media")),
    jobWorkers: e.JOB_WORKERS === "on",
    jobPollSeconds: e.JOB_POLL_SECONDS,
    pgPoolSize: e.PG_POOL_SIZE,
    pgOptions: e.PGOPTIONS,
    adsRecordCacheSize: e.ADS_RECORD_CACHE_SIZE,
    adsPageCacheMb: e.ADS_PAGE_CACHE_MB,
    console: e.SVC_CONSOLE === "on",
    faultInject: e.SVC_FAULT_INJECT,
    /** The product's clock against the system's, in ms (tests only: lib/time/clock.ts). */
    testClockOffsetMs: (e.SVC_TEST_CLOCK_OFFSET_SECONDS ?? 0) * 1000,
    webhookAllowInsecureUrls: e.WEBHOOK_ALLOW_INSECURE_URLS === "1",
    webhookLimitPerApp: e.WEBHOOK_LIMIT_PER_APP,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    populationSize: e.POPULATION_SIZE,
    corpusPostsPerHour: e.CORPUS_POSTS_PER_HOUR,
    audienceMinSize: e.AUDIENCE_MIN_SIZE,
    audienceUsersLimitPerMin: e.AUDIENCE_USERS_LIMIT_PER_MIN,
    adsStatsLimitPer15Min: e.ADS_STATS_LIMIT_PER_15_MIN,
    adsStatsCacheMb: e.ADS_STATS_CACHE_MB,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return toConfig(parseEnv(env));
}

let current: Config | undefined;
export function config(): Config {
  current ??= loadConfig();
  return current;
}

/**
 * Reads the environment again at the next config(), as a new object (what caches by it, like
 * lib/http/bases.ts, follows). For the in-process tests, whose files share one running app and
 * differ only in settings the product reads at each use (e2e/support/per-use-settings.ts).
 */
export function rereadConfig(): void {
  current = undefined;
}

/** True when browsers reach us over https, so cookies must be Secure. */
export function cookiesSecure(): boolean {
  return config().publicBaseUrl.startsWith("https://");
}
