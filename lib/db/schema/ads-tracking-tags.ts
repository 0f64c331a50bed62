import { index, pgTable, text } from "drizzle-orm/pg-core";
import { lineItems } from "./ads";
import { adsRowColumns } from "./ads-columns";

/** Third-party impression and click trackers of a line item (document 2, Tracking tags). */
export const trackingTags = pgTable(
  "ads_tracking_tags",
  {
    ...adsRowColumns(),
    line_item_id: text("line_item_id")
      .notNull()
      .references(() => lineItems.id),
    tracking_tag_type: text("tracking_tag_type").notNull(),
    tracking_tag_url: text("tracking_tag_url").notNull(),
  },
  (t) => [
    index("ads_tracking_tags_page").on(t.account_id, t.created_at, t.id),
    index("ads_tracking_tags_line_item").on(t.line_item_id),
  ],
);
