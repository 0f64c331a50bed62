import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Installation-wide facts, e.g. a value sealed with the secret key to detect a mismatched key. */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
