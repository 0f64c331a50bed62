import type { TreeColumn } from "@/components/data/tree-grid";
import { formatMoney } from "@/components/format/money";
import { effectiveNote } from "../effective-status";
import { fundingName } from "../funding-instruments/funding-table";
import { bidText, flightText, lineItemDetails, lineItemName } from "../line-items/line-items";
import { StatusBadge } from "../status-badge";
import type { Campaign, FundingInstrument, LineItem } from "../types";

const sub = "block text-xs font-normal text-zinc-600";

type Budgeted = Pick<
  Campaign,
  "daily_budget_amount_local_micro" | "total_budget_amount_local_micro" | "currency"
>;

/** Daily over total in one column (sorted by daily): the grid fits a laptop without scrolling. */
function Budget({ of: b }: { of: Budgeted }) {
  const daily = b.daily_budget_amount_local_micro;
  const total = b.total_budget_amount_local_micro;
  if (daily == null && total == null) return "—";
  return (
    <>
      {daily != null && <span className="block">{formatMoney(daily, b.currency)} daily</span>}
      {total != null && <span className={sub}>{formatMoney(total, b.currency)} total</span>}
    </>
  );
}

/**
 * The columns of the campaign tree, each saying how a campaign (level 1) and a line item (level 2)
 * fill it. Line items show their effective status ("Active · campaign paused") and, under their name,
 * the flight on the account's clock.
 */
export function campaignColumns(
  funding: Map<string, FundingInstrument>,
  timeZone: string,
): TreeColumn<Campaign, LineItem>[] {
  return [
    {
      key: "name",
      header: "Name",
      rowHeader: true,
      sortValue: (c) => c.name,
      cell: (c) => (
        <>
          {c.name}
          <span className={sub}>
            {c.budget_optimization === "CAMPAIGN" ? "Campaign budget" : "Line item budgets"} ·{" "}
            <span className="font-mono">{c.id}</span>
          </span>
        </>
      ),
      childCell: (li) => (
        <>
          {lineItemName(li)}
          <span className={sub}>{lineItemDetails(li)}</span>
          <span className={sub}>{flightText(li, timeZone)}</span>
        </>
      ),
    },
    {
      key: "status",
      header: "Status",
      sortValue: (c) => c.entity_status,
      cell: (c) => <StatusBadge status={c.entity_status} />,
      childCell: (li, c) => (
        <StatusBadge
          status={li.entity_status}
          note={effectiveNote(li.entity_status, c.entity_status)}
        />
      ),
    },
    {
      key: "budget",
      header: "Budget",
      align: "right",
      sortValue: (c) => c.daily_budget_amount_local_micro,
      cell: (c) => <Budget of={c} />,
      childCell: (li) => <Budget of={li} />,
    },
    {
      key: "funding",
      header: "Funding / bid",
      sortValue: (c) => {
        const fi = funding.get(c.funding_instrument_id);
        return fi ? fundingName(fi) : c.funding_instrument_id;
      },
      cell: (c) => {
        const fi = funding.get(c.funding_instrument_id);
        return fi ? (
          fundingName(fi)
        ) : (
          <span className="font-mono text-xs">{c.funding_instrument_id}</span>
        );
      },
      childCell: (li) => bidText(li),
    },
  ];
}
