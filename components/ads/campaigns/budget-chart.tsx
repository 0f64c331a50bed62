import { formatMoney } from "@/components/format/money";
import type { Campaign } from "../types";

const BAR = 22;
const GAP = 10;
const LABEL = 170;
const WIDTH = 560;
/** More bars than this stop being readable: the chart shows the largest budgets and says so. */
const MAX_BARS = 12;

/**
 * Daily budget per campaign as horizontal bars, hand-drawn SVG. One chart per currency (amounts in
 * different currencies are not comparable). role="img" with a label summarises it for screen
 * readers, and each bar's <title> gives its exact value on hover.
 */
export function BudgetChart({ campaigns }: { campaigns: Campaign[] }) {
  const withBudget = campaigns.filter((c) => c.daily_budget_amount_local_micro != null);
  const currencies = [...new Set(withBudget.map((c) => c.currency))];
  if (!withBudget.length) return null;
  return (
    <div className="card space-y-4">
      {currencies.map((cur) => {
        const all = withBudget.filter((c) => c.currency === cur);
        const rows =
          all.length > MAX_BARS
            ? [...all]
                .sort(
                  (a, b) =>
                    (b.daily_budget_amount_local_micro ?? 0) -
                    (a.daily_budget_amount_local_micro ?? 0),
                )
                .slice(0, MAX_BARS)
            : all;
        const max = Math.max(...rows.map((c) => c.daily_budget_amount_local_micro ?? 0), 1);
        const height = rows.length * (BAR + GAP);
        const summary = rows
          .map((c) => `${c.name} ${formatMoney(c.daily_budget_amount_local_micro, cur)}`)
          .join(", ");
        return (
          <figure key={cur} className="space-y-2">
            <figcaption className="text-xs font-medium uppercase tracking-wide text-zinc-500">
              Daily budget ({cur})
              {rows.length < all.length && (
                <span className="normal-case tracking-normal">
                  {" "}
                  · the {rows.length} largest of {all.length}
                </span>
              )}
            </figcaption>
            <svg
              role="img"
              aria-label={`Daily budget per campaign in ${cur}${rows.length < all.length ? ` (the ${rows.length} largest of ${all.length})` : ""}: ${summary}`}
              viewBox={`0 0 ${WIDTH} ${height}`}
              className="h-auto w-full max-w-xl"
            >
              <title>Daily budget per campaign ({cur})</title>
              {rows.map((c, i) => {
                const y = i * (BAR + GAP);
                const value = c.daily_budget_amount_local_micro ?? 0;
                const w = Math.max(2, ((WIDTH - LABEL - 90) * value) / max);
                const paused = c.entity_status !== "ACTIVE";
                return (
                  <g key={c.id}>
                    <title>{`${c.name}: ${formatMoney(value, cur)} per day${paused ? " (paused)" : ""}`}</title>
                    <text
                      x={LABEL - 8}
                      y={y + BAR / 2}
                      textAnchor="end"
                      dominantBaseline="central"
                      className="fill-zinc-700 text-[12px]"
                    >
                      {c.name.length > 20 ? `${c.name.slice(0, 19)}…` : c.name}
                    </text>
                    <rect
                      x={LABEL}
                      y={y}
                      width={w}
                      height={BAR}
                      rx={4}
                      className={paused ? "fill-accent-100" : "fill-accent-500"}
                    />
                    <text
                      x={LABEL + w + 6}
                      y={y + BAR / 2}
                      dominantBaseline="central"
                      className="fill-zinc-600 text-[12px] tabular-nums"
                    >
                      {formatMoney(value, cur)}
                    </text>
                  </g>
                );
              })}
            </svg>
          </figure>
        );
      })}
    </div>
  );
}
