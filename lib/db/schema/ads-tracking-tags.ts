import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { adAccounts } from "./accounts";
import { lineItems } from "./ads";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Third-party impression and click trackers of a line item (document 2, Tracking tags). */
export const trackingTags = pgTable(
  "ads_tracking_tags",
  {
    id: text("id").primaryKey(),
    account_id: text("account_id")
      .notNull()
      .references(() => adAccounts.id, { onDelete: "cascade" }),
    line_item_id: text("line_item_id")
      .notNull()
      .references(() => lineItems.id),
    tracking_tag_type: text("tracking_tag_type").notNull(),
    tracking_tag_url: text("tracking_tag_url").notNull(),
    deleted: boolean("deleted").notNull().default(false),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [
    index("ads_tracking_tags_page").on(t.account_id, t.created_at, t.id),
    index("ads_tracking_tags_line_item").on(t.line_item_id),
  ],
);
