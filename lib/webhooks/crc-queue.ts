import { defineQueue } from "@/lib/jobs/queue";
import { runPeriodicChecks } from "./periodic";
import { now } from "@/lib/time/clock";

/**
 * webhooks.crc: every 30 minutes (document 1, "Webhook validity"), one job per tick across every
 * process; the checks themselves are claimed row by row (periodic.ts), so an overlapping run skips
 * what another already checks. Expiry covers a tick of slow receivers (8 at once, 10 s each).
 */
export const crcQueue = defineQueue({
  name: "webhooks.crc",
  cron: "*/30 * * * *",
  options: { retryLimit: 1, expireInSeconds: 1500 },
  run: async () => {
    await runPeriodicChecks(now());
  },
});
