import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { logFailure } from "@/lib/log/failure";
import { apps, webhooks } from "@/lib/db/schema";
import { runCrc } from "./crc";
import { applyCheck, consumerSecret } from "./store";
import { PERIODIC_INTERVAL_MS, RECHECK_AFTER_MS } from "./validity";
import { now as clockNow } from "@/lib/time/clock";

/** Webhooks checked per tick at most, and at once: one slow receiver does not hold up the others. */
const MAX_PER_TICK = 1000;
const PARALLEL = 8;

/**
 * The periodic CRC (every 30 minutes, webhooks not validated successfully in the past 24 hours).
 * Each webhook is claimed by one UPDATE that sets last_crc_at when it is still due: the UPDATE takes
 * the row lock, so a second process in the same tick waits, re-reads the row, finds it claimed and
 * skips it. No transaction stays open across the network call (on PGlite that would stall every
 * other query for up to WEBHOOK_TIMEOUT_SECONDS). `now` is injectable for tests of the 28-hour grace.
 */
export async function runPeriodicChecks(now = clockNow()): Promise<{ checked: number }> {
  const stale = new Date(now.getTime() - RECHECK_AFTER_MS);
  // Deleted and suspended apps get no deliveries: their webhooks are not checked either.
  const due = await db()
    .select({ id: webhooks.id })
    .from(webhooks)
    .innerJoin(apps, eq(apps.id, webhooks.app_id))
    .where(
      and(
        or(isNull(webhooks.validated_at), lt(webhooks.validated_at, stale)),
        isNull(apps.deletedAt),
        eq(apps.suspended, false),
      ),
    )
    .orderBy(sql`${webhooks.last_crc_at} asc nulls first`)
    .limit(MAX_PER_TICK);
  let checked = 0;
  const queue = due.map((d) => d.id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      // One webhook's failure (a database error) must not stop the others' checks.
      try {
        if (await checkOne(id, now)) checked++;
      } catch (err) {
        logFailure("webhooks", `periodic CRC of webhook ${id}`, err);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { checked };
}

/** The claim's WHERE is validity.ts's crcDue() in SQL (a unit test pins crcDue's rows). */
async function checkOne(id: string, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - RECHECK_AFTER_MS);
  // A check in this tick's window (a PUT, or another process) counts: a minute's slack for clock skew.
  const recent = new Date(now.getTime() - PERIODIC_INTERVAL_MS + 60_000);
  const [claimed] = await db()
    .update(webhooks)
    .set({ last_crc_at: now })
    .where(
      and(
        eq(webhooks.id, id),
        or(isNull(webhooks.validated_at), lt(webhooks.validated_at, stale)),
        or(isNull(webhooks.last_crc_at), lt(webhooks.last_crc_at, recent)),
      ),
    )
    .returning();
  if (!claimed) return false;
  const crc = await runCrc(claimed.url, await consumerSecret(claimed.app_id));
  await applyCheck(id, "periodic", crc, now);
  return true;
}
