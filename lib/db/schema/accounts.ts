import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Ad accounts. Sandbox accounts live beside production ones; `sandbox` decides which base serves them. */
export const adAccounts = pgTable("ad_accounts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  businessName: text("business_name").notNull().default(""),
  businessId: text("business_id"),
  timezone: text("timezone").notNull().default("America/Los_Angeles"),
  industryType: text("industry_type"),
  approvalStatus: text("approval_status").notNull().default("ACCEPTED"),
  sandbox: boolean("sandbox").notNull().default(false),
  /** Active-campaign limit: 200 by default, raised up to 8,000 through the account manager. */
  maxActiveCampaigns: integer("max_active_campaigns").notNull().default(200),
  deleted: boolean("deleted").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who may do what on an account: permission level names, see lib/ads/permissions. */
export const accountUsers = pgTable(
  "account_users",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => adAccounts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    permissions: jsonb("permissions").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] })],
);
