import { microsDecimal, toCsv } from "../analytics/csv";
import { spendOf, type Totals } from "../analytics/derive";
import { outcome, resultKind } from "../analytics/results";
import { plain as humanize } from "@/components/format/labels";

type Row = { id: string; name: string; entity_status: string; currency: string };

/**
 * The campaigns' metrics over the range as a file: one line per campaign, money as exact amounts in
 * the currency named on each line (an account's campaigns may be funded in several).
 */
export function campaignsCsv(
  campaigns: Row[],
  totals: Map<string, Totals>,
  objectives: Map<string, string[]>,
): string {
  const header = [
    "Campaign",
    "Campaign ID",
    "Status",
    "Currency",
    "Impressions",
    "Engagements",
    "Spend",
    "Result",
    "Results",
    "Cost per result",
  ];
  return toCsv(
    header,
    campaigns.map((c) => {
      const t = totals.get(c.id) ?? {};
      const o = outcome(t, resultKind(objectives.get(c.id) ?? []));
      return [
        c.name,
        c.id,
        humanize(c.entity_status),
        c.currency,
        t.impressions ?? 0,
        t.engagements ?? 0,
        microsDecimal(spendOf(t) ?? 0),
        o ? o.kind.many : "Mixed objectives",
        o ? (o.count ?? 0) : "",
        o ? microsDecimal(o.cost) : "",
      ];
    }),
  );
}
