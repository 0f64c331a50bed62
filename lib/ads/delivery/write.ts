import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { adsDeliveryTotals, fundingInstruments } from "@/lib/db/schema";
import { insertMetricRows } from "./metric-rows";
import type { Snapshot } from "./load";
import type { HourOut } from "./model/types";

const FACT_KEYS = [
  ["account_id", "text"],
  ["funding_instrument_id", "text"],
  ["campaign_id", "text"],
  ["line_item_id", "text"],
  ["creative_type", "text"],
  ["creative_id", "text"],
  ["placement", "text"],
  ["hour", "timestamptz"],
  ["audience_size", "int"],
] as const;

/**
 * An hour's facts and charges, written in the hour's transaction: one fact per line item, creative
 * and placement that served, the running totals of each line item and campaign that spent or
 * served, and each funding instrument's charge. Totals are written whole (not added to): only the
 * transaction holding the account's clock writes them, from what it read. The snapshot is brought
 * up to date with what was written, for the transaction's next hour.
 */
export async function writeHour(
  tx: Tx,
  accountId: string,
  hourMs: number,
  day: string,
  out: HourOut,
  snapshot: Snapshot,
): Promise<void> {
  const totals = snapshot.totals;
  const hour = new Date(hourMs);
  await insertMetricRows(
    tx,
    "ads_metric_hours",
    FACT_KEYS,
    out.cells.map((c) => ({
      keys: [
        accountId,
        c.fundingId,
        c.campaignId,
        c.lineItemId,
        c.creativeType,
        c.creativeId,
        c.placement,
        hour,
        c.audience,
      ],
      metrics: c.metrics,
    })),
  );
  const rows: (typeof adsDeliveryTotals.$inferInsert)[] = [];
  const campaignSpend = new Map<string, number>();
  const fundingSpend = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const next = (id: string, type: string, spent: number, impressions: number) => {
    const t = totals.get(id);
    return {
      entity_id: id,
      account_id: accountId,
      entity_type: type,
      spent_local_micro: (t?.spent_local_micro ?? 0) + spent,
      day,
      day_spent_local_micro: (t?.day === day ? t.day_spent_local_micro : 0) + spent,
      impressions: (t?.impressions ?? 0) + impressions,
      window_start: t?.window_start ?? null,
      window_impressions: t?.window_impressions ?? 0,
    };
  };
  for (const li of out.lineItems) {
    if (li.spent <= 0 && li.impressions <= 0) continue;
    rows.push({
      ...next(li.id, "LINE_ITEM", li.spent, li.impressions),
      window_start: new Date(li.windowStartMs),
      window_impressions: li.windowImpressions,
    });
    add(campaignSpend, li.campaignId, li.spent);
    add(fundingSpend, li.fundingId, li.spent);
  }
  for (const [id, spent] of campaignSpend) if (spent > 0) rows.push(next(id, "CAMPAIGN", spent, 0));
  if (rows.length)
    await tx.execute(sql`
      insert into ads_delivery_totals (entity_id, account_id, entity_type, spent_local_micro, day,
        day_spent_local_micro, impressions, window_start, window_impressions)
      select entity_id, account_id, entity_type, spent_local_micro, day, day_spent_local_micro,
        impressions, window_start, window_impressions
      from json_populate_recordset(null::ads_delivery_totals, ${JSON.stringify(rows)}::json)
      on conflict (entity_id) do update set
        spent_local_micro = excluded.spent_local_micro, day = excluded.day,
        day_spent_local_micro = excluded.day_spent_local_micro, impressions = excluded.impressions,
        window_start = excluded.window_start, window_impressions = excluded.window_impressions`);
  for (const r of rows)
    totals.set(r.entity_id, {
      ...r,
      day: r.day ?? null,
      spent_local_micro: r.spent_local_micro ?? 0,
      day_spent_local_micro: r.day_spent_local_micro ?? 0,
      impressions: r.impressions ?? 0,
      window_start: r.window_start ?? null,
      window_impressions: r.window_impressions ?? 0,
    });
  for (const [id, spent] of fundingSpend) {
    const row = snapshot.fundings.get(id);
    if (spent <= 0 || !row) continue;
    await tx
      .update(fundingInstruments)
      .set({ spent_local_micro: sql`${fundingInstruments.spent_local_micro} + ${spent}` })
      .where(eq(fundingInstruments.id, id));
    // A new object: this hour's views of the instrument keep what it was before the charge.
    snapshot.fundings.set(id, { ...row, spent_local_micro: row.spent_local_micro + spent });
  }
}
