"use client";

import { Button } from "@/components/ui/button";
import { csvName } from "../analytics/csv";
import { AdvanceTime } from "../analytics/advance-time";
import { MetricsBar } from "../analytics/metrics-bar";
import { download } from "../analytics/table-model";
import type { AdAccount, Campaign } from "../types";
import type { useTreeMetrics } from "./use-tree-metrics";
import { campaignsCsv } from "./tree-csv";

const VIEWS = [
  ["performance", "Performance"],
  ["setup", "Budget and funding"],
] as const;

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
  const { r, metrics, stats, setView } = tree;
  const save = () =>
    download(
      csvName(account.name, "campaigns", r.chosen.from, "to", r.chosen.to),
      campaignsCsv(campaigns, metrics.totals, metrics.objectives),
    );
  return (
    <>
      {account.sandbox && <AdvanceTime account={account} />}
      <MetricsBar r={r} timeZone={account.timezone} stats={stats}>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-zinc-800">Columns</legend>
          <div className="flex items-center gap-1 rounded-md bg-white p-0.5 ring-1 ring-zinc-300">
            {VIEWS.map(([value, label]) => (
              <label
                key={value}
                className="cursor-pointer rounded px-3 py-1.5 text-sm text-zinc-700 has-[:checked]:bg-accent-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600"
              >
                <input
                  type="radio"
                  name="tree-columns"
                  value={value}
                  checked={metrics.view === value}
                  onChange={() => setView(value)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button variant="secondary" onClick={save} disabled={!stats.data}>
          Download CSV
        </Button>
      </MetricsBar>
    </>
  );
}
