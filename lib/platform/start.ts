import { config, ConfigError } from "@/lib/config/env";
import { baseConflicts } from "@/lib/http/bases";
import { publishNextAuthEnv } from "@/lib/config/next-auth-env";
import { loadSecretKey } from "@/lib/crypto/secret-box";
import { openDatabase, engine } from "@/lib/db/client";
import { seed, type SeedResult } from "@/lib/platform/seed/seed";
import { nextAuthSecret } from "@/lib/auth/console-session";
import { checkSecretKey } from "@/lib/platform/key-check";
import { startJobs } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/platform/queues";
import { offsetClock, setClock } from "@/lib/time/clock";

/**
 * Everything a process does before serving: secret key, database (migrated), job engine, demo seed, and the
 * environment that the console's next-auth reads per request.
 */
export async function prepareRuntime(): Promise<SeedResult & { engine: string }> {
  const cfg = config();
  const conflicts = baseConflicts(cfg);
  if (conflicts.length)
    throw new ConfigError(
      `Invalid configuration (interface bases):\n  ${conflicts.join(";\n  ")}.`,
    );
  if (cfg.webhookAllowInsecureUrls)
    console.warn(
      "[webhooks] WEBHOOK_ALLOW_INSECURE_URLS=1: webhook URLs may use http, a port and loopback or private addresses. Never on a public server.",
    );
  if (cfg.testClockOffsetMs) {
    setClock(offsetClock(cfg.testClockOffsetMs));
    console.warn(
      `[clock] SVC_TEST_CLOCK_OFFSET_SECONDS: the product's clock is ${cfg.testClockOffsetMs / 1000} s off the system clock (tests only).`,
    );
  }
  loadSecretKey(cfg.dataDir, cfg.secretKey);
  await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
  await checkSecretKey();
  await startJobs(QUEUES);
  const seeded = await seed({ dataDir: cfg.dataDir, publicBaseUrl: cfg.publicBaseUrl });
  publishNextAuthEnv({
    url: cfg.publicBaseUrl,
    secret: nextAuthSecret(),
    consoleClientId: seeded.consoleClientId,
    consoleClientSecret: seeded.consoleClientSecret,
  });
  return { ...seeded, engine: engine() };
}
