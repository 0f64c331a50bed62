"use client";

import { useState } from "react";
import type { QueryLike } from "@/components/data/query-state";
import { useAdAccount } from "../account-context";
import { reportingOf } from "../analytics/stats-client";
import { useMetricsRange } from "../analytics/use-range";
import { useMetricsScope, useStats } from "../analytics/use-stats";
import { totalsOf } from "../analytics/series";
import { useLineItems } from "../queries";
import type { AdAccount, Campaign } from "../types";
import type { LineItemRow, TreeMetrics, TreeView } from "./metric-columns";
import { campaignFlights } from "./tree-model";

/**
 * The campaign tree's metrics: the range from the address, every line item of the account (their
 * objectives name each campaign's result; their placements, the reporting placements to ask), and
 * the campaigns' totals over the range.
 */
export function useTreeMetrics(
  account: AdAccount,
  campaigns: Campaign[],
  { now, known }: { now: number; known: boolean },
) {
  const r = useMetricsRange(account.timezone, now);
  const [view, setView] = useState<TreeView>("performance");
  const lineItems = useLineItems(account, null);
  const objectives = new Map<string, string[]>();
  for (const li of lineItems.data ?? [])
    objectives.set(li.campaign_id, [...(objectives.get(li.campaign_id) ?? []), li.objective]);
  const flights = campaignFlights(lineItems.data ?? []);
  const stats = useStats(
    account,
    lineItems.data && known
      ? {
          entity: "CAMPAIGN",
          ids: campaigns.map((c) => c.id),
          range: r.range,
          granularity: "TOTAL",
          placements: reportingOf(lineItems.data.flatMap((li) => li.placements)),
        }
      : null,
  );
  const totals = new Map(campaigns.map((c) => [c.id, totalsOf(stats.data?.get(c.id))]));
  const metrics: TreeMetrics = {
    totals,
    objectives,
    flights,
    timeZone: account.timezone,
    range: r.range,
    chosen: r.chosen,
    now,
    loading: !stats.data && !stats.isError && campaigns.length > 0,
    view,
  };
  return { r, metrics, stats, setView };
}

/** The tree's child rows with metrics: a campaign's line items and their totals over the range. */
export function useLineItemRows(campaign: Campaign): QueryLike<LineItemRow[]> {
  const account = useAdAccount();
  const scope = useMetricsScope();
  const items = useLineItems(account, campaign.id);
  const stats = useStats(
    account,
    scope && items.data?.length
      ? {
          entity: "LINE_ITEM",
          ids: items.data.map((li) => li.id),
          range: scope.range,
          granularity: "TOTAL",
          placements: reportingOf(items.data.flatMap((li) => li.placements)),
        }
      : null,
  );
  if (items.isPending) return items;
  if (items.isError) return { ...items, data: undefined };
  // A failed answer shows as no activity: the tree's alert above says the metrics did not load.
  const ready = Boolean(stats.data) || stats.isError;
  return {
    ...items,
    data: items.data.map((li) => ({
      ...li,
      totals: ready ? totalsOf(stats.data?.get(li.id)) : undefined,
    })),
  };
}
