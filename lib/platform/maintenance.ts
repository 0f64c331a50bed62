import { lt, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import {
  authorizationCodes,
  oauthNonces,
  requestTokens,
  userTokens,
  webSessions,
} from "@/lib/db/schema";
import { config } from "@/lib/config/env";
import { sweepRateLimits } from "@/lib/http/rate-limit";
import { defineQueue } from "@/lib/jobs/queue";

/**
 * Periodic clean-up of short-lived rows, run by the job engine. Safe to run twice or in two processes
 * at once: each statement is an idempotent delete of rows that no request can use any more.
 */
export async function sweepOnce(): Promise<void> {
  const window = config().oauthTimestampWindow;
  await db()
    .delete(oauthNonces)
    .where(lt(oauthNonces.seenAt, sql`now() - make_interval(secs => ${window * 2 + 60})`));
  await db()
    .delete(requestTokens)
    .where(lt(requestTokens.expiresAt, sql`now() - interval '1 day'`));
  await sweepRateLimits(3600);
  await db()
    .delete(webSessions)
    .where(lt(webSessions.expiresAt, sql`now()`));
  await db()
    .delete(authorizationCodes)
    .where(lt(authorizationCodes.expiresAt, sql`now() - interval '1 day'`));
  // Revoked OAuth 2.0 grants are kept a month (connected-apps history), then dropped.
  await db()
    .delete(userTokens)
    .where(lt(userTokens.revokedAt, sql`now() - interval '30 days'`));
}

/** Every five minutes, one sweep across all processes (pg-boss schedules one job per tick). */
export const maintenanceQueue = defineQueue({
  name: "maintenance.sweep",
  cron: "*/5 * * * *",
  options: { retryLimit: 1, expireInSeconds: 300 },
  run: () => sweepOnce(),
});
