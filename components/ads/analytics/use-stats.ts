"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { adsKey } from "@/components/ads/resource-hooks";
import type { AdAccount } from "@/components/ads/types";
import type { Range } from "./date-range";
import { fetchStats, STATS, type StatsAsk } from "./stats-client";

/**
 * Stats by react-query, under the account's key (["ads", account id, …]) like every other answer of
 * the account: a write or an advance in time refreshes them with the rest. The previous answer stays
 * on screen while a new range loads, so the tree does not blink to skeletons.
 */
export function useStats(account: AdAccount, ask: StatsAsk | null) {
  const key = ask && {
    entity: ask.entity,
    ids: [...ask.ids].sort().join(","),
    start: ask.range.start,
    end: ask.range.end,
    granularity: ask.granularity,
    placements: ask.placements.join(","),
  };
  return useQuery({
    queryKey: adsKey(account, STATS, key ?? {}),
    queryFn: () => (ask ? fetchStats(account, ask) : Promise.resolve(new Map())),
    enabled: Boolean(ask?.ids.length),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The range a metrics view shows and the account's present, for the parts deep inside it. */
export type MetricsScope = { range: Range; now: number };
export const MetricsContext = createContext<MetricsScope | null>(null);
export const useMetricsScope = () => useContext(MetricsContext);
