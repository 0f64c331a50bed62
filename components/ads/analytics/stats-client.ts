import { adsApi } from "@/components/ads/ads-client";
import type { AdsScope } from "@/components/ads/ads-client";
import { statsPlacementOf } from "@/lib/ads/analytics/placements";
import { MAX_STATS_ENTITY_IDS } from "@/lib/ads/analytics/schema";
import { syncParts, type Range } from "./date-range";
import { addPlacements, intervals, joinAnswers, type EntityMetrics } from "./series";

/**
 * The console's questions to the synchronous stats operation (GET stats/accounts/:account_id): a
 * range of any length and any number of entities, asked as the operation allows (at most seven days
 * and twenty entities a call), for each reporting placement the line items serve on, and put back
 * together: each entity's series over the whole range, placements added.
 */
export const STATS = "GET /12/stats/accounts/:account_id" as const;

export type StatsEntity = "ACCOUNT" | "FUNDING_INSTRUMENT" | "CAMPAIGN" | "LINE_ITEM";
export type Reporting = "ALL_ON_SVC" | "PUBLISHER_NETWORK";

export type StatsAsk = {
  entity: StatsEntity;
  ids: readonly string[];
  range: Range;
  granularity: "TOTAL" | "DAY" | "HOUR";
  placements: readonly Reporting[];
};

/** The reporting placements line items with these placements are counted under (at least one). */
export function reportingOf(placements: readonly string[]): Reporting[] {
  const found = new Set(placements.map(statsPlacementOf));
  const out = (["ALL_ON_SVC", "PUBLISHER_NETWORK"] as const).filter((p) => found.has(p));
  return out.length ? out : ["ALL_ON_SVC"];
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, i * size + size),
  );

/** The metric groups each entity answers: an account and a funding instrument only engagement. */
const groupsOf = (e: StatsEntity) =>
  e === "ACCOUNT" || e === "FUNDING_INSTRUMENT" ? "ENGAGEMENT" : "ENGAGEMENT,BILLING,VIDEO";

export async function fetchStats(
  account: AdsScope & { id: string; timezone: string },
  ask: StatsAsk,
): Promise<Map<string, EntityMetrics>> {
  if (!ask.ids.length) return new Map();
  const parts = syncParts(ask.range, account.timezone);
  const perPart = [];
  // One part at a time: its calls (entities by twenty, each placement) at once.
  for (const part of parts) {
    const calls = chunks(ask.ids, MAX_STATS_ENTITY_IDS).flatMap((ids) =>
      ask.placements.map((placement) =>
        adsApi(account, STATS, {
          params: {
            entity: ask.entity,
            entity_ids: ids.join(","),
            start_time: part.start,
            end_time: part.end,
            granularity: ask.granularity,
            metric_groups: groupsOf(ask.entity),
            placement,
          },
        }),
      ),
    );
    perPart.push(addPlacements(await Promise.all(calls)));
  }
  return joinAnswers(
    perPart,
    parts.map((p) => intervals(p, ask.granularity)),
  );
}
