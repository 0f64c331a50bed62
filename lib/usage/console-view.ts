import { z } from "zod";
import { cycleState, dailyRows, projectedCost } from "./report";
import { lastDays } from "./cycle";
import { FAMILIES, PRICES } from "./prices";
import { percentOfCap } from "./thresholds";
import { allows, CAPABILITIES, TIER_RULES, TIERS, type Capability, type Tier } from "./tiers";

/** What the console's Usage tab shows of one app (GET /console-api/apps/:id/usage). */
export const usageViewSchema = z.object({
  tier: z.enum(TIERS),
  tiers: z.array(
    z.object({
      tier: z.enum(TIERS),
      label: z.string(),
      self_serve: z.boolean(),
      read_cap: z.number().int(),
      post_cap: z.number().int(),
      allows: z.array(z.string()),
    }),
  ),
  cycle_start: z.iso.datetime(),
  cycle_end: z.iso.datetime(),
  read_units: z.number().int(),
  post_units: z.number().int(),
  percent_of_cap: z.number().int(),
  cost_micros: z.number().int(),
  projected_cost_micros: z.number().int(),
  free_balance_micros: z.number().int(),
  prepaid_balance_micros: z.number().int(),
  families: z.array(
    z.object({ family: z.string(), label: z.string(), price_micros: z.number().int() }),
  ),
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      day: z.string(),
      family: z.string(),
      units: z.number().int(),
      cost_micros: z.number().int(),
    }),
  ),
});
export type UsageView = z.input<typeof usageViewSchema>;

const capabilityNames = Object.keys(CAPABILITIES).filter((k): k is Capability =>
  Object.hasOwn(CAPABILITIES, k),
);

const tierRows = () =>
  TIERS.map((tier) => ({
    tier,
    label: TIER_RULES[tier].label,
    self_serve: TIER_RULES[tier].selfServe,
    read_cap: TIER_RULES[tier].readCap,
    post_cap: TIER_RULES[tier].postCap,
    allows: capabilityNames.filter((c) => allows(tier, c)).map((c) => CAPABILITIES[c].label),
  }));

export async function usageView(
  app: { id: string; tier: Tier },
  at: Date,
  days: number,
): Promise<UsageView> {
  const state = await cycleState(app.id, app.tier, at);
  const rows = await dailyRows(app.id, at, days);
  return {
    tier: app.tier,
    tiers: tierRows(),
    cycle_start: state.start.toISOString(),
    cycle_end: state.end.toISOString(),
    read_units: state.readUnits,
    post_units: state.postUnits,
    percent_of_cap: percentOfCap(app.tier, state),
    cost_micros: state.costMicros,
    projected_cost_micros: projectedCost(state, at),
    free_balance_micros: state.freeMicros,
    prepaid_balance_micros: state.prepaidMicros,
    families: FAMILIES.map((f) => ({
      family: f,
      label: PRICES[f].label,
      price_micros: PRICES[f].micros,
    })),
    days: lastDays(at, days),
    rows: rows.map((r) => ({
      day: r.day,
      family: r.family,
      units: r.units,
      cost_micros: r.costMicros,
    })),
  };
}
