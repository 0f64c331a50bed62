import { bigint, boolean, text, timestamp } from "drizzle-orm/pg-core";
import { adAccounts } from "./accounts";

/**
 * Column builders the advertising tables share. Every declared resource's table starts with
 * `...adsRowColumns()` (id, account_id, deleted, created_at, updated_at: kernel/table-types.ts).
 */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const micros = (name: string) => bigint(name, { mode: "number" });

export const adsAccountId = () =>
  text("account_id")
    .notNull()
    .references(() => adAccounts.id, { onDelete: "cascade" });

export const adsRowColumns = () => ({
  id: text("id").primaryKey(),
  account_id: adsAccountId(),
  deleted: boolean("deleted").notNull().default(false),
  created_at: ts("created_at").notNull(),
  updated_at: ts("updated_at").notNull(),
});
