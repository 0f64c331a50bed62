import { bigint, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { adsAccountId, ts } from "./ads-columns";

/**
 * The delivery simulator's own state (lib/ads/delivery). Each row changes only in the transaction
 * that simulates one hour of its account, with that hour's facts and charges (ads-metrics.ts).
 */

/**
 * One clock per account: `next_hour` is the first UTC hour not yet simulated. Locked and moved one
 * hour on in the transaction that writes the hour, so a second process, a retry or a crash can
 * neither repeat an hour nor lose one.
 */
export const adsDeliveryClocks = pgTable("ads_delivery_clocks", {
  account_id: adsAccountId().primaryKey(),
  next_hour: ts("next_hour").notNull(),
  updated_at: ts("updated_at").notNull(),
});

const micros = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/**
 * What a line item or a campaign has spent and served, kept as running totals so that budgets are
 * checked without summing the facts: in all, on `day` (the account's local date of the last hour
 * that spent), and, for line items, the impressions of the current frequency window.
 */
export const adsDeliveryTotals = pgTable(
  "ads_delivery_totals",
  {
    entity_id: text("entity_id").primaryKey(),
    account_id: adsAccountId(),
    /** LINE_ITEM or CAMPAIGN. */
    entity_type: text("entity_type").notNull(),
    spent_local_micro: micros("spent_local_micro"),
    day: date("day", { mode: "string" }),
    day_spent_local_micro: micros("day_spent_local_micro"),
    impressions: micros("impressions"),
    /** The frequency window (frequency_cap over duration_in_days, else 7 days) and its impressions. */
    window_start: ts("window_start"),
    window_impressions: micros("window_impressions"),
  },
  (t) => [index("ads_delivery_totals_account").on(t.account_id)],
);
