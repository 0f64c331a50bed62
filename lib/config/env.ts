import path from "node:path";

/**
 * Every setting the product reads from the environment, with its default. README's configuration table
 * mirrors this file; keep the two in step.
 */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicBaseUrl: string;
  adsBaseUrl: string;
  adsSandboxBaseUrl: string;
  secretKey: string | undefined;
  /** Seconds an OAuth 1.0a timestamp may differ from the server clock. */
  oauthTimestampWindow: number;
  requestTokenTtl: number;
  authorizationRateLimit: number;
  bearerRequestLimit: number;
};

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function loadConfig(): Config {
  const port = int("PORT", 3000);
  const publicBaseUrl = (process.env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(
    /\/+$/,
    "",
  );
  return {
    port,
    host: process.env.HOST || "0.0.0.0",
    dataDir: path.resolve(process.env.DATA_DIR || ".data"),
    databaseUrl: process.env.DATABASE_URL || undefined,
    publicBaseUrl,
    adsBaseUrl: (process.env.ADS_BASE_URL || `${publicBaseUrl}/ads`).replace(/\/+$/, ""),
    adsSandboxBaseUrl: (process.env.ADS_SANDBOX_BASE_URL || `${publicBaseUrl}/ads-sandbox`).replace(
      /\/+$/,
      "",
    ),
    secretKey: process.env.SVC_SECRET_KEY || undefined,
    oauthTimestampWindow: int("OAUTH_TIMESTAMP_WINDOW_SECONDS", 300),
    requestTokenTtl: int("OAUTH_REQUEST_TOKEN_TTL_SECONDS", 900),
    authorizationRateLimit: int("AUTH_RATE_LIMIT_PER_15_MIN", 900),
    bearerRequestLimit: int("BEARER_TOKEN_REQUESTS_PER_15_MIN", 60),
  };
}

let current: Config | undefined;
export function config(): Config {
  current ??= loadConfig();
  return current;
}

/** True when browsers reach us over https, so cookies must be Secure. */
export function cookiesSecure(): boolean {
  return config().publicBaseUrl.startsWith("https://");
}
