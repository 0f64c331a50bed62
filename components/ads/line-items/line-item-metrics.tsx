"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { csvName } from "../analytics/csv";
import { METRIC_LABELS, type Shown } from "../analytics/derive";
import { IntervalTable } from "../analytics/interval-table";
import { KpiList } from "../analytics/kpi-list";
import { MetricsBar } from "../analytics/metrics-bar";
import { MetricsChart } from "../analytics/metrics-chart";
import { flightWindow, pacing } from "../analytics/pacing";
import { resultKind } from "../analytics/results";
import { intervalStarts, toPoints, totalsOf, type Granularity } from "../analytics/series";
import { reportingOf } from "../analytics/stats-client";
import { columnsOf, download, intervalCsv } from "../analytics/table-model";
import type { MetricsRange } from "../analytics/use-range";
import { useStats } from "../analytics/use-stats";
import type { AdAccount, LineItem } from "../types";
import { lineItemName } from "./line-items";

/**
 * A line item's performance over the chosen range: its figures and pacing, one metric per hour or
 * day as a chart with the numbers as a table, and the same table as a CSV file.
 */
export function LineItemMetrics({
  account,
  lineItem: li,
  r,
  clock,
}: {
  account: AdAccount;
  lineItem: LineItem;
  r: MetricsRange;
  /** The account's present (use-now.ts); the metrics wait until it is known. */
  clock: { now: number; known: boolean };
}) {
  const [per, setPer] = useState<Granularity | null>(null);
  const [metric, setMetric] = useState<Shown>("impressions");
  const g: Granularity = per ?? (r.range.days > 2 ? "DAY" : "HOUR");
  const stats = useStats(
    account,
    clock.known
      ? {
          entity: "LINE_ITEM",
          ids: [li.id],
          range: r.range,
          granularity: g,
          placements: reportingOf(li.placements),
        }
      : null,
  );
  const metrics = stats.data?.get(li.id) ?? {};
  const points = toPoints(metrics, intervalStarts(r.range, g, account.timezone));
  const columns = columnsOf(metrics);
  const kind = resultKind([li.objective]);
  const tz = account.timezone;
  const save = () =>
    download(
      csvName(lineItemName(li), r.chosen.from, "to", r.chosen.to, g === "DAY" ? "daily" : "hourly"),
      intervalCsv(points, columns, g, tz, li.currency),
    );
  return (
    <Card title="Performance" description={`Delivery of this line item, in ${li.currency}.`}>
      <MetricsBar r={r} timeZone={tz} stats={stats}>
        <Field label="Per">
          {(p) => (
            <Select
              {...p}
              value={g}
              onChange={(e) => setPer(e.target.value === "HOUR" ? "HOUR" : "DAY")}
            >
              <option value="DAY">Day</option>
              <option value="HOUR">Hour</option>
            </Select>
          )}
        </Field>
        <Button variant="secondary" onClick={save} disabled={!stats.data}>
          Download CSV
        </Button>
      </MetricsBar>
      {stats.isPending ? (
        <p className="text-sm text-zinc-600" role="status">
          Loading the metrics…
        </p>
      ) : (
        <>
          <KpiList
            totals={totalsOf(metrics)}
            kind={kind}
            currency={li.currency}
            pacing={pacing(
              li,
              totalsOf(metrics).billed_charge_local_micro ?? null,
              flightWindow(r.range, { start: li.start_time, end: li.end_time }, tz),
              clock.now,
            )}
          />
          <div className="max-w-xs">
            <Field label="Chart">
              {(p) => (
                <Select
                  {...p}
                  value={metric}
                  onChange={(e) =>
                    setMetric(columns.find((m) => m === e.target.value) ?? "impressions")
                  }
                >
                  {columns.map((m) => (
                    <option key={m} value={m}>
                      {METRIC_LABELS[m]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <MetricsChart
            points={points}
            metric={metric}
            granularity={g}
            timeZone={tz}
            currency={li.currency}
          />
          <details className="text-sm">
            <summary className="cursor-pointer text-accent-700">Numbers as a table</summary>
            <div className="mt-2">
              <IntervalTable
                points={points}
                columns={columns}
                granularity={g}
                timeZone={tz}
                currency={li.currency}
                caption={`${lineItemName(li)} per ${g === "DAY" ? "day" : "hour"}`}
              />
            </div>
          </details>
        </>
      )}
    </Card>
  );
}
