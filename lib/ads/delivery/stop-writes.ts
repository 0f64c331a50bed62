import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { campaigns, lineItems } from "@/lib/db/schema";
import { recordHistory } from "../../ads-kernel/history";
import { campaignRecord } from "../campaigns/to-record";
import { lineItemRecord } from "../line-items/to-record";
import { fundingRecord } from "../funding-instruments/resource";
import { isUsedUp } from "./stops";
import type { CampaignAt, FundingAt, LineItemRow } from "./load";
import { afterSpending, stopOf } from "./model/stop-rules";
import type { HourOut, Money } from "./model/types";

/** What the hour started from: the views it simulated, before its charges. */
export type HourStart = {
  fundings: FundingAt[];
  campaigns: CampaignAt[];
  lineItems: { row: LineItemRow; money: Money }[];
};

/**
 * After an hour's charges: each ACTIVE campaign and line item whose money ran out is stopped (its
 * record's effective_status and reasons_not_servable say why) and each whose money is back (a new
 * day, a raised budget) runs again; a funding instrument whose credit ran out says so. Every change
 * is an entry of the account history, written by no user, in the same transaction. The rows of the
 * snapshot get their new stop, for the transaction's next hour.
 */
export async function writeStops(
  tx: Tx,
  accountId: string,
  start: HourStart,
  out: HourOut,
  dayGoesOn: boolean,
): Promise<void> {
  const spentBy = new Map<string, number>();
  const unitOf = new Map<string, number>();
  const add = (k: string, v: number, unit: number) => {
    spentBy.set(k, (spentBy.get(k) ?? 0) + v);
    unitOf.set(k, Math.min(unitOf.get(k) ?? Infinity, unit));
  };
  for (const li of out.lineItems)
    for (const k of [li.id, li.campaignId, li.fundingId]) add(k, li.spent, li.unitPrice);
  const unit = (k: string) => Math.min(unitOf.get(k) ?? 0, Number.MAX_SAFE_INTEGER);
  const history = (entityType: string, id: string, before: object, after: object) =>
    recordHistory(tx, {
      accountId,
      userId: null,
      entityType,
      entityId: id,
      changeType: "UPDATE",
      before: { ...before },
      after: { ...after },
    });
  const fundingAfter = new Map(
    start.fundings.map((f) => [
      f.id,
      {
        limit: f.limit,
        remaining: f.remaining === null ? null : f.remaining - (spentBy.get(f.id) ?? 0),
      },
    ]),
  );
  for (const f of start.fundings) {
    const after = fundingAfter.get(f.id)!;
    const spent = spentBy.get(f.id) ?? 0;
    const row = f.row;
    if (spent <= 0 || after.remaining === null) continue;
    if (isUsedUp(after.remaining, f.limit ?? 0) && !isUsedUp(f.remaining ?? 0, f.limit ?? 0))
      await history(
        "FUNDING_INSTRUMENT",
        f.id,
        fundingRecord(row),
        fundingRecord({ ...row, spent_local_micro: row.spent_local_micro + spent }),
      );
  }
  for (const c of start.campaigns) {
    const money = afterSpending(c, spentBy.get(c.id) ?? 0);
    const stop = stopOf(money, fundingAfter.get(c.fundingId) ?? null, dayGoesOn, unit(c.id));
    if (stop === c.row.delivery_stop) continue;
    await tx.update(campaigns).set({ delivery_stop: stop }).where(eq(campaigns.id, c.id));
    await history(
      "CAMPAIGN",
      c.id,
      campaignRecord(c.row),
      campaignRecord({ ...c.row, delivery_stop: stop }),
    );
    c.row.delivery_stop = stop;
  }
  for (const { row, money: before } of start.lineItems) {
    const money = afterSpending(before, spentBy.get(row.id) ?? 0);
    const stop = stopOf(money, null, dayGoesOn, unit(row.id));
    if (stop === row.delivery_stop) continue;
    await tx.update(lineItems).set({ delivery_stop: stop }).where(eq(lineItems.id, row.id));
    await history(
      "LINE_ITEM",
      row.id,
      lineItemRecord(row),
      lineItemRecord({ ...row, delivery_stop: stop }),
    );
    row.delivery_stop = stop;
  }
}
