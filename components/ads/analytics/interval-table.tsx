import { METRIC_LABELS, type Shown } from "./derive";
import { intervalLabel } from "./metrics-chart";
import type { Granularity, Point } from "./series";
import { metricText } from "./table-model";

/** Every interval's numbers: the chart's text alternative, and what the CSV file holds. */
export function IntervalTable({
  points,
  columns,
  granularity,
  timeZone,
  currency,
  caption,
}: {
  points: Point[];
  columns: Shown[];
  granularity: Granularity;
  timeZone: string;
  currency: string;
  caption: string;
}) {
  return (
    <div
      className="relative max-h-96 overflow-auto rounded-lg ring-1 ring-zinc-200"
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrollable`}
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-zinc-50 text-xs font-medium text-zinc-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left whitespace-nowrap">
              {granularity === "DAY" ? "Day" : "Hour"}
            </th>
            {columns.map((m) => (
              <th key={m} scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                {METRIC_LABELS[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {points.map((p) => (
            <tr key={p.at}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                {intervalLabel(p.at, granularity, timeZone)}
              </th>
              {columns.map((m) => (
                <td key={m} className="px-3 py-1.5 text-right tabular-nums">
                  {metricText(m, p.values[m] ?? 0, currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
