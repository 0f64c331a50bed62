import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { apps } from "./apps";

/**
 * Metered usage (lib/usage): one row per app, UTC day and endpoint family, incremented by upsert in
 * the transaction of the work it bills. `units` counts resources read or posts created; money is
 * integer micros of US dollars.
 */
export const usageDaily = pgTable(
  "usage_daily",
  {
    app_id: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD in UTC. */
    day: text("day").notNull(),
    family: text("family").notNull(),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    cost_micros: bigint("cost_micros", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.app_id, t.day, t.family] })],
);

/**
 * An app's billing cycle (a UTC calendar month, `cycle` YYYY-MM) and its credit: the counters the
 * monthly caps are checked against, in one row so a conditional upsert checks and records at once
 * (exact with several processes: the row is locked by the upsert). The free balance is refilled
 * when a new cycle starts; the prepaid balance only grows by top-ups.
 */
export const usageAccounts = pgTable("usage_accounts", {
  app_id: text("app_id")
    .primaryKey()
    .references(() => apps.id, { onDelete: "cascade" }),
  cycle: text("cycle").notNull(),
  read_units: bigint("read_units", { mode: "number" }).notNull().default(0),
  post_units: bigint("post_units", { mode: "number" }).notNull().default(0),
  cost_micros: bigint("cost_micros", { mode: "number" }).notNull().default(0),
  free_balance_micros: bigint("free_balance_micros", { mode: "number" }).notNull().default(0),
  prepaid_balance_micros: bigint("prepaid_balance_micros", { mode: "number" }).notNull().default(0),
  /** The highest threshold (80 or 100 percent of a cap) already announced this cycle. */
  notified_percent: integer("notified_percent").notNull().default(0),
});
