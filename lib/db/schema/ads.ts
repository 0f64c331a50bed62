import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { adsAccountId, micros, ts } from "./ads-columns";

/**
 * Advertising interface tables. Column property names are the interface's own field names
 * (snake_case), so the generic CRUD kernel maps parameters to columns without a translation table.
 * Every list is read by keyset on (account_id, created_at, id), hence the indexes.
 */

export const fundingInstruments = pgTable(
  "ads_funding_instruments",
  {
    id: text("id").primaryKey(),
    account_id: adsAccountId(),
    type: text("type").notNull(),
    description: text("description").notNull().default(""),
    currency: text("currency").notNull(),
    start_time: ts("start_time").notNull(),
    end_time: ts("end_time"),
    credit_limit_local_micro: micros("credit_limit_local_micro"),
    funded_amount_local_micro: micros("funded_amount_local_micro"),
    /** What delivery has charged to it (lib/ads/delivery): credit_remaining is the limit less this. */
    spent_local_micro: micros("spent_local_micro").notNull().default(0),
    entity_status: text("entity_status").notNull().default("ACTIVE"),
    deleted: boolean("deleted").notNull().default(false),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [index("ads_fi_page").on(t.account_id, t.created_at, t.id)],
);

export const campaigns = pgTable(
  "ads_campaigns",
  {
    id: text("id").primaryKey(),
    account_id: adsAccountId(),
    funding_instrument_id: text("funding_instrument_id")
      .notNull()
      .references(() => fundingInstruments.id),
    name: text("name").notNull(),
    budget_optimization: text("budget_optimization").notNull().default("CAMPAIGN"),
    daily_budget_amount_local_micro: micros("daily_budget_amount_local_micro"),
    total_budget_amount_local_micro: micros("total_budget_amount_local_micro"),
    entity_status: text("entity_status").notNull().default("ACTIVE"),
    purchase_order_number: text("purchase_order_number"),
    standard_delivery: boolean("standard_delivery"),
    duration_in_days: integer("duration_in_days"),
    frequency_cap: integer("frequency_cap"),
    currency: text("currency").notNull(),
    /** Why delivery stopped it (a budget or credit ran out: lib/ads/delivery/stops.ts), or null. */
    delivery_stop: text("delivery_stop"),
    deleted: boolean("deleted").notNull().default(false),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [
    index("ads_campaigns_page").on(t.account_id, t.created_at, t.id),
    index("ads_campaigns_name").on(t.account_id, t.name, t.id),
    index("ads_campaigns_updated").on(t.account_id, t.updated_at, t.id),
  ],
);

export const lineItems = pgTable(
  "ads_line_items",
  {
    id: text("id").primaryKey(),
    account_id: adsAccountId(),
    campaign_id: text("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    funding_instrument_id: text("funding_instrument_id").notNull(),
    name: text("name"),
    advertiser_user_id: text("advertiser_user_id"),
    advertiser_domain: text("advertiser_domain"),
    objective: text("objective").notNull(),
    product_type: text("product_type").notNull(),
    placements: jsonb("placements").$type<string[]>().notNull(),
    bid_strategy: text("bid_strategy").notNull().default("AUTO"),
    bid_amount_local_micro: micros("bid_amount_local_micro"),
    target_cpa_local_micro: micros("target_cpa_local_micro"),
    goal: text("goal"),
    pay_by: text("pay_by"),
    daily_budget_amount_local_micro: micros("daily_budget_amount_local_micro"),
    total_budget_amount_local_micro: micros("total_budget_amount_local_micro"),
    standard_delivery: boolean("standard_delivery"),
    frequency_cap: integer("frequency_cap"),
    duration_in_days: integer("duration_in_days"),
    start_time: ts("start_time"),
    end_time: ts("end_time"),
    entity_status: text("entity_status").notNull().default("ACTIVE"),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    android_app_store_identifier: text("android_app_store_identifier"),
    ios_app_store_identifier: text("ios_app_store_identifier"),
    primary_web_event_tag: text("primary_web_event_tag"),
    audience_expansion: text("audience_expansion"),
    currency: text("currency").notNull(),
    creative_source: text("creative_source").notNull().default("MANUAL"),
    /** Why delivery stopped it (its own budget ran out: lib/ads/delivery/stops.ts), or null. */
    delivery_stop: text("delivery_stop"),
    deleted: boolean("deleted").notNull().default(false),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [
    index("ads_line_items_page").on(t.account_id, t.created_at, t.id),
    index("ads_line_items_campaign").on(t.campaign_id),
  ],
);
