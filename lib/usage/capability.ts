import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apps } from "@/lib/db/schema";
import { ServiceProblem } from "@/lib/http/problems";
import {
  allows,
  CAPABILITIES,
  tierLabel,
  tiersAllowing,
  type Capability,
  type Tier,
} from "./tiers";

/** An app as the gate needs it: the caller's app (lib/auth Caller["app"]) is one. */
export type GatedApp = { id: string; tier: Tier; firstParty?: boolean };

/**
 * Why the app may not use the capability, as one plain sentence naming the tier that allows it,
 * or null when it may. The console shows it in place of a control; refusals start with it.
 */
export function tierNote(app: GatedApp, capability: Capability): string | null {
  if (app.firstParty || allows(app.tier, capability)) return null;
  return (
    `${CAPABILITIES[capability].label} need ${tiersAllowing(capability)}; this app is on the ` +
    `${tierLabel(app.tier)} tier.`
  );
}

/**
 * THE tier gate: a 403 ClientNotEnrolled problem whose detail names the tier that allows the
 * capability and the app's own. The platform's own (first-party) app is never refused.
 */
export function requireTier(app: GatedApp, capability: Capability): void {
  const note = tierNote(app, capability);
  if (note)
    throw new ServiceProblem(
      "ClientNotEnrolled",
      `${note} Change its tier in the console (Apps › Usage).`,
    );
}

/**
 * The gate by app id, for routes whose caller carries no tier: PowerStream ("powerstream") and the
 * activity product's news.new subscriptions ("news.new") call this before their work.
 */
export async function requireCapability(appId: string, capability: Capability): Promise<void> {
  const [row] = await db()
    .select({ id: apps.id, tier: apps.tier, firstParty: apps.firstParty })
    .from(apps)
    .where(eq(apps.id, appId))
    .limit(1);
  if (!row) throw new ServiceProblem("ResourceNotFound", `There is no app with id ${appId}.`);
  requireTier(row, capability);
}
