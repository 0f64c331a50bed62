/**
 * The settings the product reads at each use (config() at the call, nothing derived from them at
 * start): an in-process test file sets them on the app it shares with other files instead of
 * starting an app of its own (e2e/support/in-process.ts), and scripts/test-groups.ts groups files
 * without them. Everything else is read at start: the database, the job engine's workers and
 * polling, the population's size, and the rate limits (whose budgets files must not share).
 */
export const PER_USE_SETTINGS = [
  "WEBHOOK_ALLOW_INSECURE_URLS",
  "WEBHOOK_TIMEOUT_SECONDS",
  "WEBHOOK_LIMIT_PER_APP",
  "SVC_FAULT_INJECT",
  "UPLOAD_BASE_URL",
] as const;

const perUse = new Set<string>(PER_USE_SETTINGS);

/** A file's settings, split into those read at start and those read at each use. */
export function splitSettings(env: Record<string, string>): {
  start: Record<string, string>;
  uses: Record<string, string>;
} {
  const entries = Object.entries(env);
  return {
    start: Object.fromEntries(entries.filter(([k]) => !perUse.has(k))),
    uses: Object.fromEntries(entries.filter(([k]) => perUse.has(k))),
  };
}
