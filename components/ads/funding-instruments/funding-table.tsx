import type { Column } from "@/components/data/data-table";
import { formatMoney } from "@/components/format/money";
import { formatDay } from "@/components/format/time";
import { humanize } from "../status-badge";
import type { FundingInstrument } from "../types";
import type { MetricsRange } from "../analytics/use-range";
import { PRESET_LABELS } from "../analytics/date-range";

/** Spend per instrument over the campaign tree's range. */
export type FundingSpend = { byId: Map<string, number>; range: Pick<MetricsRange, "chosen"> };

/** What an instrument has spent in all: its limit (or the amount funded) less what remains. */
export function spentInAll(f: FundingInstrument): number | null {
  const limit = f.credit_limit_local_micro ?? f.funded_amount_local_micro;
  if (limit == null || f.credit_remaining_local_micro == null) return null;
  return Math.max(0, limit - f.credit_remaining_local_micro);
}

/** Descriptions repeat (every sandbox credit line is "Credit line"), so names that must be unique add the id. */
export const fundingName = (f: FundingInstrument) => f.description || humanize(f.type);

/** Columns of the funding instruments (DataTable); the period on the account's clock. */
export function fundingColumns(
  timeZone: string,
  spend?: FundingSpend,
): Column<FundingInstrument>[] {
  const spendColumns: Column<FundingInstrument>[] = spend
    ? [
        {
          key: "spend",
          header:
            spend.range.chosen.preset === "custom"
              ? "Spend in the range"
              : `Spend, ${PRESET_LABELS[spend.range.chosen.preset].toLowerCase()}`,
          align: "right",
          sortValue: (f) => spend.byId.get(f.id) ?? 0,
          cell: (f) => formatMoney(spend.byId.get(f.id) ?? 0, f.currency),
        },
      ]
    : [];
  return [
    {
      key: "description",
      header: "Description",
      rowHeader: true,
      sortValue: fundingName,
      cell: (f) => (
        <>
          {fundingName(f)}
          <span className="ml-2 font-mono text-xs font-normal text-zinc-600">{f.id}</span>
          {!f.able_to_fund && (
            <span className="ml-2 rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-normal text-zinc-700">
              Cannot fund
            </span>
          )}
        </>
      ),
    },
    { key: "type", header: "Type", sortValue: (f) => f.type, cell: (f) => humanize(f.type) },
    { key: "currency", header: "Currency", sortValue: (f) => f.currency, cell: (f) => f.currency },
    ...spendColumns,
    {
      key: "spent",
      header: "Spent in all",
      align: "right",
      sortValue: spentInAll,
      cell: (f) => formatMoney(spentInAll(f), f.currency),
    },
    {
      key: "remaining",
      header: "Credit remaining",
      align: "right",
      sortValue: (f) => f.credit_remaining_local_micro,
      cell: (f) =>
        f.credit_remaining_local_micro == null
          ? "No limit"
          : formatMoney(f.credit_remaining_local_micro, f.currency),
    },
    {
      key: "period",
      header: "Period",
      sortValue: (f) => f.start_time,
      cell: (f) =>
        `${formatDay(f.start_time, timeZone)}${f.end_time ? ` – ${formatDay(f.end_time, timeZone)}` : " onwards"}`,
    },
  ];
}
