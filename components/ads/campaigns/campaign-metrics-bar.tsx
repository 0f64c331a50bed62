"use client";

import { Button } from "@/components/ui/button";
import { csvName } from "../analytics/csv";
import { MetricsBar } from "../analytics/metrics-bar";
import { download } from "../analytics/table-model";
import type { AdAccount, Campaign } from "../types";
import type { useTreeMetrics } from "./use-tree-metrics";
import { campaignsCsv } from "./tree-csv";

/** Above the campaign tree: its range, the campaigns' metrics as a file, and (sandbox) time. */
export function CampaignMetricsBar({
  account,
  campaigns,
  tree,
}: {
  account: AdAccount;
  campaigns: Campaign[];
  tree: ReturnType<typeof useTreeMetrics>;
}) {
  const { r, metrics, stats } = tree;
  const save = () =>
    download(
      csvName(account.name, "campaigns", r.chosen.from, "to", r.chosen.to),
      campaignsCsv(campaigns, metrics.totals, metrics.objectives),
    );
  return (
    <MetricsBar r={r} timeZone={account.timezone} stats={stats}>
      <Button variant="secondary" onClick={save} disabled={!stats.data}>
        Download CSV
      </Button>
    </MetricsBar>
  );
}
