import { formatMoney } from "@/components/format/money";
import { cpe, cplc, cpm, cpv, spendOf, type Totals } from "./derive";
import { PacingBar } from "./pacing-bar";
import type { Pacing } from "./pacing";
import type { ResultKind } from "./results";
import { outcome } from "./results";
import { countText } from "./table-model";

/**
 * The totals of one entity over the range as a list of figures: what it served, spent (against its
 * budget) and got for its objective, and the cost ratios advertisers compare.
 */
export function KpiList({
  totals: t,
  kind,
  currency,
  pacing,
}: {
  totals: Totals;
  kind: ResultKind | null;
  currency: string;
  pacing: Pacing | null;
}) {
  const o = outcome(t, kind);
  const money = (v: number | null) => formatMoney(v, currency);
  const items: [string, React.ReactNode][] = [
    ["Impressions", countText(t.impressions ?? 0)],
    ["Engagements", countText(t.engagements ?? 0)],
    ["Spend", money(spendOf(t) ?? 0)],
  ];
  if (o) {
    items.push([`Result (${o.kind.many})`, countText(o.count ?? 0)]);
    items.push([o.kind.cost, money(o.cost)]);
  }
  items.push(
    ["CPM (per 1,000 impressions)", money(cpm(t))],
    ["Cost per engagement", money(cpe(t))],
    ["Cost per link click", money(cplc(t))],
    ["Cost per view", money(cpv(t))],
  );
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {unique(items).map(([term, value]) => (
          <div key={term} className="rounded-lg bg-zinc-50 px-3 py-2 ring-1 ring-zinc-200">
            <dt className="text-xs text-zinc-600">{term}</dt>
            <dd className="text-lg font-semibold tabular-nums text-zinc-900">{value}</dd>
          </div>
        ))}
      </dl>
      {pacing && (
        <div className="max-w-md">
          <h3 className="text-sm font-medium text-zinc-800">Budget pacing</h3>
          <PacingBar pacing={pacing} currency={currency} />
        </div>
      )}
    </div>
  );
}

/** The objective's cost repeats one of the ratios (CPM for reach): shown once, under its name. */
function unique(items: [string, React.ReactNode][]) {
  const seen = new Set<string>();
  return items.filter(([term]) => {
    const key = term.startsWith("CPM") ? "CPM" : term;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
