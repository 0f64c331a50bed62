import { and, eq, lt, sql } from "drizzle-orm";
import { workDb } from "@/lib/db/client";
import { adAccounts, adsDeliveryClocks, campaigns, lineItems } from "@/lib/db/schema";
import { ensureClock } from "./clock";
import { runHours } from "./run-hour";
import { floorHour } from "./model/time";

/** Hours one account may catch up in one run (the rest in the next): a run stays short. */
const MAX_HOURS_PER_RUN = 48;
/** Real time one run may take before leaving the other accounts to the next one. */
const RUN_BUDGET_MS = 200_000;

const active = and(
  eq(campaigns.entity_status, "ACTIVE"),
  eq(campaigns.deleted, false),
  eq(lineItems.entity_status, "ACTIVE"),
  eq(lineItems.deleted, false),
);

/**
 * Real time (the delivery.tick cron): every account with an ACTIVE line item in an ACTIVE campaign
 * has each hour that is over simulated, in order; its clock starts at the hour it is first seen.
 * The clock of an account with nothing that could serve moves straight to the current hour. Hours
 * another process is simulating are left to it (SKIP LOCKED); a later run catches up what is left.
 */
export async function deliveryTick(nowMs: number): Promise<{ accounts: number; hours: number }> {
  const started = performance.now();
  const here = floorHour(nowMs);
  const rows = await workDb()
    .selectDistinct({ id: campaigns.account_id })
    .from(campaigns)
    .innerJoin(lineItems, eq(lineItems.campaign_id, campaigns.id))
    .innerJoin(
      adAccounts,
      and(eq(adAccounts.id, campaigns.account_id), eq(adAccounts.deleted, false)),
    )
    .where(active)
    .orderBy(campaigns.account_id);
  await workDb()
    .update(adsDeliveryClocks)
    .set({ next_hour: new Date(here) })
    .where(
      and(
        lt(adsDeliveryClocks.next_hour, new Date(here)),
        sql`not exists (select 1 from ${campaigns} join ${lineItems} on ${lineItems.campaign_id} = ${campaigns.id}
          where ${campaigns.account_id} = ${adsDeliveryClocks.account_id} and ${active})`,
      ),
    );
  let hours = 0;
  for (const { id } of rows) {
    await ensureClock(workDb(), id, here);
    for (let k = 0; k < MAX_HOURS_PER_RUN; k++) {
      if (performance.now() - started > RUN_BUDGET_MS) return { accounts: rows.length, hours };
      const done = await runHours(workDb(), id, {
        skipLocked: true,
        max: 1,
        untilMs: nowMs,
        nowMs,
      });
      if (!done) break;
      hours++;
    }
  }
  return { accounts: rows.length, hours };
}
