import { boolean, index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { adAccounts } from "./accounts";
import { adsAccountId, ts } from "./ads-columns";

/** Tables of an ad account's own settings and history (the campaign tree is in ads.ts). */

/** Who changed what, when: one row per change through any path (interface, batch, console). */
export const accountHistory = pgTable(
  "ads_account_history",
  {
    id: text("id").primaryKey(),
    account_id: adsAccountId(),
    user_id: text("user_id"),
    entity_type: text("entity_type").notNull(),
    entity_id: text("entity_id").notNull(),
    change_type: text("change_type").notNull(),
    changes: jsonb("changes").$type<Record<string, { old: unknown; new: unknown }>>().notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    index("ads_history_entity").on(t.account_id, t.entity_type, t.entity_id, t.created_at),
    index("ads_history_account").on(t.account_id, t.created_at),
  ],
);

export const accountFeatures = pgTable(
  "ads_account_features",
  {
    account_id: adsAccountId(),
    feature_key: text("feature_key").notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.feature_key] })],
);

export const taxSettings = pgTable("ads_tax_settings", {
  account_id: text("account_id")
    .primaryKey()
    .references(() => adAccounts.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<Record<string, string | null>>().notNull(),
  updated_at: ts("updated_at").notNull(),
});

export const userSettings = pgTable(
  "ads_user_settings",
  {
    account_id: adsAccountId(),
    user_id: text("user_id").notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.user_id] })],
);

/** Mobile apps tied to an account (GET account_apps). */
export const accountApps = pgTable("ads_account_apps", {
  id: text("id").primaryKey(),
  account_id: adsAccountId(),
  app_store_identifier: text("app_store_identifier").notNull(),
  os_type: text("os_type").notNull(),
  deleted: boolean("deleted").notNull().default(false),
  created_at: ts("created_at").notNull(),
  updated_at: ts("updated_at").notNull(),
});
