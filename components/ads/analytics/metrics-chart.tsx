"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDateTime, formatDay } from "@/components/format/time";
import { METRIC_LABELS, type Shown } from "./derive";
import type { Granularity, Point } from "./series";
import { metricText, SPEND } from "./table-model";

export type ChartProps = {
  points: Point[];
  metric: Shown;
  granularity: Granularity;
  timeZone: string;
  currency: string;
};

export const intervalLabel = (at: string, g: Granularity, timeZone: string) =>
  g === "DAY" ? formatDay(at, timeZone) : formatDateTime(at, timeZone);

/** The chart in one sentence: the total and the busiest interval. */
export function chartSummary({ points, metric, granularity, timeZone, currency }: ChartProps) {
  const name = METRIC_LABELS[metric].toLowerCase();
  if (!points.length) return `No ${name} in this range.`;
  const total = points.reduce((n, p) => n + (p.values[metric] ?? 0), 0);
  if (total === 0) return `No ${name} in this range.`;
  const peak = points.reduce((a, b) => ((b.values[metric] ?? 0) > (a.values[metric] ?? 0) ? b : a));
  const per = granularity === "DAY" ? "day" : "hour";
  return `${metricText(metric, total, currency)} ${metric === SPEND ? "spent" : name} in ${points.length} ${per}s; the most, ${metricText(metric, peak.values[metric], currency)}, on the ${per} of ${intervalLabel(peak.at, granularity, timeZone)}.`;
}

/**
 * One metric per interval as bars (recharts), hidden from screen readers: the caption says it in a
 * sentence and the interval table (interval-table.tsx) gives every number.
 */
export function MetricsChart(props: ChartProps) {
  const { points, metric, granularity, timeZone, currency } = props;
  const money = metric === SPEND;
  const data = points.map((p) => ({
    label: intervalLabel(p.at, granularity, timeZone),
    value: money ? (p.values[metric] ?? 0) / 1_000_000 : (p.values[metric] ?? 0),
  }));
  return (
    <figure className="min-w-0 space-y-2">
      <div className="h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 8, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={11} minTickGap={24} />
            <YAxis allowDecimals={money} fontSize={11} width={64} />
            <Tooltip
              formatter={(v) => [
                metricText(metric, money ? Math.round(Number(v) * 1_000_000) : Number(v), currency),
                METRIC_LABELS[metric],
              ]}
            />
            <Bar
              dataKey="value"
              name={METRIC_LABELS[metric]}
              fill="#4f46e5"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-zinc-700">{chartSummary(props)}</figcaption>
    </figure>
  );
}
