import type { TreeColumn } from "@/components/data/tree-grid";
import { formatMoney } from "@/components/format/money";
import { costPer, spendOf, type Totals } from "../analytics/derive";
import { outcome, resultKind, type ResultKind } from "../analytics/results";
import type { Campaign, LineItem } from "../types";
import { Cost, Impressions, Pending, Result, Spend } from "./metric-cells";
import { bidText } from "../line-items/line-items";
import type { TreeMetrics } from "./tree-metrics";

export type { TreeMetrics, TreeView } from "./tree-metrics";

/** A line item of the tree with its totals over the range (undefined while they load). */
export type LineItemRow = LineItem & { totals?: Totals };

/** What a set of rows adds up to, with the one currency they share (none: not added). */
function sumOf(rows: Campaign[], m: TreeMetrics) {
  const currencies = new Set(rows.map((c) => c.currency));
  const add = (name: string) =>
    rows.reduce<number | null>((n, c) => {
      const v = m.totals.get(c.id)?.[name];
      return v == null ? n : (n ?? 0) + v;
    }, null);
  const kinds = new Set(rows.map((c) => kindOf(c, m)));
  const kind = kinds.size === 1 ? [...kinds][0] : null;
  return { currency: currencies.size === 1 ? rows[0]?.currency : undefined, add, kind };
}

const kindOf = (c: Campaign, m: TreeMetrics): ResultKind | null =>
  resultKind(m.objectives.get(c.id) ?? []);

/**
 * The campaign tree's metric columns over the chosen range: impressions (engagements under them),
 * spend with budget pacing, the objective's result and its cost; each sortable (line items follow
 * within their campaign) and added up in the totals row. Engagements have no column of their own, so
 * the tree fits a laptop's width: the tree's CSV and the line item's page have them too.
 */
export function metricColumns(m: TreeMetrics): TreeColumn<Campaign, LineItemRow>[] {
  const t = (c: Campaign) => m.totals.get(c.id);
  const wait = (li: LineItemRow) => li.totals === undefined;
  return [
    {
      key: "impressions",
      header: "Impressions",
      align: "right",
      sortValue: (c) => t(c)?.impressions ?? 0,
      childSortValue: (li) => li.totals?.impressions ?? 0,
      cell: (c) => (m.loading ? <Pending /> : <Impressions t={t(c)} />),
      childCell: (li) => (wait(li) ? <Pending /> : <Impressions t={li.totals} />),
      total: (rows) => {
        const s = sumOf(rows, m);
        return (
          <Impressions
            t={{ impressions: s.add("impressions"), engagements: s.add("engagements") }}
          />
        );
      },
    },
    {
      key: "spend",
      header: "Spend",
      align: "right",
      sortValue: (c) => spendOf(t(c) ?? {}) ?? 0,
      childSortValue: (li) => spendOf(li.totals ?? {}) ?? 0,
      cell: (c) =>
        m.loading ? (
          <Pending />
        ) : (
          <Spend b={c} spent={spendOf(t(c) ?? {})} flight={m.flights.get(c.id)} m={m} />
        ),
      childCell: (li) =>
        wait(li) ? (
          <Pending />
        ) : (
          <Spend
            b={li}
            spent={spendOf(li.totals ?? {})}
            flight={{ start: li.start_time, end: li.end_time }}
            m={m}
          />
        ),
      total: (rows) => {
        const s = sumOf(rows, m);
        return s.currency ? formatMoney(s.add("billed_charge_local_micro") ?? 0, s.currency) : "—";
      },
    },
    {
      key: "result",
      header: "Result",
      align: "right",
      sortValue: (c) => outcome(t(c) ?? {}, kindOf(c, m))?.count ?? null,
      childSortValue: (li) => outcome(li.totals ?? {}, resultKind([li.objective]))?.count ?? null,
      cell: (c) =>
        m.loading ? (
          <Pending />
        ) : (
          <Result t={t(c)} kind={kindOf(c, m)} mixed={Boolean(m.objectives.get(c.id)?.length)} />
        ),
      childCell: (li) =>
        wait(li) ? <Pending /> : <Result t={li.totals} kind={resultKind([li.objective])} />,
      total: (rows) => {
        const s = sumOf(rows, m);
        return s.kind ? (
          <Result t={{ [s.kind.metric]: s.add(s.kind.metric) }} kind={s.kind} />
        ) : (
          "—"
        );
      },
    },
    {
      key: "cost",
      header: "Cost per result",
      align: "right",
      sortValue: (c) => outcome(t(c) ?? {}, kindOf(c, m))?.cost ?? null,
      childSortValue: (li) => outcome(li.totals ?? {}, resultKind([li.objective]))?.cost ?? null,
      cell: (c) =>
        m.loading ? <Pending /> : <Cost t={t(c)} kind={kindOf(c, m)} currency={c.currency} />,
      childCell: (li) =>
        wait(li) ? (
          <Pending />
        ) : (
          <Cost
            t={li.totals}
            kind={resultKind([li.objective])}
            currency={li.currency}
            bid={bidText(li)}
          />
        ),
      total: (rows) => {
        const s = sumOf(rows, m);
        const cost =
          s.kind && costPer(s.add("billed_charge_local_micro"), s.add(s.kind.metric), s.kind.per);
        return s.kind && s.currency && cost != null ? formatMoney(cost, s.currency) : "—";
      },
    },
  ];
}
