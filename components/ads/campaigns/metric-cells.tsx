import { formatMoney } from "@/components/format/money";
import { outcome, type ResultKind } from "../analytics/results";
import type { Totals } from "../analytics/derive";
import { flightWindow, pacing, type Flight } from "../analytics/pacing";
import { PacingBar } from "../analytics/pacing-bar";
import { countText } from "../analytics/table-model";
import type { Campaign, LineItem } from "../types";
import type { TreeMetrics } from "./tree-metrics";

/** The cells of the campaign tree's metric columns (metric-columns.tsx). */
export const sub = "block text-xs font-normal text-zinc-600";
export const Pending = () => (
  <span className="text-zinc-400">
    …<span className="sr-only">loading</span>
  </span>
);

export function Result({
  t,
  kind,
  mixed = true,
}: {
  t: Totals | undefined;
  kind: ResultKind | null;
  /** No kind because its line items count different results (else: it has none yet). */
  mixed?: boolean;
}) {
  if (!kind) return mixed ? <span className={sub}>Mixed objectives</span> : "—";
  const n = t?.[kind.metric] ?? 0;
  return (
    <>
      {countText(n)}
      <span className={sub}>{n === 1 ? kind.one : kind.many}</span>
    </>
  );
}

export function Cost({
  t,
  kind,
  currency,
  bid,
}: {
  t?: Totals;
  kind: ResultKind | null;
  currency?: string;
  /** A line item's bid, to read beside what a result cost. */
  bid?: string;
}) {
  const o = t && outcome(t, kind);
  const bidLine = bid && <span className={sub}>{bid === "Auto bid" ? bid : `Bid ${bid}`}</span>;
  if (!o || !currency) return bidLine ? <>—{bidLine}</> : "—";
  return (
    <>
      {formatMoney(o.cost, currency)}
      <span className={sub}>{o.kind.cost}</span>
      {bidLine}
    </>
  );
}

export function Spend(p0: {
  b: Campaign | LineItem;
  spent: number | null;
  flight: Flight | undefined;
  m: TreeMetrics;
}) {
  const { b, spent, flight, m } = p0;
  const window = flight && flightWindow(m.range, flight, m.timeZone);
  const p = pacing(b, spent, window ?? null, m.now);
  return (
    <>
      {p ? <PacingBar pacing={p} currency={b.currency} /> : formatMoney(spent ?? 0, b.currency)}
      <BudgetLine b={b} />
    </>
  );
}

/** The budget under the spend: "Budget $25.50 daily · $1,000.00 total", nothing without one. */
function BudgetLine({ b }: { b: Campaign | LineItem }) {
  const parts = [
    b.daily_budget_amount_local_micro != null &&
      `${formatMoney(b.daily_budget_amount_local_micro, b.currency)} daily`,
    b.total_budget_amount_local_micro != null &&
      `${formatMoney(b.total_budget_amount_local_micro, b.currency)} total`,
  ].filter(Boolean);
  return parts.length ? <span className={sub}>Budget {parts.join(" · ")}</span> : null;
}
