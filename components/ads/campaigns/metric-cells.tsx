import { formatMoney } from "@/components/format/money";
import { outcome, type ResultKind } from "../analytics/results";
import type { Totals } from "../analytics/derive";
import { flightWindow, pacing, type Flight } from "../analytics/pacing";
import { PacingBar } from "../analytics/pacing-bar";
import { countText } from "../analytics/table-model";
import type { Campaign, LineItem } from "../types";
import type { TreeMetrics } from "./metric-columns";

/** The cells of the campaign tree's metric columns (metric-columns.tsx). */
export const sub = "block text-xs font-normal text-zinc-600";
export const Pending = () => (
  <span className="text-zinc-400">
    …<span className="sr-only">loading</span>
  </span>
);

export function Result({ t, kind }: { t: Totals | undefined; kind: ResultKind | null }) {
  if (!kind) return <span className={sub}>Mixed objectives</span>;
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
}: {
  t?: Totals;
  kind: ResultKind | null;
  currency?: string;
}) {
  const o = t && outcome(t, kind);
  if (!o || !currency) return "—";
  return (
    <>
      {formatMoney(o.cost, currency)}
      <span className={sub}>{o.kind.cost}</span>
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
  if (!p) return formatMoney(spent ?? 0, b.currency);
  return <PacingBar pacing={p} currency={b.currency} />;
}
