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

/** Impressions, and the engagements among them under them: "15,537" over "285 engagements". */
export function Impressions({ t }: { t: Totals | undefined }) {
  const engagements = t?.engagements ?? 0;
  return (
    <>
      {countText(t?.impressions ?? 0)}
      <span className={sub}>
        {countText(engagements)} {engagements === 1 ? "engagement" : "engagements"}
      </span>
    </>
  );
}

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
  // Its words may wrap: the column stays as narrow as its numbers.
  if (!kind)
    return mixed ? <span className={`${sub} whitespace-normal`}>Mixed objectives</span> : "—";
  const n = t?.[kind.metric] ?? 0;
  return (
    <>
      {countText(n)}
      <span className={sub}>{n === 1 ? kind.one : kind.many}</span>
    </>
  );
}

/** What a cost is per, under the column's "Cost per result": "per link click", "per 1,000 impressions". */
const perResult = (k: ResultKind) =>
  k.per === 1 ? `per ${k.one}` : `per ${k.per.toLocaleString("en-US")} ${k.many}`;

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
      <span className={sub}>{perResult(o.kind)}</span>
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

/**
 * The budget under the spend, a line for each part ("Budget $25.50 daily" over "$1,000.00 total") to
 * keep the column narrow; nothing without one.
 */
function BudgetLine({ b }: { b: Campaign | LineItem }) {
  const parts = [
    b.daily_budget_amount_local_micro != null &&
      `${formatMoney(b.daily_budget_amount_local_micro, b.currency)} daily`,
    b.total_budget_amount_local_micro != null &&
      `${formatMoney(b.total_budget_amount_local_micro, b.currency)} total`,
  ].filter((p) => typeof p === "string");
  return parts.map((part, i) => (
    <span key={part} className={sub}>
      {i === 0 ? `Budget ${part}` : part}
    </span>
  ));
}
