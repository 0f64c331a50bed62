import { formatMoney } from "@/components/format/money";
import { METRIC_LABELS } from "./derive";
import type { ResultKind } from "./results";
import type { SegmentRow } from "./segments";
import { countText } from "./table-model";

const head = "px-3 py-2 whitespace-nowrap";

/**
 * A breakdown by one segment type: each value's impressions (with its share drawn as a bar, said in
 * words too), engagements, spend, result and its cost.
 */
export function SegmentTable({
  rows,
  label,
  kind,
  currency,
}: {
  rows: SegmentRow[];
  label: string;
  kind: ResultKind | null;
  currency: string;
}) {
  if (!rows.length)
    return <p className="text-sm text-zinc-600">No delivery in this range to break down.</p>;
  return (
    <div
      className="relative overflow-x-auto rounded-lg ring-1 ring-zinc-200"
      tabIndex={0}
      role="region"
      aria-label={`By ${label.toLowerCase()}, scrollable`}
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">Metrics by {label.toLowerCase()}</caption>
        <thead className="bg-zinc-50 text-xs font-medium text-zinc-600">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {label}
            </th>
            <th scope="col" className={`${head} text-left`}>
              Share of impressions
            </th>
            <th scope="col" className={`${head} text-right`}>
              {METRIC_LABELS.impressions}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {METRIC_LABELS.engagements}
            </th>
            <th scope="col" className={`${head} text-right`}>
              Spend
            </th>
            {kind && kind.metric !== "impressions" && kind.metric !== "engagements" && (
              <th scope="col" className={`${head} text-right`}>
                {METRIC_LABELS[kind.metric]}
              </th>
            )}
            {kind && (
              <th scope="col" className={`${head} text-right`}>
                {kind.cost}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map((r) => (
            <tr key={r.value}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {r.name}
              </th>
              <td className="px-3 py-1.5">
                <span className="flex items-center gap-2">
                  <span aria-hidden className="block h-2 w-24 rounded-full bg-zinc-200">
                    <span
                      className="block h-2 rounded-full bg-accent-600"
                      style={{ width: `${Math.round(r.share * 100)}%` }}
                    />
                  </span>
                  <span className="tabular-nums">{Math.round(r.share * 1000) / 10}%</span>
                </span>
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {countText(r.totals.impressions ?? 0)}
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {countText(r.totals.engagements ?? 0)}
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {formatMoney(r.totals.billed_charge_local_micro ?? 0, currency)}
              </td>
              {kind && kind.metric !== "impressions" && kind.metric !== "engagements" && (
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {countText(r.totals[kind.metric] ?? 0)}
                </td>
              )}
              {kind && (
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {formatMoney(r.result?.cost, currency)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
