import { db } from "@/lib/db/client";
import type { MeterRecorder } from "@/lib/http/route-meter";
import { openRead } from "./read-batch";
import { announce, percentOfCap, THRESHOLDS } from "./thresholds";
import { isTier, type Tier } from "./tiers";

/** The app a caller bills to: a third-party app with a tier; none for the platform's own. */
export function billedApp(caller: unknown): { id: string; tier: Tier } | null {
  if (typeof caller !== "object" || caller === null || !("app" in caller)) return null;
  const app = caller.app;
  if (typeof app !== "object" || app === null || !("id" in app) || !("tier" in app)) return null;
  if ("firstParty" in app && app.firstParty === true) return null;
  if (typeof app.id !== "string" || !isTier(app.tier)) return null;
  return { id: app.id, tier: app.tier };
}

/**
 * THE recorder of metered reads (installed by the platform for lib/http/route.ts's `meter`): the
 * read is charged after its answer is known and before it is sent (read-batch.ts: reads of one
 * app that end together share the statement); past a cap the caller gets the 429 instead of the
 * answer. A read writes nothing else, so the announcement of a threshold, rare, takes its own
 * transaction.
 */
export const recordRead: MeterRecorder = (caller, route) => {
  const app = billedApp(caller);
  if (!app) return undefined;
  const call = openRead(app, route);
  return {
    end: call.end,
    record: async (family, units) => {
      if (units <= 0) return;
      const totals = await call.record(family, units);
      if (!totals) return;
      const percent = percentOfCap(app.tier, totals);
      if (THRESHOLDS.some((t) => percent >= t && totals.notified < t))
        await db().transaction((tx) => announce(tx, app, totals));
    },
  };
};
