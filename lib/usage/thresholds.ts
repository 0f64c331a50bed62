import { and, eq, lt } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { now } from "@/lib/time/clock";
import { apps, notifications, usageAccounts, users } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { emitEvent } from "@/lib/events/outbox";
import type { Totals } from "./charge";
import { TIER_RULES, type Tier } from "./tiers";

/** The shares of a cap announced once each per cycle. */
export const THRESHOLDS = [80, 100] as const;

/** The highest share of either monthly cap the totals reach, in whole percent. */
export function percentOfCap(tier: Tier, t: Pick<Totals, "readUnits" | "postUnits">): number {
  const rule = TIER_RULES[tier];
  return Math.floor(Math.max(t.readUnits / rule.readCap, t.postUnits / rule.postCap) * 100);
}

/**
 * At 80% and at 100% of a cap, once each per cycle: a console notification to the app's owner
 * and a `usage.threshold` event about the owner (delivered to their activity subscriptions). The
 * conditional update claims the threshold, so two processes crossing it together announce it once;
 * `h` is the charge's transaction, so the announcement commits with the usage it is about.
 */
export async function announce(h: Tx, app: { id: string; tier: Tier }, totals: Totals) {
  const percent = percentOfCap(app.tier, totals);
  const rule = TIER_RULES[app.tier];
  for (const t of THRESHOLDS) {
    if (percent < t || totals.notified >= t) continue;
    // Claimed one threshold at a time: a process that announced 80 already leaves only 100 here.
    const claimed = await h
      .update(usageAccounts)
      .set({ notified_percent: t })
      .where(
        and(
          eq(usageAccounts.app_id, app.id),
          eq(usageAccounts.cycle, totals.cycle),
          lt(usageAccounts.notified_percent, t),
        ),
      )
      .returning({ app_id: usageAccounts.app_id });
    if (!claimed.length) continue;
    const [owner] = await h
      .select({ id: users.id, screen_name: users.screenName, name: users.name, app: apps.name })
      .from(apps)
      .innerJoin(users, eq(users.id, apps.ownerUserId))
      .where(eq(apps.id, app.id));
    if (!owner) return;
    await h.insert(notifications).values({
      id: newId(),
      user_id: owner.id,
      kind: "USAGE_THRESHOLD",
      text: `${owner.app} has used ${t}% of its monthly cap on the ${rule.label} tier.`,
      link: `/console/apps/${app.id}/usage`,
      created_at: now(),
    });
    await emitEvent(h, {
      kind: "usage.threshold",
      userId: owner.id,
      occurredAt: now(),
      payload: {
        user: { id: owner.id, screen_name: owner.screen_name, name: owner.name },
        app: { id: app.id, name: owner.app },
        tier: app.tier,
        percent: t,
        cycle: totals.cycle,
        reads: { used: totals.readUnits, cap: rule.readCap },
        posts: { used: totals.postUnits, cap: rule.postCap },
      },
    });
  }
}
