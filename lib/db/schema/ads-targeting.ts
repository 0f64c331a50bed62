import { index, pgTable, text } from "drizzle-orm/pg-core";
import { lineItems } from "./ads";
import { adsRowColumns } from "./ads-columns";

/**
 * Targeting criteria of line items (document 2). `targeting_value` is the option's value as the
 * targeting_criteria/<type> lists answer it (lib/targeting/values); for CUSTOM_AUDIENCE the audience id.
 * `name` is the value's display name when the criterion was written (the record answers it).
 */
export const targetingCriteria = pgTable(
  "ads_targeting_criteria",
  {
    ...adsRowColumns(),
    line_item_id: text("line_item_id")
      .notNull()
      .references(() => lineItems.id),
    targeting_type: text("targeting_type").notNull(),
    targeting_value: text("targeting_value").notNull(),
    /** EQ includes, NE excludes. */
    operator_type: text("operator_type").notNull().default("EQ"),
    name: text("name").notNull(),
  },
  (t) => [
    index("ads_targeting_criteria_page").on(t.account_id, t.created_at, t.id),
    // Leads with the line item (lists, deletion with it) and finds one value of it (duplicates, AGE).
    index("ads_targeting_criteria_line_item").on(
      t.line_item_id,
      t.targeting_type,
      t.targeting_value,
    ),
    index("ads_targeting_criteria_value").on(t.targeting_type, t.targeting_value),
  ],
);
