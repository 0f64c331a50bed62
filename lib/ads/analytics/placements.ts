import { STATS_PLACEMENTS } from "./schema";

export type StatsPlacement = (typeof STATS_PLACEMENTS)[number];

/**
 * The placements a fact may carry (a line item's own, lib/ads/enums.ts PLACEMENTS, or a reporting
 * placement) under each placement the analytics interface reports: everything on the platform is
 * ALL_ON_SVC, the audience platform's placements are PUBLISHER_NETWORK. Nothing serves SPOTLIGHT or
 * TREND (takeover products are not modelled), so they answer null.
 */
export const FACT_PLACEMENTS: Record<StatsPlacement, string[]> = {
  ALL_ON_SVC: ["ALL_ON_SVC", "SVC_PROFILE", "SVC_REPLIES", "SVC_SEARCH", "SVC_TIMELINE"],
  PUBLISHER_NETWORK: [
    "PUBLISHER_NETWORK",
    "TAP_BANNER",
    "TAP_FULL",
    "TAP_FULL_LANDSCAPE",
    "TAP_NATIVE",
    "TAP_MRECT",
  ],
  SPOTLIGHT: ["SPOTLIGHT"],
  TREND: ["TREND"],
};

/** The reporting placement of a fact's placement. */
export function statsPlacementOf(placement: string): StatsPlacement {
  return STATS_PLACEMENTS.find((p) => FACT_PLACEMENTS[p].includes(placement)) ?? "ALL_ON_SVC";
}
