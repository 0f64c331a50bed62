import { z } from "zod";
import { httpUrl, limit, whole, type Variable } from "./parsers";
import { WORK_VARIABLES } from "./variables-work";
import { WEBHOOK_VARIABLES } from "./variables-webhooks";
import { AUDIENCE_VARIABLES } from "./variables-audiences";
import { ANALYTICS_VARIABLES } from "./variables-analytics";
import { CACHE_VARIABLES } from "./variables-caches";

/**
 * Every environment variable the product reads: its schema, its default as README shows it, and what it
 * means. THE one list: lib/config/env.ts parses the environment with it, and README's configuration
 * table is checked against it (lib/config/env.test.ts; `npx tsx scripts/config-table.ts` prints it).
 * An unset or empty variable takes its default.
 */
export const VARIABLES = {
  PORT: {
    schema: whole(0, 65535).default(3000),
    default: "`3000`",
    meaning: "The one port for interfaces and console.",
  },
  HOST: { schema: z.string().default("0.0.0.0"), default: "`0.0.0.0`", meaning: "Listen address." },
  DATA_DIR: {
    schema: z.string().default(".data"),
    default: "`./.data`",
    meaning: "Embedded database, `secret.key`, `demo-credentials.json`.",
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
      .optional(),
    default: "unset",
    meaning:
      "Unset: embedded PGlite in `DATA_DIR` (one process; a second one on the same directory stops with a clear error). Set: PostgreSQL, any number of processes.",
  },
  PUBLIC_BASE_URL: {
    schema: httpUrl.optional(),
    default: "`http://localhost:$PORT`",
    meaning:
      "The address users and clients reach (OAuth signatures, callbacks, cookies `Secure` when https).",
  },
  ADS_BASE_URL: {
    schema: httpUrl.optional(),
    default: "`$PUBLIC_BASE_URL/ads`",
    meaning:
      "`{ads_url}`: the advertising interface's base, what clients call and sign. May be a host of its own without a path (`https://ads-api.example.com`, as on the reference platform): every request for that host (Host or `x-forwarded-host`) is then the advertising interface's, `/12/accounts` there is `/ads/12/accounts` here; the `/ads` paths keep working on `PUBLIC_BASE_URL`.",
  },
  ADS_SANDBOX_BASE_URL: {
    schema: httpUrl.optional(),
    default: "`$PUBLIC_BASE_URL/ads-sandbox`",
    meaning:
      "`{ads_sandbox_url}`: the sandbox base; may be host-only like `ADS_BASE_URL` (`https://ads-sandbox.example.com`).",
  },
  SVC_SECRET_KEY: {
    schema: z.string().min(16, "must be at least 16 characters").optional(),
    default: "generated into `DATA_DIR/secret.key`",
    meaning:
      "Encrypts consumer and token secrets at rest (AES-256-GCM) and derives session keys. **Several processes on one PostgreSQL must share it.**",
  },
  OAUTH_TIMESTAMP_WINDOW_SECONDS: {
    schema: limit(300),
    default: "`300`",
    meaning: "Allowed clock difference for `oauth_timestamp` (outside: code 135).",
  },
  OAUTH_REQUEST_TOKEN_TTL_SECONDS: {
    schema: limit(900),
    default: "`900`",
    meaning: "Lifetime of a request token.",
  },
  AUTH_RATE_LIMIT_PER_15_MIN: {
    schema: limit(900),
    default: "`900`",
    meaning: "Requests per client address per authorization endpoint per 15 minutes.",
  },
  BEARER_TOKEN_REQUESTS_PER_15_MIN: {
    schema: limit(60),
    default: "`60`",
    meaning: "`POST oauth2/token` per app per 15 minutes; beyond it: 403 code 99.",
  },
  ADS_WRITE_LIMIT_PER_MIN: {
    schema: limit(450),
    default: "`450`",
    meaning: "Advertising writes per user token per minute.",
  },
  ADS_READ_LIMIT_PER_15_MIN: {
    schema: limit(10_000),
    default: "`10000`",
    meaning:
      "Advertising reads per user token per 15 minutes (GETs, and the POSTs that only compute: the audience estimate, the flexible preview).",
  },
  ADS_ACCOUNT_READ_LIMIT_PER_15_MIN: {
    schema: limit(10_000),
    default: "`10000`",
    meaning: "Advertising reads (as above) per ad account per 15 minutes.",
  },
  ADS_TOTAL_COUNT_LIMIT_PER_15_MIN: {
    schema: limit(200),
    default: "`200`",
    meaning: "Advertising list calls with `with_total_count=true` per user token per 15 minutes.",
  },
  PG_POOL_SIZE: {
    schema: whole(2, 1000).default(10),
    default: "`10`",
    meaning:
      "PostgreSQL connections per process for requests (at least 2); background work adds its own 4, the job engine 5.",
  },
  PGOPTIONS: {
    schema: z.string().optional(),
    default: "unset",
    meaning:
      "PostgreSQL session options (as for libpq), kept when the process adds `TimeZone=UTC`; an `options` parameter in `DATABASE_URL` replaces them.",
  },
  SVC_CONSOLE: {
    schema: z.enum(["on", "off"], "must be on or off").default("on"),
    default: "`on`",
    meaning: "`off` serves the interfaces only (no Next build needed).",
  },
  SVC_FAULT_INJECT: {
    schema: z
      .string()
      .regex(
        /^(batch|answer):[a-z_]+:\d+$/,
        "must be batch:<resource>:<item index> or answer:<resource>:<item index>",
      )
      .optional(),
    default: "unset",
    meaning:
      "Tests only: `batch:<resource>:<n>` makes the n-th item of a batch on that resource fail after the earlier ones were written; `answer:<resource>:<n>` fails while the answer echoes item n, after every item was written (atomicity tests).",
  },
  SVC_TEST_CLOCK_OFFSET_SECONDS: {
    schema: z
      .string()
      .regex(/^-?\d+$/, "must be a whole number of seconds (negative: behind)")
      .transform(Number)
      .optional(),
    default: "unset",
    meaning:
      "Tests only, and only with `NODE_ENV=test` (otherwise the server refuses to start): the product's clock (rate-limit windows, sign-in throttling, request token expiry, scheduled posts, webhook validity) runs this many seconds ahead of the system clock, behind when negative. The job engine keeps the system clock.",
  },
  NODE_ENV: {
    schema: z.string().optional(),
    default: "unset",
    meaning:
      "`npm start` sets `production`; `test` allows the test-only `SVC_TEST_CLOCK_OFFSET_SECONDS`.",
  },
  ...WORK_VARIABLES,
  ...WEBHOOK_VARIABLES,
  ...AUDIENCE_VARIABLES,
  ...ANALYTICS_VARIABLES,
  ...CACHE_VARIABLES,
} satisfies Record<string, Variable>;

export type VariableName = keyof typeof VARIABLES;
